import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account as credentials,
  searchHistory,
  subscriptions,
  team,
  teamMember,
  userRoles,
} from '../../db/schema';
import { createTestApp, sessionCookie, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { ownedBy } from '../../../tests/seed-leads';

type Account = { cookie: string; id: string };

describe.skipIf(postgresSkipped())(`admin on ${testDbKind()}`, () => {
  let t: TestApp;
  let admin: Account;
  let plain: Account;

  async function account(email: string): Promise<Account> {
    const cookie = await t.signUp(email);
    return { cookie, id: (await (await t.request('/api/me', { cookie })).json()).id };
  }
  const sub = async (id: string) =>
    (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, id)))[0];
  const rolesOf = async (id: string) =>
    (await t.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, id))).map(
      (r) => r.role,
    );
  const as = (who: Account, path: string, init: { method?: string; body?: unknown } = {}) =>
    t.request(path, { ...init, cookie: who.cookie });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await account('admin@example.com');
    plain = await account('plain@example.com');
  });
  afterAll(async () => t?.close());

  it('averages to one decimal and answers 0 when there is nothing to divide by', async () => {
    const empty = await (await as(admin, '/api/admin/analytics')).json();
    expect(empty).toMatchObject({
      totalUsers: 2,
      totalSearches: 0,
      businessesFound: 0,
      activeSubscriptions: 0,
    });
    expect(empty.averageSearchesPerUser).toBe(0);
    expect(empty.averageBusinessesPerSearch).toBe(0);
    expect(empty.signupsByDay).toHaveLength(30);
    expect(empty.signupsByDay.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), count: 2 });
    expect(empty.searchesByDay.every((d: { count: number }) => d.count === 0)).toBe(true);

    const third = await account('third@example.com');
    const rows = [
      ...Array.from({ length: 5 }, () => ({ ...ownedBy(admin.id), location: 'Austin', resultsCount: 30 })),
      { ...ownedBy(plain.id), location: 'Boise', resultsCount: 7 },
      { ...ownedBy(plain.id), location: 'Boise', resultsCount: 0 },
    ];
    await t.db.insert(searchHistory).values(rows);
    await t.db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.userId, third.id));
    const stats = await (await as(admin, '/api/admin/analytics')).json();
    expect(stats).toMatchObject({
      totalUsers: 3,
      totalSearches: 7,
      businessesFound: 157,
      activeSubscriptions: 1,
      averageSearchesPerUser: 2.3, // 7 / 3
      averageBusinessesPerSearch: 22.4, // 157 / 7
    });
    expect(stats.searchesByDay.at(-1).count).toBe(7);
    expect(stats.topSearchers).toEqual([
      { userId: admin.id, email: 'admin@example.com', searchCount: 5 },
      { userId: plain.id, email: 'plain@example.com', searchCount: 2 },
    ]);
    await t.db.delete(searchHistory);
  });

  it('refuses every admin endpoint to non-admins and to signed-out visitors, on the server', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users', { email: 'x@example.com', password: 'scout-pass-2026' }],
      ['PATCH', `/api/admin/users/${admin.id}/role`, { role: 'user' }],
      ['PATCH', `/api/admin/users/${plain.id}/subscription`, { status: 'active' }],
      ['DELETE', `/api/admin/users/${admin.id}`],
      ['GET', '/api/admin/analytics'],
    ];
    for (const [method, path, body] of calls) {
      const forbidden = await as(plain, path, { method, body });
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(await forbidden.json()).toEqual({ code: 'FORBIDDEN', message: 'Admin access required' });
      expect((await t.request(path, { method, body })).status, `${method} ${path} signed out`).toBe(401);
    }
    expect(await rolesOf(admin.id)).toEqual(['admin']);
    expect((await sub(plain.id)).status).toBe('inactive');
    expect(
      (
        await t.request('/api/auth/sign-in/email', {
          body: { email: 'x@example.com', password: 'scout-pass-2026' },
        })
      ).status,
    ).toBe(401);
  });

  it('lists users with role, subscription, search count and which row is the admin', async () => {
    await t.db.insert(searchHistory).values([{ ...ownedBy(plain.id), location: 'Boise' }]);
    const { users } = await (await as(admin, '/api/admin/users')).json();
    const me = users.find((u: { id: string }) => u.id === admin.id);
    const them = users.find((u: { id: string }) => u.id === plain.id);
    expect(me).toMatchObject({ email: 'admin@example.com', role: 'admin', isSelf: true });
    expect(them).toMatchObject({
      email: 'plain@example.com',
      role: 'user',
      subscriptionStatus: 'inactive',
      searchCount: 1,
      isSelf: false,
    });
    expect(Date.parse(them.createdAt)).not.toBeNaN();
    expect(users.map((u: { createdAt: string }) => u.createdAt)).toEqual(
      [...users.map((u: { createdAt: string }) => u.createdAt)].sort().reverse(),
    );
  });

  it("shows each user's teams, personal team first, with the role in each", async () => {
    const made = await as(admin, '/api/auth/organization/create', {
      method: 'POST',
      body: { name: 'Acme Client', slug: 'acme-client-admin-test' },
    });
    expect(made.status).toBe(200);
    const acme = (await made.json()) as { id: string };
    await t.db
      .insert(teamMember)
      .values({ id: 'member-plain-acme', teamId: acme.id, userId: plain.id, role: 'viewer' });
    const { users } = await (await as(admin, '/api/admin/users')).json();
    const them = users.find((u: { id: string }) => u.id === plain.id);
    expect(them.teams).toEqual([
      { id: expect.any(String), name: expect.stringMatching(/team$/), role: 'owner' },
      { id: acme.id, name: 'Acme Client', role: 'viewer' },
    ]);
    const me = users.find((u: { id: string }) => u.id === admin.id);
    expect(me.teams.map((team: { name: string }) => team.name)).toEqual([
      expect.stringMatching(/team$/),
      'Acme Client',
    ]);
  });

  it('creates users through better-auth with the defaults, and requires email and password', async () => {
    for (const body of [
      { password: 'scout-pass-2026' },
      { email: 'new@example.com' },
      { email: '  ', password: 'scout-pass-2026' },
      { email: 'new@example.com', password: '' },
    ]) {
      const res = await as(admin, '/api/admin/users', { method: 'POST', body });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('Email and password are required');
    }
    const short = await as(admin, '/api/admin/users', {
      method: 'POST',
      body: { email: 'new@example.com', password: '12345' },
    });
    expect((await short.json()).message).toBe('Password must be at least 6 characters');

    const res = await as(admin, '/api/admin/users', {
      method: 'POST',
      body: { email: 'New@Example.com', password: 'scout-pass-2026', fullName: 'Nia New' },
    });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({
      email: 'new@example.com',
      fullName: 'Nia New',
      role: 'user',
      subscriptionStatus: 'active',
      planType: 'unlimited',
    });
    expect(await sub(created.id)).toMatchObject({
      status: 'active',
      planType: 'unlimited',
      searchLimit: null,
      exportLimit: null,
    });
    const [stored] = await t.db.select().from(credentials).where(eq(credentials.userId, created.id));
    expect(stored.password).toBeTruthy();
    expect(stored.password).not.toContain('scout-pass-2026');

    const signIn = await t.request('/api/auth/sign-in/email', {
      body: { email: 'new@example.com', password: 'scout-pass-2026' },
    });
    expect(signIn.status).toBe(200);
    expect((await (await t.request('/api/me', { cookie: sessionCookie(signIn) })).json()).fullName).toBe(
      'Nia New',
    );

    const dup = await as(admin, '/api/admin/users', {
      method: 'POST',
      body: { email: 'new@example.com', password: 'scout-pass-2026' },
    });
    expect(dup.status).toBe(409);

    const beta = await (
      await as(admin, '/api/admin/users', {
        method: 'POST',
        body: { email: 'b@example.com', password: 'scout-pass-2026', role: 'beta', status: 'inactive' },
      })
    ).json();
    expect(beta).toMatchObject({ role: 'beta', subscriptionStatus: 'inactive' });
    expect(await rolesOf(beta.id)).toEqual(['beta']);
  });

  it('replaces the role row on a role change', async () => {
    const ray = await account('ray@example.com');
    expect(
      (await as(admin, `/api/admin/users/${ray.id}/role`, { method: 'PATCH', body: { role: 'beta' } }))
        .status,
    ).toBe(200);
    expect(await rolesOf(ray.id)).toEqual(['beta']);
    expect(
      (await as(admin, `/api/admin/users/${ray.id}/role`, { method: 'PATCH', body: { role: 'admin' } }))
        .status,
    ).toBe(200);
    expect(await rolesOf(ray.id)).toEqual(['admin']);
    expect((await (await t.request('/api/me', { cookie: ray.cookie })).json()).isAdmin).toBe(true);
    const bad = await as(admin, `/api/admin/users/${ray.id}/role`, {
      method: 'PATCH',
      body: { role: 'owner' },
    });
    expect(bad.status).toBe(400);
    const missing = await as(admin, '/api/admin/users/nobody/role', {
      method: 'PATCH',
      body: { role: 'user' },
    });
    expect(missing.status).toBe(404);
  });

  it('toggles a subscription: on = unlimited with no limits, off = limits 0 and no plan', async () => {
    const tia = await account('tia@example.com');
    await t.db
      .update(subscriptions)
      .set({ planType: 'trial', searchLimit: 50, exportLimit: 5 })
      .where(eq(subscriptions.userId, tia.id));
    expect(
      (
        await as(admin, `/api/admin/users/${tia.id}/subscription`, {
          method: 'PATCH',
          body: { status: 'active' },
        })
      ).status,
    ).toBe(200);
    expect(await sub(tia.id)).toMatchObject({
      status: 'active',
      planType: 'unlimited',
      searchLimit: null,
      exportLimit: null,
    });
    expect(
      (
        await as(admin, `/api/admin/users/${tia.id}/subscription`, {
          method: 'PATCH',
          body: { status: 'inactive' },
        })
      ).status,
    ).toBe(200);
    expect(await sub(tia.id)).toMatchObject({
      status: 'inactive',
      planType: null,
      searchLimit: 0,
      exportLimit: 0,
    });
    expect(
      (
        await as(admin, '/api/admin/users/nobody/subscription', {
          method: 'PATCH',
          body: { status: 'active' },
        })
      ).status,
    ).toBe(404);
  });

  it("refuses to change or delete the admin's own row", async () => {
    const before = await sub(admin.id);
    const attempts = [
      as(admin, `/api/admin/users/${admin.id}/role`, { method: 'PATCH', body: { role: 'user' } }),
      as(admin, `/api/admin/users/${admin.id}/subscription`, { method: 'PATCH', body: { status: 'active' } }),
      as(admin, `/api/admin/users/${admin.id}`, { method: 'DELETE' }),
    ];
    const messages = [];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      messages.push((await res.json()).message);
    }
    expect(messages).toEqual([
      'You cannot change your own role',
      'You cannot change your own subscription',
      'You cannot delete your own account',
    ]);
    expect(await rolesOf(admin.id)).toEqual(['admin']);
    expect(await sub(admin.id)).toEqual(before);
    expect((await t.request('/api/me', { cookie: admin.cookie })).status).toBe(200);
  });

  it('deletes another user with everything they own', async () => {
    const del = await account('delete-me@example.com');
    const [own] = await t.db
      .insert(searchHistory)
      .values({ ...ownedBy(del.id), location: 'Reno' })
      .returning();
    // What they made in a team of someone else's stays that team's (decision 101).
    const [shared] = await t.db
      .insert(team)
      .values({ id: 'del-shared', name: 'Shared', slug: 'del-shared' })
      .returning();
    await t.db
      .insert(teamMember)
      .values({ id: 'del-member', teamId: shared.id, userId: del.id, role: 'member' });
    const [made] = await t.db
      .insert(searchHistory)
      .values({ teamId: shared.id, createdBy: del.id, location: 'Boise' })
      .returning();
    expect((await as(admin, `/api/admin/users/${del.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await t.request('/api/me', { cookie: del.cookie })).status).toBe(401);
    expect(await t.db.select().from(searchHistory).where(eq(searchHistory.id, own.id))).toEqual([]);
    expect(await t.db.select().from(team).where(eq(team.id, own.teamId))).toEqual([]);
    const kept = await t.db.select().from(searchHistory).where(eq(searchHistory.id, made.id));
    expect(kept).toEqual([expect.objectContaining({ teamId: shared.id, createdBy: null })]);
    expect((await as(admin, `/api/admin/users/${del.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it("keeps a deleted person's personal team while colleagues work in it, with a new owner", async () => {
    const gone = await account('leaving-owner@example.com');
    const stays = await account('colleague-stays@example.com');
    const [personal] = await t.db.select().from(team).where(eq(team.personalOf, gone.id));
    await t.db
      .insert(teamMember)
      .values({ id: 'stays-member', teamId: personal.id, userId: stays.id, role: 'member' });
    const [made] = await t.db
      .insert(searchHistory)
      .values({ ...ownedBy(gone.id), location: 'Tulsa' })
      .returning();
    expect((await as(admin, `/api/admin/users/${gone.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await t.db.select().from(team).where(eq(team.id, personal.id))).toEqual([
      expect.objectContaining({ personalOf: null }),
    ]);
    const kept = await t.db.select().from(searchHistory).where(eq(searchHistory.id, made.id));
    expect(kept).toEqual([expect.objectContaining({ teamId: personal.id, createdBy: null })]);
    const members = await t.db.select().from(teamMember).where(eq(teamMember.teamId, personal.id));
    expect(members).toEqual([expect.objectContaining({ userId: stays.id, role: 'owner' })]);
  });
});

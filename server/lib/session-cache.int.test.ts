// engine-sensitive: the session cache (told of changes through each engine's notifications)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createDeps } from '../create-deps';
import { openPostgres } from '../db/client';
import type { AppDeps } from '../app-deps';
import { createTestApp, sessionCookie, TEST_ORIGIN, type TestApp } from '../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../tests/test-db';
import { userIdOf } from '../../tests/seed-leads';

const PASSWORD = 'cache-test-password';

/**
 * Sessions and roles are cached per instance (decision 081); these prove that every revocation still applies at
 * the next request: each instance has just answered from its cache before the change.
 */
describe.skipIf(postgresSkipped())(`session cache on ${testDbKind()}`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp('first-admin@example.com');
  });
  afterAll(async () => t?.close());

  const signIn = async (email: string) =>
    sessionCookie(await t.request('/api/auth/sign-in/email', { body: { email, password: PASSWORD } }));
  const me = (cookie: string) => t.request('/api/me', { cookie });

  it('sign-out revokes the session at once', async () => {
    const cookie = await t.signUp('leaving@example.com', { password: PASSWORD });
    expect((await me(cookie)).status).toBe(200);
    expect((await me(cookie)).status).toBe(200);
    expect((await t.request('/api/auth/sign-out', { cookie, body: {} })).status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
  });

  it('"sign out other sessions" revokes the others at once and keeps this one', async () => {
    const here = await t.signUp('two-devices@example.com', { password: PASSWORD });
    const there = await signIn('two-devices@example.com');
    expect((await me(there)).status).toBe(200);
    expect((await t.request('/api/auth/revoke-other-sessions', { cookie: here, body: {} })).status).toBe(200);
    expect((await me(there)).status).toBe(401);
    expect((await me(here)).status).toBe(200);
  });

  it('a role change applies at once, both ways', async () => {
    const cookie = await t.signUp('promoted@example.com', { password: PASSWORD });
    const id = await userIdOf(t.db, 'promoted@example.com');
    const adminRoute = () => t.request('/api/admin/analytics', { cookie });
    expect((await adminRoute()).status).toBe(403);
    const setRole = (role: string) =>
      t.request(`/api/admin/users/${id}/role`, { method: 'PATCH', cookie: admin, body: { role } });
    expect((await setRole('admin')).status).toBe(200);
    expect((await adminRoute()).status).toBe(200);
    expect(await (await me(cookie)).json()).toMatchObject({ isAdmin: true });
    expect((await setRole('user')).status).toBe(200);
    expect((await adminRoute()).status).toBe(403);
  });

  it("a deleted user's session ends at once", async () => {
    const cookie = await t.signUp('deleted@example.com', { password: PASSWORD });
    expect((await me(cookie)).status).toBe(200);
    const id = await userIdOf(t.db, 'deleted@example.com');
    expect((await t.request(`/api/admin/users/${id}`, { method: 'DELETE', cookie: admin })).status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
  });
});

describe.skipIf(testDbKind() !== 'postgres' || postgresSkipped())('session cache on two instances', () => {
  let a: TestApp;
  let b: AppDeps;
  let appB: ReturnType<typeof createApp>;
  beforeAll(async () => {
    a = await createTestApp();
    const url = (a.deps.database.pool!.options as { connectionString: string }).connectionString;
    b = await createDeps(a.deps.config, { database: await openPostgres(url), enrichLead: a.deps.enrichLead });
    appB = createApp(b, { clientIp: () => '10.9.9.9' });
  });
  afterAll(async () => {
    await b?.boss.stop({ graceful: false, close: true });
    await b?.database.close();
    await a?.close();
  });

  const onB = (path: string, cookie: string) =>
    appB.request(path, { headers: { origin: TEST_ORIGIN, cookie } });
  /** The notification travels through PostgreSQL; it is far quicker than the 30 s the cache would otherwise keep. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

  it('revocation on one instance applies on the other at its next request', async () => {
    await a.signUp('first@example.com');
    const cookie = await a.signUp('roaming@example.com', { password: PASSWORD });
    expect((await onB('/api/me', cookie)).status).toBe(200);
    expect((await onB('/api/me', cookie)).status).toBe(200);
    expect((await a.request('/api/auth/sign-out', { cookie, body: {} })).status).toBe(200);
    await settle();
    expect((await onB('/api/me', cookie)).status).toBe(401);
  });

  it('a role change on one instance applies on the other at its next request', async () => {
    const admin = await a.request('/api/auth/sign-in/email', {
      body: { email: 'first@example.com', password: 'scout-pass-2026' },
    });
    const cookie = await a.signUp('promoted-elsewhere@example.com', { password: PASSWORD });
    const id = await userIdOf(a.db, 'promoted-elsewhere@example.com');
    expect((await onB('/api/admin/analytics', cookie)).status).toBe(403);
    const res = await a.request(`/api/admin/users/${id}/role`, {
      method: 'PATCH',
      cookie: sessionCookie(admin),
      body: { role: 'admin' },
    });
    expect(res.status).toBe(200);
    await settle();
    expect((await onB('/api/admin/analytics', cookie)).status).toBe(200);
  });
});

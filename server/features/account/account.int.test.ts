import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { setUserRole } from './set-user-role';

describe.skipIf(postgresSkipped())(`accounts on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('makes the first account admin and later ones plain users, with their profile', async () => {
    const first = await t.signUp('owner@example.com', { name: 'Olivia Owner' });
    const second = await t.signUp('second@example.com');

    const me1 = await (await t.request('/api/me', { cookie: first })).json();
    expect(me1).toMatchObject({
      email: 'owner@example.com',
      fullName: 'Olivia Owner',
      roles: ['admin'],
      isAdmin: true,
    });
    const me2 = await (await t.request('/api/me', { cookie: second })).json();
    expect(me2).toMatchObject({
      email: 'second@example.com',
      fullName: null,
      roles: ['user'],
      isAdmin: false,
    });
  });

  it('refuses a short password, a duplicate email and a wrong password', async () => {
    const short = await t.request('/api/auth/sign-up/email', {
      body: { email: 'short@example.com', password: '12345', name: '' },
    });
    expect(short.status).toBe(400);
    expect((await short.json()).message).toMatch(/password/i);

    // A taken address answers like a new one (nobody can probe who has an account) and creates nothing.
    await t.signUp('dup@example.com');
    const dup = await t.request('/api/auth/sign-up/email', {
      body: { email: 'dup@example.com', password: 'another-pass-2026', name: '' },
    });
    expect(dup.status).toBe(200);
    expect(dup.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token='))).toBe(false);
    const stillOld = await t.request('/api/auth/sign-in/email', {
      body: { email: 'dup@example.com', password: 'another-pass-2026' },
    });
    expect(stillOld.status).toBe(401);

    const wrong = await t.request('/api/auth/sign-in/email', {
      body: { email: 'dup@example.com', password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
  });

  it('never stores an image a client sends (no avatars; a javascript: URL stays out)', async () => {
    const signUp = await t.request('/api/auth/sign-up/email', {
      body: {
        email: 'img@example.com',
        password: 'scout-pass-2026',
        name: 'Img',
        image: 'javascript:alert(1)',
      },
    });
    expect(signUp.status).toBe(200);
    const cookie = await t.signIn('img@example.com');
    const update = await t.request('/api/auth/update-user', {
      body: { image: 'javascript:alert(2)' },
      cookie,
    });
    expect(update.status).toBe(200);
    const session = await (await t.request('/api/auth/get-session', { method: 'GET', cookie })).json();
    expect(session.user.image ?? null).toBeNull();
  });

  it('keeps the session across requests until sign-out', async () => {
    await t.signUp('keep@example.com');
    const signIn = await t.request('/api/auth/sign-in/email', {
      body: { email: 'keep@example.com', password: 'scout-pass-2026' },
    });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn);
    expect((await t.request('/api/me', { cookie })).status).toBe(200);
    expect((await t.request('/api/me', { cookie })).status).toBe(200);

    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie, body: {} });
    expect(out.status).toBe(200);
    const after = await t.request('/api/me', { cookie });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Not authenticated' });
  });

  it('shows user counts to admins only and changes roles from the shell helper', async () => {
    const cookie = await t.signUp('promote@example.com');
    const before = await (await t.request('/api/dashboard/overview', { cookie })).json();
    expect(before.totalUsers).toBeNull();

    await setUserRole(t.db, { email: 'promote@example.com' }, 'admin');
    const after = await (await t.request('/api/dashboard/overview', { cookie })).json();
    expect(after.totalUsers).toBeGreaterThanOrEqual(2);
    const me = await (await t.request('/api/me', { cookie })).json();
    expect(me.roles).toEqual(['admin']);
  });

  it('updates the profile and validates it', async () => {
    const cookie = await t.signUp('profile@example.com');
    const ok = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie,
      body: { fullName: ' Pat Lee ', companyName: 'Acme' },
    });
    expect(await ok.json()).toMatchObject({ fullName: 'Pat Lee', companyName: 'Acme' });
    const bad = await t.request('/api/me/profile', { method: 'PATCH', cookie, body: { fullName: 42 } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('VALIDATION_ERROR');
  });

  it('rejects state changes from another origin, malformed JSON and oversized bodies', async () => {
    const cookie = await t.signUp('origin@example.com');
    const evil = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie,
      body: { fullName: 'x', companyName: null },
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);

    const malformed = await t.request('/api/me/profile', { method: 'PATCH', cookie, body: '{"fullName":' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });

    const huge = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie,
      body: JSON.stringify({ fullName: 'x'.repeat(2_000_000) }),
    });
    expect(huge.status).toBe(413);
  });

  it('answers unknown API paths with a JSON 404 for signed-in users', async () => {
    const cookie = await t.signUp('lost@example.com');
    const res = await t.request('/api/does-not-exist', { cookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type TFakeSmtp } from '@fakes/smtp/start-fake-smtp';
import { firstAccountIsAdmin, loadConfig } from '../../config';
import { CookieJar } from '../../../tests/cookie-jar';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { claimAdminSetup, issueAdminSetupToken } from './admin-setup';

const PUBLIC_URL = 'https://leads.example.com';
const PASSWORD = 'first-admin-pass-2026';

describe('which configuration makes the first account admin', () => {
  const rule = (env: Record<string, string>) =>
    firstAccountIsAdmin(loadConfig({ APP_SECRET: 'x'.repeat(32), ...env }));
  it('only the embedded local default', () => {
    expect(rule({})).toBe(true);
    expect(rule({ APP_URL: 'http://127.0.0.1:3000' })).toBe(true);
    expect(rule({ APP_URL: 'http://leadscout.localhost:3000' })).toBe(true);
    expect(rule({ APP_URL: PUBLIC_URL })).toBe(false);
    expect(rule({ DATABASE_URL: 'postgres://127.0.0.1/leadscout' })).toBe(false);
  });
});

describe.skipIf(postgresSkipped())(`first admin on a public instance on ${testDbKind()}`, () => {
  let smtp: TFakeSmtp;
  let t: TestApp | undefined;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
    smtp.reset();
  });
  afterAll(() => smtp?.close());

  /** Signs up and in; on an https APP_URL the cookie carries the __Secure- prefix. */
  async function signUpAndIn(app: TestApp, email: string) {
    expect(
      (await app.request('/api/auth/sign-up/email', { body: { email, password: PASSWORD, name: '' } }))
        .status,
    ).toBe(200);
    const jar = new CookieJar();
    jar.take(await app.request('/api/auth/sign-in/email', { body: { email, password: PASSWORD } }));
    return jar;
  }
  const rolesOf = async (app: TestApp, jar: CookieJar) =>
    (await (await app.request('/api/me', { cookie: jar.header() })).json()).roles;

  it('without ADMIN_EMAIL: nobody is admin until someone signs in and enters the setup token from the log', async () => {
    t = await createTestApp({ APP_URL: PUBLIC_URL });
    const token = await issueAdminSetupToken(t.db, t.deps.config);
    expect(token).toMatch(/^[\w-]{20,}$/);
    const first = await signUpAndIn(t, 'first@example.com');
    expect(await rolesOf(t, first)).toEqual(['user']);

    const claim = (jar: CookieJar, value: string) =>
      t!.request('/api/account/admin-setup', { body: { token: value }, cookie: jar.header() });
    const wrong = await claim(first, 'not-the-token');
    expect(wrong.status).toBe(403);
    expect(await rolesOf(t, first)).toEqual(['user']);
    expect((await t.request('/api/account/admin-setup', { body: { token: token! } })).status).toBe(401);

    const right = await claim(first, token!);
    expect(right.status).toBe(200);
    expect((await right.json()).isAdmin).toBe(true);

    // Used once: nobody else can claim it, and no new token is printed once there is an admin.
    const second = await signUpAndIn(t, 'second@example.com');
    expect((await claim(second, token!)).status).toBe(409);
    expect(await rolesOf(t, second)).toEqual(['user']);
    expect(await issueAdminSetupToken(t.db, t.deps.config)).toBeNull();
  });

  it('two racing claims with the token make exactly one admin', async () => {
    t = await createTestApp({
      DATABASE_URL: 'postgres://unused.invalid/leadscout',
      APP_SECRET: 'y'.repeat(32),
    });
    const token = (await issueAdminSetupToken(t.db, t.deps.config))!;
    expect(token).toBeTruthy();
    const [a, b] = [await signUpAndIn(t, 'a@example.com'), await signUpAndIn(t, 'b@example.com')];
    const ids = await Promise.all(
      [a, b].map(
        async (jar) => (await (await t!.request('/api/me', { cookie: jar.header() })).json()).id as string,
      ),
    );
    const results = await Promise.allSettled(ids.map((id) => claimAdminSetup(t!.db, id, token)));
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('with ADMIN_EMAIL: that address becomes admin once verified, nobody else, and no token is printed', async () => {
    t = await createTestApp({ APP_URL: PUBLIC_URL, ADMIN_EMAIL: 'Boss@Example.com', SMTP_URL: smtp.url });
    expect(await issueAdminSetupToken(t.db, t.deps.config)).toBeNull();
    const someone = await signUpAndIn(t, 'someone@example.com');
    expect(await rolesOf(t, someone)).toEqual(['user']);

    const boss = await signUpAndIn(t, 'boss@example.com');
    expect(await rolesOf(t, boss)).toEqual(['user']);
    await smtp.waitForMessages(2);
    const mail = smtp.messages.find((m) => m.envelopeTo.includes('boss@example.com'))!;
    const link = new URL(/https?:\/\/\S+/.exec(mail.text ?? '')![0]);
    const verified = await t.request(link.pathname + link.search);
    expect(verified.status).toBe(302);
    expect(await rolesOf(t, boss)).toEqual(['admin']);
    expect(await rolesOf(t, someone)).toEqual(['user']);
  });

  it('the embedded local default keeps "first account is admin"', async () => {
    t = await createTestApp();
    expect(await issueAdminSetupToken(t.db, t.deps.config)).toBeNull();
    const first = await signUpAndIn(t, 'local@example.com');
    expect(await rolesOf(t, first)).toEqual(['admin']);
  });
});

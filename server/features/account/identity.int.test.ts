import { eq, like } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeOidc, type TFakeOidc } from '@fakes/oidc/start-fake-oidc';
import { startFakeSmtp, type TFakeSmtp } from '@fakes/smtp/start-fake-smtp';
import { account, passkey, user, verification } from '../../db/schema';
import { COMMON_PASSWORD_MESSAGE } from '../../lib/common-passwords';
import { CookieJar } from '../../../tests/cookie-jar';
import { googleFlow } from '../../../tests/google-flow';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';

const PASSWORD = 'identity-pass-2026';

describe.skipIf(postgresSkipped())(`identity: verification, reset, Google on ${testDbKind()}`, () => {
  let t: TestApp;
  let smtp: TFakeSmtp;
  let google: TFakeOidc;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    google = await startFakeOidc();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      GOOGLE_OAUTH_CLIENT_ID: google.clientId,
      GOOGLE_OAUTH_CLIENT_SECRET: google.clientSecret,
      GOOGLE_OAUTH_ISSUER: google.issuer,
    });
    await t.signUp('first-admin@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await google?.close();
  });
  beforeEach(() => smtp.reset());
  afterEach(() => vi.useRealTimers());

  /** The one link in the last mail to `to`. */
  async function linkMailedTo(to: string): Promise<URL> {
    await smtp.waitForMessages(1);
    const mail = smtp.messages.findLast((m) => m.envelopeTo.includes(to));
    if (!mail) throw new Error(`no mail to ${to}`);
    const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0];
    if (!link) throw new Error(`no link in "${mail.subject}"`);
    return new URL(link);
  }

  const open = async (link: URL, jar = new CookieJar()) => {
    const res = await t.request(link.pathname + link.search, { cookie: jar.header() });
    jar.take(res);
    return { res, jar };
  };

  const me = (jar: CookieJar) => t.request('/api/me', { cookie: jar.header() });

  async function signUpOnly(email: string, password = PASSWORD) {
    const res = await t.request('/api/auth/sign-up/email', { body: { email, password, name: 'Nia New' } });
    expect(res.status).toBe(200);
    return res;
  }

  const isVerified = async (email: string) =>
    (await t.db.select({ v: user.emailVerified }).from(user).where(eq(user.email, email)))[0]?.v;

  it('sign-up signs nobody in and mails a link that signs in once and lands on the dashboard', async () => {
    const res = await signUpOnly('nia@example.com');
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(false);
    const link = await linkMailedTo('nia@example.com');
    expect(smtp.messages.at(-1)!.subject).toBe('Confirm your email for LeadScout');
    expect(link.pathname).toBe('/api/auth/verify-email');

    // Sign-in is never held back by an unverified address.
    expect(await isVerified('nia@example.com')).toBe(false);
    expect(
      (await t.request('/api/auth/sign-in/email', { body: { email: 'nia@example.com', password: PASSWORD } }))
        .status,
    ).toBe(200);

    const first = await open(link);
    expect(first.res.status).toBe(302);
    expect(first.res.headers.get('location')).toBe('/dashboard');
    expect(first.jar.session()).toBeTruthy();
    expect((await me(first.jar)).status).toBe(200);
    expect(await isVerified('nia@example.com')).toBe(true);

    // Used once: the same link opens no second session, and says so on the sign-in page.
    const again = await open(link);
    expect(again.res.status).toBe(302);
    expect(again.res.headers.get('location')).toBe('/auth?error=LINK_USED');
    expect(again.jar.session()).toBeUndefined();
    // Opened again by the person it signed in, it just goes on to the dashboard.
    const signedIn = await open(link, first.jar);
    expect(signedIn.res.headers.get('location')).toBe('/dashboard');
  });

  it('a verification link expires after 24 hours', async () => {
    await signUpOnly('late@example.com');
    const link = await linkMailedTo('late@example.com');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 3600_000 + 60_000 });
    const { res, jar } = await open(link);
    vi.useRealTimers();
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?error=TOKEN_EXPIRED');
    expect(jar.session()).toBeUndefined();
    expect(await isVerified('late@example.com')).toBe(false);
  });

  it('a broken verification link lands on the sign-in page with its reason, never a 500', async () => {
    await signUpOnly('broken@example.com');
    const link = await linkMailedTo('broken@example.com');
    link.searchParams.set('token', `${link.searchParams.get('token')}x`);
    const { res, jar } = await open(link);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?error=INVALID_TOKEN');
    expect(jar.session()).toBeUndefined();
    expect(await isVerified('broken@example.com')).toBe(false);
  });

  it('refuses the most common passwords on sign-up and reset, with a clear message', async () => {
    for (const password of ['password', 'Password', 'qwerty123', 'secret123']) {
      const res = await t.request('/api/auth/sign-up/email', {
        body: { email: 'weak@example.com', password, name: '' },
      });
      expect({ status: res.status, body: await res.json() }).toMatchObject({
        status: 400,
        body: { code: 'PASSWORD_TOO_COMMON', message: COMMON_PASSWORD_MESSAGE },
      });
    }
    expect(await isVerified('weak@example.com')).toBeUndefined();
  });

  it('a reset link sets a new password once, ends other sessions, and expires', async () => {
    const old = await t.signUp('forgetful@example.com', { password: PASSWORD });
    const asked = await t.request('/api/auth/request-password-reset', {
      body: { email: 'forgetful@example.com', redirectTo: '/reset-password' },
    });
    expect(asked.status).toBe(200);
    const link = await linkMailedTo('forgetful@example.com');
    expect(smtp.messages.at(-1)!.subject).toBe('Reset your LeadScout password');
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;

    const common = await t.request('/api/auth/reset-password', { body: { token, newPassword: 'letmein1' } });
    expect((await common.json()).code).toBe('PASSWORD_TOO_COMMON');

    const reset = await t.request('/api/auth/reset-password', {
      body: { token, newPassword: 'brand-new-pass-77' },
    });
    expect(reset.status).toBe(200);
    expect((await t.request('/api/me', { cookie: old })).status).toBe(401);
    expect(
      (
        await t.request('/api/auth/sign-in/email', {
          body: { email: 'forgetful@example.com', password: PASSWORD },
        })
      ).status,
    ).toBe(401);
    await t.signIn('forgetful@example.com', 'brand-new-pass-77');

    const reused = await t.request('/api/auth/reset-password', {
      body: { token, newPassword: 'another-pass-88' },
    });
    expect(reused.status).toBe(400);

    // A link past its hour is refused.
    smtp.reset();
    await t.request('/api/auth/request-password-reset', { body: { email: 'forgetful@example.com' } });
    const second = (await linkMailedTo('forgetful@example.com')).searchParams.get('token')!;
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, `%${second}%`));
    const expired = await t.request('/api/auth/reset-password', {
      body: { token: second, newPassword: 'another-pass-88' },
    });
    expect(expired.status).toBe(400);
    await t.signIn('forgetful@example.com', 'brand-new-pass-77');
  });

  /** Mails to `to` whose subject says two-step sign-in changed, as their first lines. */
  const factorMails = (to: string) =>
    smtp.messages
      .filter(
        (m) =>
          m.envelopeTo.includes(to) && m.subject === 'Two-step sign-in changed on your LeadScout account',
      )
      .map((m) => (m.text ?? '').split('\n')[0]);
  /** A passkey as the plugin stores one (the WebAuthn ceremony itself is the Playwright spec's). */
  const plantPasskey = async (email: string, id: string) => {
    const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    await t.db.insert(passkey).values({
      id,
      name: 'Unknown laptop',
      publicKey: 'pk',
      userId: row.id,
      credentialID: `cred-${id}`,
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
    });
  };

  it('every new or removed factor is mailed to the account (issue 30)', async () => {
    const email = 'factor-mails@example.com';
    const cookie = await t.signUp(email, { password: PASSWORD });
    const enabled = await t.request('/api/auth/two-factor/enable', { cookie, body: { password: PASSWORD } });
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const code = () => (OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP).generate();
    expect(factorMails(email)).toEqual([]);
    const verified = await t.request('/api/auth/two-factor/verify-totp', { cookie, body: { code: code() } });
    expect(verified.status).toBe(200);
    const session = verified.headers
      .getSetCookie()
      .find((c) => c.startsWith('better-auth.session_token='))!
      .split(';')[0];
    const codes = await t.request('/api/auth/two-factor/generate-backup-codes', {
      cookie: session,
      body: { password: PASSWORD },
    });
    expect(codes.status).toBe(200);
    await plantPasskey(email, 'pk-mailed');
    const removed = await t.request('/api/auth/passkey/delete-passkey', {
      cookie: session,
      body: { id: 'pk-mailed' },
    });
    expect(removed.status).toBe(200);
    const off = await t.request('/api/auth/two-factor/disable', {
      cookie: session,
      body: { password: PASSWORD },
    });
    expect(off.status).toBe(200);
    await smtp.waitForMessages(4);
    expect(factorMails(email)).toEqual([
      'An authenticator app was turned on for your LeadScout account.',
      'New backup codes were made for your LeadScout account; the old ones no longer work.',
      'A passkey was removed from your LeadScout account.',
      'The authenticator app was turned off for your LeadScout account.',
    ]);
  });

  it('after a password reset, the new session may remove passkeys it does not know without a second step', async () => {
    const email = 'planted@example.com';
    await t.signUp(email, { password: PASSWORD });
    await plantPasskey(email, 'pk-planted');
    await plantPasskey(email, 'pk-second');
    const remove = (cookie: string, id: string) =>
      t.request('/api/auth/passkey/delete-passkey', { cookie, body: { id } });
    // Before any reset, a session with a passkey on the account needs the passkey to remove one.
    const before = await t.signIn(email, PASSWORD);
    expect((await remove(before, 'pk-planted')).status).toBe(403);

    await t.request('/api/auth/request-password-reset', { body: { email } });
    const token = (await linkMailedTo(email)).searchParams.get('token')!;
    expect(
      (await t.request('/api/auth/reset-password', { body: { token, newPassword: 'fresh-pass-2026' } }))
        .status,
    ).toBe(200);
    const after = await t.signIn(email, 'fresh-pass-2026');
    const listed = await t.request('/api/auth/passkey/list-user-passkeys', { cookie: after });
    expect(((await listed.json()) as { id: string }[]).map((p) => p.id).sort()).toEqual([
      'pk-planted',
      'pk-second',
    ]);
    expect((await remove(after, 'pk-planted')).status).toBe(200);
    // Only for an hour after the reset.
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        eq(
          verification.identifier,
          `passkey-review:${(await t.db.select().from(user).where(eq(user.email, email)))[0].id}`,
        ),
      );
    expect((await remove(after, 'pk-second')).status).toBe(403);
  });

  it('asking a reset for an unknown address answers the same and mails nobody', async () => {
    const res = await t.request('/api/auth/request-password-reset', {
      body: { email: 'nobody@example.com' },
    });
    expect(res.status).toBe(200);
    // Then a reset for a known address, waited for: had the unknown one been mailed, it would be there too.
    await t.request('/api/auth/request-password-reset', { body: { email: 'first-admin@example.com' } });
    await linkMailedTo('first-admin@example.com');
    expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([['first-admin@example.com']]);
  });

  it('Continue with Google creates a verified account and signs in; the second time finds it again', async () => {
    const jar = new CookieJar();
    const landed = await googleFlow(t, google, jar, { email: 'gia@gmail.com', name: 'Gia Google' });
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/dashboard');
    const body = await (await me(jar)).json();
    expect(body).toMatchObject({ email: 'gia@gmail.com', fullName: 'Gia Google', roles: ['user'] });
    expect(await isVerified('gia@gmail.com')).toBe(true);
    expect(google.tokenRequests.at(-1)).toEqual({ ok: true });

    const again = new CookieJar();
    await googleFlow(t, google, again, { email: 'gia@gmail.com', name: 'Gia Google' });
    expect((await (await me(again)).json()).id).toBe(body.id);
    const rows = await t.db.select().from(user).where(eq(user.email, 'gia@gmail.com'));
    expect(rows).toHaveLength(1);
  });

  it('a Google-only user turns on TOTP; their next Google sign-in still asks for the code', async () => {
    const jar = new CookieJar();
    await googleFlow(t, google, jar, { email: 'tom.totp@gmail.com', name: 'Tom Totp' });
    // No password to confirm: a Google-only account turns the authenticator app on without one.
    const enabled = await t.request('/api/auth/two-factor/enable', { cookie: jar.header(), body: {} });
    expect(enabled.status).toBe(200);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const code = () => (OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP).generate();
    const confirmed = await t.request('/api/auth/two-factor/verify-totp', {
      cookie: jar.header(),
      body: { code: code() },
    });
    expect(confirmed.status).toBe(200);

    const next = new CookieJar();
    const landed = await googleFlow(t, google, next, { email: 'tom.totp@gmail.com', name: 'Tom Totp' });
    expect(landed.status).toBe(302);
    expect(next.session()).toBeTruthy();
    // Signed in by Google, but nothing else works until the code.
    const pending = await me(next);
    expect(pending.status).toBe(401);
    expect(await pending.json()).toMatchObject({ code: 'SECOND_STEP_PENDING' });
    const step = await t.request('/api/auth/two-factor/verify-totp', {
      cookie: next.header(),
      body: { code: code() },
    });
    expect(step.status).toBe(200);
    next.take(step);
    expect((await me(next)).status).toBe(200);
  });

  it('does not hand a Google identity to an unverified account that claims the same address', async () => {
    await signUpOnly('victim@gmail.com', 'attacker-pass-2026');
    const jar = new CookieJar();
    const landed = await googleFlow(t, google, jar, { email: 'victim@gmail.com', name: 'Victim' });
    expect(landed.headers.get('location')).toMatch(/^\/auth\?error=/);
    expect(jar.session()).toBeUndefined();
    const [victim] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, 'victim@gmail.com'));
    const providers = await t.db
      .select({ p: account.providerId })
      .from(account)
      .where(eq(account.userId, victim.id));
    expect(providers.map((r) => r.p)).toEqual(['credential']);
  });

  it('links Google only to a verified account, and never unlinks the last way to sign in', async () => {
    const jar = new CookieJar();
    jar.take(
      await t.request('/api/auth/sign-in/email', { body: { email: 'nia@example.com', password: PASSWORD } }),
    );
    await signUpOnly('unverified@example.com');
    const unverified = new CookieJar();
    unverified.take(
      await t.request('/api/auth/sign-in/email', {
        body: { email: 'unverified@example.com', password: PASSWORD },
      }),
    );
    const refused = await googleFlow(
      t,
      google,
      unverified,
      { email: 'unverified@example.com' },
      '/api/auth/link-social',
    );
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('EMAIL_NOT_VERIFIED');

    // nia@example.com verified her address in the first test.
    const linked = await googleFlow(
      t,
      google,
      jar,
      { email: 'nia@example.com', sub: 'nia-google-sub' },
      '/api/auth/link-social',
    );
    expect(linked.status).toBe(302);
    expect(linked.headers.get('location')).toBe('/dashboard');
    const accounts = async (cookie: string) =>
      (await (await t.request('/api/auth/list-accounts', { cookie })).json()) as {
        id: string;
        providerId: string;
      }[];
    const list = async () => (await accounts(jar.header())).map((a) => a.providerId).sort();
    const idOf = async (cookie: string, providerId: string) =>
      (await accounts(cookie)).find((a) => a.providerId === providerId)!.id;
    expect(await list()).toEqual(['credential', 'google']);

    // Google now signs her in too.
    const viaGoogle = new CookieJar();
    await googleFlow(t, google, viaGoogle, { email: 'nia@example.com', sub: 'nia-google-sub' });
    expect((await (await me(viaGoogle)).json()).email).toBe('nia@example.com');

    // Unlink the password (Google remains), then Google is the last way in and stays.
    const unlink = (cookie: string, accountId: string) =>
      t.request('/api/auth/unlink-account', { body: { accountId }, cookie });
    expect((await unlink(jar.header(), await idOf(jar.header(), 'credential'))).status).toBe(200);
    const dropLast = await unlink(jar.header(), await idOf(jar.header(), 'google'));
    expect(dropLast.status).toBe(400);
    expect((await dropLast.json()).code).toBe('FAILED_TO_UNLINK_LAST_ACCOUNT');
    expect(await list()).toEqual(['google']);

    // A Google-only account cannot drop Google either.
    const gia = new CookieJar();
    await googleFlow(t, google, gia, { email: 'gia@gmail.com' });
    expect((await unlink(gia.header(), await idOf(gia.header(), 'google'))).status).toBe(400);
  });

  it('hides Google where it is not configured, and says so in the public config', async () => {
    expect(await (await t.request('/api/public/config')).json()).toMatchObject({ googleSignIn: true });
    const plain = await createTestApp();
    try {
      expect(await (await plain.request('/api/public/config')).json()).toMatchObject({ googleSignIn: false });
      const res = await plain.request('/api/auth/sign-in/social', {
        body: { provider: 'google', callbackURL: '/dashboard' },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
    } finally {
      await plain.close();
    }
  });
});

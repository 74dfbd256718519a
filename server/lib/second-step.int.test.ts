import { eq, sql } from 'drizzle-orm';
import { serializeSignedCookie } from 'better-call';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, passkey, session, user } from '../db/schema';
import { SECOND_STEP_TRIES } from './second-step';
import { invalidateSession } from './session-cache';
import { createTestApp, sessionCookie, type TestApp } from '../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../tests/test-db';

const PASSWORD = 'factor-test-password';

/** A code the authenticator app would show now (or `steps` periods away). */
function codeFor(totpURI: string, steps = 0): string {
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  return totp.generate({ timestamp: Date.now() + steps * totp.period * 1000 });
}

function cookieNamed(res: Response, name: string): string | undefined {
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`) && !/max-age=0/i.test(c))
    ?.split(';')[0];
}

/**
 * Second steps (decision 096): better-auth's twoFactor plugin enrols and verifies; this app records when a session
 * last passed a second step, gates sessions that owe one and asks again for sensitive actions past the window.
 */
describe.skipIf(postgresSkipped())(`second steps on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.signUp('first-admin@example.com', { password: PASSWORD });
  });
  afterAll(async () => t?.close());

  const me = (cookie: string) => t.request('/api/me', { cookie });
  const signIn = (email: string) =>
    t.request('/api/auth/sign-in/email', { body: { email, password: PASSWORD } });
  const secondStepAtOf = async (cookie: string) => {
    const token = decodeURIComponent(cookie.split('=')[1]).split('.')[0];
    const [row] = await t.db
      .select({ at: session.secondStepAt })
      .from(session)
      .where(eq(session.token, token));
    return row?.at ?? null;
  };
  /**
   * Moves this session's last second step (or, with `createdAt`, its sign-in: a cookie kept, or stolen, since then)
   * `minutes` into the past.
   */
  const age = async (cookie: string, minutes: number, field: 'secondStepAt' | 'createdAt') => {
    const token = decodeURIComponent(cookie.split('=')[1]).split('.')[0];
    await t.db
      .update(session)
      .set({ [field]: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(session.token, token));
    // As any change to a session does, so the cache rereads it.
    await invalidateSession(t.db, token);
  };
  const ageSecondStep = (cookie: string, minutes: number) => age(cookie, minutes, 'secondStepAt');
  const ageSession = (cookie: string, minutes: number) => age(cookie, minutes, 'createdAt');
  const confirmPassword = (cookie: string, password: string) =>
    t.request('/api/account/confirm-password', { cookie, body: { password } });

  /** Our own actions whose effect outlives the session (issue 30), for `cookie` and one of its webhook endpoints. */
  const outlivingActions = (cookie: string, endpointId: string) => ({
    'create an API token': () =>
      t.request('/api/api-tokens', { cookie, body: { name: 'Zapier', scopes: ['read'] } }),
    'connect a CRM': () =>
      t.request('/api/integrations/highlevel', { method: 'PUT', cookie, body: { token: 'pit-x' } }),
    'add a webhook endpoint': () =>
      t.request('/api/webhooks', {
        cookie,
        body: { url: 'https://hooks.example.com/b', events: ['lead.created'] },
      }),
    "move an endpoint's URL": () =>
      t.request(`/api/webhooks/${endpointId}`, {
        method: 'PATCH',
        cookie,
        body: { url: 'https://elsewhere.example.com/hook' },
      }),
    'reveal the signing secret': () => t.request(`/api/webhooks/${endpointId}/secret`, { cookie, body: {} }),
  });

  /** Signs up and turns on the authenticator app; returns the cookie of the (second-step) session and the secrets. */
  async function enrol(email: string) {
    const first = await t.signUp(email, { password: PASSWORD });
    const enabled = await t.request('/api/auth/two-factor/enable', {
      cookie: first,
      body: { password: PASSWORD },
    });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    const verified = await t.request('/api/auth/two-factor/verify-totp', {
      cookie: first,
      body: { code: codeFor(totpURI) },
    });
    expect(verified.status).toBe(200);
    return { cookie: sessionCookie(verified), totpURI, backupCodes };
  }

  it('enrols with the password, a QR URI and ten backup codes; the confirming code marks the session', async () => {
    const cookie = await t.signUp('enrol@example.com', { password: PASSWORD });
    const wrong = await t.request('/api/auth/two-factor/enable', {
      cookie,
      body: { password: 'not-it-at-all' },
    });
    expect(wrong.status).toBe(400);
    const enabled = await t.request('/api/auth/two-factor/enable', { cookie, body: { password: PASSWORD } });
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/LeadScout:enrol%40example\.com\?/);
    expect(backupCodes).toHaveLength(10);
    const [before] = await t.db.select().from(user).where(eq(user.email, 'enrol@example.com'));
    expect(before.twoFactorEnabled).toBe(false);

    const bad = await t.request('/api/auth/two-factor/verify-totp', { cookie, body: { code: '000000' } });
    expect(bad.status).toBe(401);
    const ok = await t.request('/api/auth/two-factor/verify-totp', {
      cookie,
      body: { code: codeFor(totpURI) },
    });
    expect(ok.status).toBe(200);
    const [after] = await t.db.select().from(user).where(eq(user.email, 'enrol@example.com'));
    expect(after.twoFactorEnabled).toBe(true);
    const fresh = sessionCookie(ok);
    expect(await secondStepAtOf(fresh)).toBeInstanceOf(Date);
    expect((await me(fresh)).status).toBe(200);
  });

  it('password sign-in of a TOTP user gives no session until the code; the session then counts as two steps', async () => {
    const { totpURI } = await enrol('sign-in@example.com');
    const first = await signIn('sign-in@example.com');
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(cookieNamed(first, 'better-auth.session_token')).toBeUndefined();
    const challenge = cookieNamed(first, 'better-auth.two_factor');
    expect(challenge).toBeDefined();

    const wrong = await t.request('/api/auth/two-factor/verify-totp', {
      cookie: challenge,
      body: { code: codeFor(totpURI, 10) },
    });
    expect(wrong.status).toBe(401);
    const right = await t.request('/api/auth/two-factor/verify-totp', {
      cookie: challenge,
      body: { code: codeFor(totpURI) },
    });
    expect(right.status).toBe(200);
    const cookie = sessionCookie(right);
    expect(await secondStepAtOf(cookie)).toBeInstanceOf(Date);
    expect((await me(cookie)).status).toBe(200);
  });

  it('a backup code works once', async () => {
    const { backupCodes } = await enrol('backup@example.com');
    const useCode = async () => {
      const challenge = cookieNamed(await signIn('backup@example.com'), 'better-auth.two_factor');
      return t.request('/api/auth/two-factor/verify-backup-code', {
        cookie: challenge,
        body: { code: backupCodes[0] },
      });
    };
    const first = await useCode();
    expect(first.status).toBe(200);
    expect((await me(sessionCookie(first))).status).toBe(200);
    const again = await useCode();
    expect(again.status).toBe(401);
    expect(
      again.headers
        .getSetCookie()
        .some((c) => c.startsWith('better-auth.session_token=') && !/max-age=0/i.test(c)),
    ).toBe(false);
  });

  it('the two-step gate holds for any session of a TOTP user that has not passed a second step', async () => {
    const { totpURI } = await enrol('gate@example.com');
    // A session made without the email sign-in path (as Google sign-in or a script would make one).
    const [row] = await t.db.select().from(user).where(eq(user.email, 'gate@example.com'));
    const ctx = await t.deps.auth.$context;
    const made = await ctx.internalAdapter.createSession(row.id);
    const cookie = (await serializeSignedCookie('better-auth.session_token', made.token, ctx.secret)).split(
      ';',
    )[0];

    const meRes = await me(cookie);
    expect(meRes.status).toBe(401);
    expect(await meRes.json()).toMatchObject({ code: 'SECOND_STEP_PENDING' });
    expect((await t.request('/api/searches', { cookie })).status).toBe(401);
    const listed = await t.request('/api/auth/list-sessions', { cookie });
    expect(listed.status).toBe(401);
    expect(await listed.json()).toMatchObject({ code: 'SECOND_STEP_PENDING' });
    const disable = await t.request('/api/auth/two-factor/disable', { cookie, body: { password: PASSWORD } });
    expect(disable.status).toBe(401);
    // The session itself is readable (the web routes it to the two-step screen), and the code opens it.
    expect((await t.request('/api/auth/get-session', { cookie })).status).toBe(200);
    const verified = await t.request('/api/auth/two-factor/verify-totp', {
      cookie,
      body: { code: codeFor(totpURI) },
    });
    expect(verified.status).toBe(200);
    expect((await me(cookie)).status).toBe(200);
  });

  it('an older session of the user owes the second step once TOTP is turned on elsewhere', async () => {
    const here = await t.signUp('two-sessions@example.com', { password: PASSWORD });
    const there = sessionCookie(await signIn('two-sessions@example.com'));
    expect((await me(there)).status).toBe(200);
    const enabled = await t.request('/api/auth/two-factor/enable', {
      cookie: here,
      body: { password: PASSWORD },
    });
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    await t.request('/api/auth/two-factor/verify-totp', { cookie: here, body: { code: codeFor(totpURI) } });
    const res = await me(there);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'SECOND_STEP_PENDING' });
  });

  it('step-up: changing the Google key past the window asks for a second step, then goes through', async () => {
    const { cookie, totpURI, backupCodes } = await enrol('step-up@example.com');
    const put = () =>
      t.request('/api/api-keys/google', { method: 'PUT', cookie, body: { apiKey: 'AIza-test' } });
    expect((await put()).status).toBe(200);
    await ageSecondStep(cookie, 11);
    const refused = await put();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'SECOND_STEP_REQUIRED' });
    const del = await t.request('/api/api-keys/google', { method: 'DELETE', cookie });
    expect(del.status).toBe(403);
    // Reading is not sensitive.
    expect((await t.request('/api/api-keys/google', { cookie })).status).toBe(200);

    const step = await t.request('/api/auth/two-factor/verify-totp', {
      cookie,
      body: { code: codeFor(totpURI) },
    });
    expect(step.status).toBe(200);
    expect((await put()).status).toBe(200);

    // A backup code is a second step too.
    await ageSecondStep(cookie, 11);
    expect((await put()).status).toBe(403);
    const backup = await t.request('/api/auth/two-factor/verify-backup-code', {
      cookie,
      body: { code: backupCodes[1] },
    });
    expect(backup.status).toBe(200);
    expect((await put()).status).toBe(200);
  });

  it(`step-up: wrong codes count per session; the ${SECOND_STEP_TRIES}th signs it out, a right code starts over`, async () => {
    const { cookie, totpURI } = await enrol('wrong-codes@example.com');
    await ageSecondStep(cookie, 11);
    const wrong = () =>
      t.request('/api/auth/two-factor/verify-totp', { cookie, body: { code: codeFor(totpURI, 40) } });
    for (let i = 1; i < SECOND_STEP_TRIES; i++) {
      const res = await wrong();
      expect(res.status).toBe(401);
      expect((await res.json()).code).not.toBe('SECOND_STEP_TRIES_USED_UP');
    }
    // A right code passes and starts the count again.
    const right = await t.request('/api/auth/two-factor/verify-totp', {
      cookie,
      body: { code: codeFor(totpURI) },
    });
    expect(right.status).toBe(200);
    await ageSecondStep(cookie, 11);
    for (let i = 1; i < SECOND_STEP_TRIES; i++) expect((await wrong()).status).toBe(401);
    expect((await me(cookie)).status).toBe(200);

    const last = await wrong();
    expect(last.status).toBe(401);
    expect(await last.json()).toMatchObject({
      code: 'SECOND_STEP_TRIES_USED_UP',
      message: 'Too many wrong codes. Sign in again.',
    });
    expect(last.headers.getSetCookie().some((c) => /^better-auth\.session_token=;/.test(c))).toBe(true);
    // The session is gone (the right code no longer helps); signing in again works.
    expect((await me(cookie)).status).toBe(401);
    const late = await t.request('/api/auth/two-factor/verify-totp', {
      cookie,
      body: { code: codeFor(totpURI) },
    });
    expect(late.status).toBe(401);
    expect((await signIn('wrong-codes@example.com')).status).toBe(200);
  });

  it('new backup codes replace the old ones, with the password and after a recent second step', async () => {
    const { cookie, totpURI, backupCodes } = await enrol('new-codes@example.com');
    const generate = (password = PASSWORD) =>
      t.request('/api/auth/two-factor/generate-backup-codes', { cookie, body: { password } });
    expect((await generate('not-the-password')).status).toBe(400);
    await ageSecondStep(cookie, 11);
    const refused = await generate();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'SECOND_STEP_REQUIRED' });
    await t.request('/api/auth/two-factor/verify-totp', { cookie, body: { code: codeFor(totpURI) } });
    const made = await generate();
    expect(made.status).toBe(200);
    const fresh = ((await made.json()) as { backupCodes: string[] }).backupCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => backupCodes.includes(code))).toBe(false);
    // An old code no longer works; a new one does.
    const useCode = (code: string) =>
      t.request('/api/auth/two-factor/verify-backup-code', { cookie, body: { code } });
    expect((await useCode(backupCodes[5])).status).toBe(401);
    expect((await useCode(fresh[0])).status).toBe(200);
  });

  it('a passkey can be renamed by its owner only, with a bounded name', async () => {
    const owner = await t.signUp('rename@example.com', { password: PASSWORD });
    const stranger = await t.signUp('stranger@example.com', { password: PASSWORD });
    const [{ id: userId }] = await t.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'rename@example.com'));
    await t.db.insert(passkey).values({
      id: 'pk-rename',
      name: 'Passkey',
      publicKey: 'pk',
      userId,
      credentialID: 'cred-rename',
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
    });
    const rename = (cookie: string, name: string) =>
      t.request('/api/auth/passkey/update-passkey', { cookie, body: { id: 'pk-rename', name } });
    const nameOf = async () =>
      (await t.db.select({ name: passkey.name }).from(passkey).where(eq(passkey.id, 'pk-rename')))[0].name;

    expect((await rename(owner, 'Work laptop')).status).toBe(200);
    expect(await nameOf()).toBe('Work laptop');
    const tooLong = await rename(owner, 'x'.repeat(61));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ message: 'Passkey name must be at most 60 characters' });
    expect((await rename(owner, '   ')).status).toBe(400);
    expect((await rename(stranger, 'Mine now')).status).toBeGreaterThanOrEqual(400);
    expect(await nameOf()).toBe('Work laptop');
  });

  it('step-up: CRM tokens, new API tokens, webhook endpoints (and their URLs) and the signing secret ask for it', async () => {
    const { cookie, totpURI } = await enrol('step-up-tokens@example.com');
    const hook = await t.request('/api/webhooks', {
      cookie,
      body: { url: 'https://hooks.example.com/a', events: ['lead.created'] },
    });
    expect(hook.status).toBe(201);
    const { endpoint } = (await hook.json()) as { endpoint: { id: string } };
    await ageSecondStep(cookie, 11);

    const sensitive = {
      ...outlivingActions(cookie, endpoint.id),
      'disconnect a CRM': () => t.request('/api/integrations/hubspot', { method: 'DELETE', cookie }),
    };
    for (const [action, call] of Object.entries(sensitive)) {
      const res = await call();
      expect(res.status, action).toBe(403);
      expect(await res.json(), action).toMatchObject({ code: 'SECOND_STEP_REQUIRED' });
    }
    // Not sensitive: reading, switching an endpoint off, listing tokens.
    const off = await t.request(`/api/webhooks/${endpoint.id}`, {
      method: 'PATCH',
      cookie,
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    expect((await t.request('/api/api-tokens', { cookie })).status).toBe(200);
    expect((await t.request('/api/integrations', { cookie })).status).toBe(200);

    const step = await t.request('/api/auth/two-factor/verify-totp', {
      cookie,
      body: { code: codeFor(totpURI) },
    });
    expect(step.status).toBe(200);
    expect((await sensitive['create an API token']()).status).toBe(201);
    expect((await sensitive['add a webhook endpoint']()).status).toBe(201);
    expect((await sensitive["move an endpoint's URL"]()).status).toBe(200);
    expect((await sensitive['reveal the signing secret']()).status).toBe(200);
    // Past the step-up, the CRM routes reach their own checks (a token without its HighLevel location id).
    expect((await sensitive['connect a CRM']()).status).toBe(400);
  });

  it('step-up: the Google key asks nothing of a user without any factor', async () => {
    const cookie = await t.signUp('no-factor@example.com', { password: PASSWORD });
    await ageSession(cookie, 60);
    const res = await t.request('/api/api-keys/google', {
      method: 'PUT',
      cookie,
      body: { apiKey: 'AIza-x' },
    });
    expect(res.status).toBe(200);
  });

  it('tokens, CRM tokens and webhook endpoints need the password of an account without a factor (issue 30)', async () => {
    const cookie = await t.signUp('no-factor-tokens@example.com', { password: PASSWORD });
    // Just signed in: the password was just proven, nothing is asked.
    const hook = await t.request('/api/webhooks', {
      cookie,
      body: { url: 'https://hooks.example.com/young', events: ['lead.created'] },
    });
    expect(hook.status).toBe(201);
    const { endpoint } = (await hook.json()) as { endpoint: { id: string } };
    const young = await t.request('/api/api-tokens', { cookie, body: { name: 'Young', scopes: ['read'] } });
    expect(young.status).toBe(201);
    // A cookie kept (or stolen) long after its sign-in.
    await ageSession(cookie, 60 * 24 * 20);

    const outliving = outlivingActions(cookie, endpoint.id);
    for (const [action, call] of Object.entries(outliving)) {
      const res = await call();
      expect(res.status, action).toBe(403);
      expect(await res.json(), action).toMatchObject({
        code: 'PASSWORD_REQUIRED',
        message: 'Enter your password to continue',
      });
    }
    // Switching an endpoint off gives nobody anything.
    const off = await t.request(`/api/webhooks/${endpoint.id}`, {
      method: 'PATCH',
      cookie,
      body: { enabled: false },
    });
    expect(off.status).toBe(200);

    expect((await confirmPassword(cookie, PASSWORD)).status).toBe(204);
    expect((await outliving['create an API token']()).status).toBe(201);
    // Past the re-authentication, the CRM route reaches its own check (a HighLevel token without its location id).
    expect((await outliving['connect a CRM']()).status).toBe(400);
    expect((await outliving['add a webhook endpoint']()).status).toBe(201);
    expect((await outliving["move an endpoint's URL"]()).status).toBe(200);
    expect((await outliving['reveal the signing secret']()).status).toBe(200);
    // The confirmation lasts the window only.
    await ageSecondStep(cookie, 11);
    expect((await outliving['create an API token']()).status).toBe(403);
  });

  it('a first factor from a session older than the window needs the password first (issue 30)', async () => {
    const cookie = await t.signUp('first-factor@example.com', { password: PASSWORD });
    const registerOptions = () => t.request('/api/auth/passkey/generate-register-options', { cookie });
    // Just signed in: the password was just proven.
    expect((await registerOptions()).status).toBe(200);
    await ageSession(cookie, 60 * 24 * 20);
    const refused = await registerOptions();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'PASSWORD_REQUIRED' });

    const wrong = await confirmPassword(cookie, 'not-the-password');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect((await registerOptions()).status).toBe(403);
    expect((await confirmPassword(cookie, PASSWORD)).status).toBe(204);
    expect((await registerOptions()).status).toBe(200);
    // The confirmation lasts the window only.
    await ageSecondStep(cookie, 11);
    expect((await registerOptions()).status).toBe(403);
  });

  it('a Google-only account turns on a first authenticator app only from a session younger than the window', async () => {
    const cookie = await t.signUp('google-only@example.com', { password: PASSWORD });
    const [row] = await t.db.select().from(user).where(eq(user.email, 'google-only@example.com'));
    await t.db.delete(account).where(eq(account.userId, row.id));
    const enable = (c: string) => t.request('/api/auth/two-factor/enable', { cookie: c, body: {} });
    await ageSession(cookie, 60);
    const refused = await enable(cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'PASSWORD_REQUIRED' });
    // No password to confirm: signing in again (a new session) is the way.
    expect((await confirmPassword(cookie, PASSWORD)).status).toBe(400);
    const ctx = await t.deps.auth.$context;
    const made = await ctx.internalAdapter.createSession(row.id);
    const fresh = (await serializeSignedCookie('better-auth.session_token', made.token, ctx.secret)).split(
      ';',
    )[0];
    expect((await enable(fresh)).status).toBe(200);
  });

  it('a password never stands for a factor, and wrong passwords end the session like wrong codes', async () => {
    const { cookie } = await enrol('password-not-factor@example.com');
    await ageSecondStep(cookie, 11);
    const refused = await confirmPassword(cookie, PASSWORD);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'SECOND_STEP_REQUIRED' });

    const plain = await t.signUp('password-guess@example.com', { password: PASSWORD });
    for (let i = 1; i < SECOND_STEP_TRIES; i++)
      expect((await confirmPassword(plain, `wrong-${i}`)).status).toBe(400);
    const last = await confirmPassword(plain, 'wrong-last');
    expect(last.status).toBe(401);
    expect(await last.json()).toMatchObject({ code: 'SECOND_STEP_TRIES_USED_UP' });
    expect((await me(plain)).status).toBe(401);
  });

  it('step-up: removing the factor past the window is refused until a second step, then removes it', async () => {
    const { cookie, totpURI } = await enrol('remove@example.com');
    await ageSecondStep(cookie, 11);
    const refused = await t.request('/api/auth/two-factor/disable', { cookie, body: { password: PASSWORD } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'SECOND_STEP_REQUIRED' });
    await t.request('/api/auth/two-factor/verify-totp', { cookie, body: { code: codeFor(totpURI) } });
    const removed = await t.request('/api/auth/two-factor/disable', { cookie, body: { password: PASSWORD } });
    expect(removed.status).toBe(200);
    const [row] = await t.db.select().from(user).where(eq(user.email, 'remove@example.com'));
    expect(row.twoFactorEnabled).toBe(false);
    // Signing in again needs no code.
    expect(sessionCookie(await signIn('remove@example.com'))).toMatch(/^better-auth\.session_token=/);
  });

  it('step-up: every admin action (not reads) past the window; the users list shows two-step sign-in', async () => {
    const admin = sessionCookie(await signIn('first-admin@example.com'));
    const enabled = await t.request('/api/auth/two-factor/enable', {
      cookie: admin,
      body: { password: PASSWORD },
    });
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const verified = await t.request('/api/auth/two-factor/verify-totp', {
      cookie: admin,
      body: { code: codeFor(totpURI) },
    });
    const cookie = sessionCookie(verified);
    const list = await t.request('/api/admin/users', { cookie });
    const { users } = (await list.json()) as {
      users: { email: string; id: string; twoStep: { authenticatorApp: boolean; passkeys: number } }[];
    };
    expect(users.find((u) => u.email === 'first-admin@example.com')?.twoStep).toEqual({
      authenticatorApp: true,
      passkeys: 0,
    });
    expect(users.find((u) => u.email === 'no-factor@example.com')?.twoStep.authenticatorApp).toBe(false);
    const target = users.find((u) => u.email === 'no-factor@example.com')!;

    await ageSecondStep(cookie, 11);
    expect((await t.request('/api/admin/users', { cookie })).status).toBe(200);
    const role = () =>
      t.request(`/api/admin/users/${target.id}/role`, { method: 'PATCH', cookie, body: { role: 'beta' } });
    const refused = await role();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'SECOND_STEP_REQUIRED' });
    const beta = await t.request('/api/admin/beta-key', {
      method: 'PUT',
      cookie,
      body: { apiKey: 'AIza-beta' },
    });
    expect(beta.status).toBe(403);
    await t.request('/api/auth/two-factor/verify-totp', { cookie, body: { code: codeFor(totpURI) } });
    expect((await role()).status).toBe(200);
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOidc, type TFakeOidc } from './start-fake-oidc';

const REDIRECT = 'http://localhost:3000/api/auth/callback/google';

describe('fake Google OpenID Connect provider', () => {
  let fake: TFakeOidc;
  beforeAll(async () => {
    fake = await startFakeOidc();
  });
  afterAll(() => fake.close());

  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');

  function authorizeParams(overrides: Record<string, string | null> = {}) {
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: fake.clientId,
      redirect_uri: REDIRECT,
      scope: 'openid email profile',
      state: 'state-1',
      nonce: 'nonce-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    for (const [name, value] of Object.entries(overrides))
      if (value === null) params.delete(name);
      else params.set(name, value);
    return params;
  }

  async function codeFor(params = authorizeParams(), email = 'pat@example.com') {
    params.set('email', email);
    const res = await fetch(`${fake.issuer}/authorize`, { method: 'POST', body: params, redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('state-1');
    return back.searchParams.get('code')!;
  }

  const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
  const token = (form: Record<string, string>, authorization = basic(fake.clientId, fake.clientSecret)) =>
    fetch(`${fake.issuer}/token`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });

  it('publishes a discovery document naming its endpoints, RS256 and S256', async () => {
    const doc = await (await fetch(`${fake.issuer}/.well-known/openid-configuration`)).json();
    expect(doc).toMatchObject({
      issuer: fake.issuer,
      authorization_endpoint: `${fake.issuer}/authorize`,
      token_endpoint: `${fake.issuer}/token`,
      jwks_uri: `${fake.issuer}/jwks`,
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('refuses an authorize request without PKCE S256 or for another client', async () => {
    const cases: Record<string, string | null>[] = [
      { code_challenge: null },
      { code_challenge_method: 'plain' },
      { client_id: 'someone-else' },
      { scope: 'email' },
    ];
    for (const overrides of cases) {
      const res = await fetch(`${fake.issuer}/authorize?${authorizeParams(overrides)}`);
      expect(res.status, JSON.stringify(overrides)).toBe(400);
    }
    expect((await fetch(`${fake.issuer}/authorize?${authorizeParams()}`)).status).toBe(200);
  });

  it('exchanges a code once, with the right verifier and client secret, for an id_token signed on its JWKS', async () => {
    const form = { grant_type: 'authorization_code', redirect_uri: REDIRECT, code_verifier: verifier };

    const wrongVerifier = await token({ ...form, code: await codeFor(), code_verifier: 'x'.repeat(43) });
    expect(await wrongVerifier.json()).toMatchObject({ error: 'invalid_grant' });
    const wrongSecret = await token({ ...form, code: await codeFor() }, basic(fake.clientId, 'nope'));
    expect(wrongSecret.status).toBe(401);

    const code = await codeFor();
    const ok = await token({ ...form, code });
    expect(ok.status).toBe(200);
    const tokens = await ok.json();
    const { payload } = await jwtVerify(tokens.id_token, createRemoteJWKSet(new URL(`${fake.issuer}/jwks`)), {
      issuer: fake.issuer,
      audience: fake.clientId,
      algorithms: ['RS256'],
    });
    expect(payload).toMatchObject({ email: 'pat@example.com', email_verified: true, nonce: 'nonce-1' });
    const info = await fetch(`${fake.issuer}/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await info.json()).toMatchObject({ sub: payload.sub, email: 'pat@example.com' });

    expect((await token({ ...form, code })).status).toBe(400); // a code works once

    // client_secret_post works as well.
    const posted = await fetch(`${fake.issuer}/token`, {
      method: 'POST',
      body: new URLSearchParams({
        ...form,
        code: await codeFor(),
        client_id: fake.clientId,
        client_secret: fake.clientSecret,
      }),
    });
    expect(posted.status).toBe(200);
  });
});

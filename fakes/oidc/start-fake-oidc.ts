import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { serveFake } from '../serve-fake';

/** The person the fake signs in as: Google's id_token claims for a Google account. */
export type TFakeOidcIdentity = { sub: string; email: string; name: string; email_verified: boolean };

export type TFakeOidcOptions = {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** The one registered client (Google's "OAuth client ID" and secret). */
  clientId?: string;
  clientSecret?: string;
};

export type TFakeOidc = {
  /** The issuer; set GOOGLE_OAUTH_ISSUER to it. Discovery is at `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Token requests the fake answered or refused, newest last (for tests that check PKCE and client auth). */
  tokenRequests: { ok: boolean; error?: string }[];
  close: () => Promise<void>;
};

type TPendingCode = {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  scope: string;
  identity: TFakeOidcIdentity;
  expiresAt: number;
};

const CODE_TTL_MS = 60_000;
const TOKEN_TTL_S = 3600;

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const s256 = (verifier: string) => base64url(createHash('sha256').update(verifier).digest());

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

async function readBody(request: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await request.text());
}

/** An identity from the sign-in form's fields (email, name, sub, email_verified); the sub defaults from the email. */
function identityFrom(params: URLSearchParams): TFakeOidcIdentity {
  const email = (params.get('email') ?? 'pat.google@example.com').trim().toLowerCase();
  return {
    email,
    name: (params.get('name') ?? 'Pat Google').trim(),
    sub: params.get('sub')?.trim() || `fake-${createHash('sha256').update(email).digest('hex').slice(0, 21)}`,
    email_verified: params.get('email_verified') !== 'false',
  };
}

/**
 * A local OpenID Connect provider that speaks Google's protocol as a relying party sees it: a discovery document,
 * `authorize` (authorization code flow; PKCE with S256 is required, as for a public deployment), a `token` endpoint
 * that authenticates the client (client_secret_basic or client_secret_post) and checks the code verifier, an RS256
 * id_token signed with a key published on the JWKS endpoint (iss, aud, nonce, email, email_verified), and
 * `userinfo`. The authorize step shows a small "choose an account" form instead of Google's sign-in, so a browser
 * test (or a test posting the same form) picks who signs in.
 */
export async function startFakeOidc(options: TFakeOidcOptions = {}): Promise<TFakeOidc> {
  const clientId = options.clientId ?? 'fake-google-client-id.apps.googleusercontent.com';
  const clientSecret = options.clientSecret ?? 'fake-google-client-secret';
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, TPendingCode>();
  const accessTokens = new Map<string, { identity: TFakeOidcIdentity; expiresAt: number }>();
  const tokenRequests: TFakeOidc['tokenRequests'] = [];
  let issuer = '';

  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
    });
  const text = (status: number, body: string, contentType: string) =>
    new Response(body, { status, headers: { 'content-type': contentType } });
  const tokenError = (status: number, error: string, description: string) => {
    tokenRequests.push({ ok: false, error });
    return json(status, { error, error_description: description });
  };

  /** Checks the authorization request as Google does; answers with the error page, or null when it is fine. */
  function authorizeProblem(params: URLSearchParams): string | null {
    if (params.get('client_id') !== clientId) return 'invalid_client: unknown client_id';
    if (params.get('response_type') !== 'code') return 'unsupported_response_type: only "code"';
    const redirectUri = params.get('redirect_uri');
    if (!redirectUri || !/^https?:\/\//.test(redirectUri)) return 'invalid_request: redirect_uri';
    if (!params.get('scope')?.split(' ').includes('openid')) return 'invalid_scope: openid is required';
    if (!params.get('code_challenge')) return 'invalid_request: code_challenge is required (PKCE)';
    if (params.get('code_challenge_method') !== 'S256')
      return 'invalid_request: code_challenge_method must be S256';
    return null;
  }

  function signInPage(params: URLSearchParams): string {
    const hidden = [...params.entries()]
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in – Fake Google</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f5f9;display:grid;place-items:center;min-height:100vh;margin:0}
form{background:#fff;padding:2rem;border-radius:12px;box-shadow:0 1px 3px #0002;display:grid;gap:.75rem;width:min(22rem,90vw)}
label{display:grid;gap:.25rem;font-size:.9rem}input[type=text],input[type=email]{padding:.5rem;border:1px solid #cbd5e1;border-radius:6px}
button{padding:.6rem;border:0;border-radius:6px;background:#1a73e8;color:#fff;font-weight:600}</style></head>
<body><form method="post" action="/authorize" aria-label="Choose an account"><h1>Fake Google</h1>
<p>Choose the Google account to continue to the app with.</p>${hidden}
<label>Email<input type="email" name="email" value="pat.google@example.com" required></label>
<label>Name<input type="text" name="name" value="Pat Google"></label>
<button type="submit">Continue</button></form></body></html>`;
  }

  function issueCode(params: URLSearchParams): Response {
    const problem = authorizeProblem(params);
    if (problem) return text(400, `Error 400: ${problem}`, 'text/plain');
    const code = base64url(randomBytes(24));
    codes.set(code, {
      clientId,
      redirectUri: params.get('redirect_uri')!,
      codeChallenge: params.get('code_challenge')!,
      nonce: params.get('nonce') ?? undefined,
      scope: params.get('scope')!,
      identity: identityFrom(params),
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    const back = new URL(params.get('redirect_uri')!);
    back.searchParams.set('code', code);
    const state = params.get('state');
    if (state) back.searchParams.set('state', state);
    back.searchParams.set('iss', issuer);
    return new Response(null, { status: 302, headers: { location: back.toString() } });
  }

  /** client_secret_basic (Authorization: Basic) or client_secret_post (in the form); exactly one of them. */
  function authenticatedClient(request: Request, form: URLSearchParams): string | null {
    const header = request.headers.get('authorization');
    if (header?.startsWith('Basic ')) {
      const [id, secret] = Buffer.from(header.slice(6), 'base64')
        .toString('utf8')
        .split(':')
        .map((part) => decodeURIComponent(part));
      return id === clientId && secret === clientSecret ? id : null;
    }
    const id = form.get('client_id');
    return id === clientId && form.get('client_secret') === clientSecret ? id : null;
  }

  async function token(request: Request): Promise<Response> {
    const form = await readBody(request);
    if (!authenticatedClient(request, form)) {
      return tokenError(401, 'invalid_client', 'The OAuth client was not found or the secret is wrong.');
    }
    if (form.get('grant_type') !== 'authorization_code') {
      return tokenError(400, 'unsupported_grant_type', 'Only authorization_code.');
    }
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    codes.delete(code); // single use, whatever happens next
    if (!pending || pending.expiresAt < Date.now()) {
      return tokenError(400, 'invalid_grant', 'Malformed auth code.');
    }
    if (form.get('redirect_uri') !== pending.redirectUri) {
      return tokenError(400, 'invalid_grant', 'redirect_uri_mismatch');
    }
    const verifier = form.get('code_verifier');
    if (!verifier || s256(verifier) !== pending.codeChallenge) {
      return tokenError(400, 'invalid_grant', 'Invalid code verifier.');
    }
    const now = Math.floor(Date.now() / 1000);
    const idToken = await new SignJWT({
      email: pending.identity.email,
      email_verified: pending.identity.email_verified,
      name: pending.identity.name,
      azp: pending.clientId,
      ...(pending.nonce ? { nonce: pending.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(pending.clientId)
      .setSubject(pending.identity.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + TOKEN_TTL_S)
      .sign(privateKey);
    const accessToken = `ya29.fake-${base64url(randomBytes(24))}`;
    accessTokens.set(accessToken, { identity: pending.identity, expiresAt: Date.now() + TOKEN_TTL_S * 1000 });
    tokenRequests.push({ ok: true });
    return json(200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_S,
      scope: pending.scope,
      id_token: idToken,
    });
  }

  const fail = (error: unknown) => json(500, { error: 'server_error', error_description: String(error) });
  const answer = (request: Request): Response | Promise<Response> => {
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case 'GET /__fake/health':
        return json(200, { ok: true });
      case 'GET /.well-known/openid-configuration':
        return json(200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          scopes_supported: ['openid', 'email', 'profile'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
          code_challenge_methods_supported: ['S256'],
          grant_types_supported: ['authorization_code'],
          claims_supported: ['aud', 'email', 'email_verified', 'exp', 'iat', 'iss', 'name', 'sub', 'nonce'],
        });
      case 'GET /jwks':
        return json(200, { keys: [publicJwk] });
      case 'GET /authorize': {
        const problem = authorizeProblem(url.searchParams);
        return problem
          ? text(400, `Error 400: ${problem}`, 'text/plain')
          : text(200, signInPage(url.searchParams), 'text/html');
      }
      case 'POST /authorize':
        return readBody(request).then(issueCode).catch(fail);
      case 'POST /token':
        return token(request).catch(fail);
      case 'GET /userinfo': {
        const bearer = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
        const grant = accessTokens.get(bearer);
        if (!grant || grant.expiresAt < Date.now()) {
          return json(
            401,
            { error: 'invalid_token' },
            { 'www-authenticate': 'Bearer error="invalid_token"' },
          );
        }
        return json(200, { ...grant.identity });
      }
      default:
        return json(404, { error: 'not_found' });
    }
  };

  const served = await serveFake(answer, { port: options.port, hostname: options.host });
  issuer = served.url;
  return { issuer, clientId, clientSecret, tokenRequests, close: served.close };
}

import type { TFakeOidc, TFakeOidcIdentity } from '@fakes/oidc/start-fake-oidc';
import type { CookieJar } from './cookie-jar';
import type { TestApp } from './test-app';

/**
 * Drives "Continue with Google" (or "Link Google") the way a browser does: the app's start endpoint, the fake
 * provider's account page and form, then the redirect back to the app's callback with the jar's cookies. Returns
 * the callback's answer (a redirect to the callbackURL, or to the error URL).
 */
export async function googleFlow(
  t: Pick<TestApp, 'request'>,
  google: TFakeOidc,
  jar: CookieJar,
  identity: Partial<TFakeOidcIdentity> & { email: string },
  start: '/api/auth/sign-in/social' | '/api/auth/link-social' = '/api/auth/sign-in/social',
): Promise<Response> {
  const begun = await t.request(start, {
    body: { provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/auth' },
    cookie: jar.header(),
  });
  jar.take(begun);
  if (begun.status !== 200) return begun;
  const { url } = (await begun.json()) as { url: string };
  const authorize = new URL(url);
  const page = await fetch(authorize);
  if (page.status !== 200) throw new Error(`fake Google refused the authorize request: ${await page.text()}`);
  const form = new URLSearchParams(authorize.searchParams);
  form.set('email', identity.email);
  if (identity.name) form.set('name', identity.name);
  if (identity.sub) form.set('sub', identity.sub);
  if (identity.email_verified === false) form.set('email_verified', 'false');
  const chosen = await fetch(`${google.issuer}/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const back = new URL(chosen.headers.get('location')!);
  const landed = await t.request(back.pathname + back.search, { cookie: jar.header() });
  jar.take(landed);
  return landed;
}

/**
 * A signed-in caller of the app a benchmark runs (`startSearchRig`): each request carries the session cookie and
 * the app's origin. `signUpWithKey` makes the account (the first is the instance's admin), signs in (sign-up mails
 * a verification link and does not sign in, decision 098) and saves the team's Google key.
 */
export function benchSession(app: string) {
  let cookie = '';
  async function call(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') {
    const res = await fetch(`${app}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: app, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    if (setCookie) cookie = setCookie.split(';')[0];
    return res;
  }
  async function signUpWithKey(email: string, googleKey: string) {
    await call('/api/auth/sign-up/email', { email, password: 'bench-password', name: 'Bench' });
    await call('/api/auth/sign-in/email', { email, password: 'bench-password' });
    await call('/api/api-keys/google', { apiKey: googleKey }, 'PUT');
  }
  return { call, signUpWithKey };
}

/** The demo account: the first account, so the admin. */
export const DEMO_ADMIN = { email: 'demo@leadscout.demo', password: 'demo-password', name: 'Demo Admin' };

/** The app's own HTTP API as the signed-in demo admin: JSON in and out; a refusal throws with the app's answer. */
export type TDemoApi = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  body?: unknown,
) => Promise<T>;

/**
 * Signs the demo admin up (first run; that mails a verification link and does not sign in) and in, and calls the
 * API as them. An operation that asks for the password again (connecting a mailbox) gets it, as the screen would.
 */
export async function signInAsDemoAdmin(app: string): Promise<TDemoApi> {
  let cookie = '';
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${app}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: app, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  await send('POST', '/api/auth/sign-up/email', DEMO_ADMIN);
  const signedIn = await send('POST', '/api/auth/sign-in/email', {
    email: DEMO_ADMIN.email,
    password: DEMO_ADMIN.password,
  });
  if (!signedIn.ok) throw new Error(`The demo admin could not sign in: ${await signedIn.text()}`);
  cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    let res = await send(method, path, body);
    const refusal = res.status === 403 ? ((await res.clone().json()) as { code?: string }) : null;
    if (refusal?.code === 'PASSWORD_REQUIRED') {
      await send('POST', '/api/account/confirm-password', { password: DEMO_ADMIN.password });
      res = await send(method, path, body);
    }
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

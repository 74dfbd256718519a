import type { Config } from '../../config';
import { firstIssueMessage } from '../validate';

/**
 * The header the HTTP layer fills with the client's address as resolved behind TRUST_PROXY (a client-sent one is
 * dropped first), so better-auth's limits key on the same address as every other limit and cannot be spoofed.
 */
export const CLIENT_IP_HEADER = 'x-leadscout-client-ip';

/** The origins a browser may send state-changing requests from. */
export function trustedOrigins(cfg: Config): string[] {
  const origins = new Set([new URL(cfg.APP_URL).origin]);
  origins.add(`http://localhost:${cfg.PORT}`).add(`http://127.0.0.1:${cfg.PORT}`);
  return [...origins];
}

/**
 * better-auth words a malformed body as zod does, with its own prefix ("[body.email] Invalid input: expected string,
 * received undefined; …"). The API's other routes say "email is required"; so do these.
 */
export async function readableAuthErrors(res: Response): Promise<Response> {
  if (res.status !== 400 || !res.headers.get('content-type')?.includes('application/json')) return res;
  const body = (await res.clone().json()) as { code?: string; message?: string };
  const first =
    body.code === 'VALIDATION_ERROR' ? /^\[body\.?([\w.]*)\] ([^;]*)/.exec(body.message ?? '') : null;
  if (!first) return res;
  const [, field, zodMessage] = first;
  const expected = /expected (\w+)/.exec(zodMessage)?.[1];
  const message = firstIssueMessage([
    {
      code: expected ? 'invalid_type' : undefined,
      expected,
      message: zodMessage,
      path: field ? field.split('.') : [],
    },
  ]);
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, message }), { status: 400, headers });
}

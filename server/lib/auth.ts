import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { account, rateLimit, session, user, verification } from '../db/schema';
import { invalidateSession, invalidateUserAuth } from './session-cache';
import { findUnstorableText, firstIssueMessage } from './validate';

/** The same bounds the profile form and the admin's "Add user" apply (contracts/account.ts, contracts/admin.ts). */
const NAME_MAX = 100;
const EMAIL_MAX = 255;

/**
 * better-auth checks only that sign-up's name and email are strings; a 100 kB name or a NUL byte would reach the
 * profile and the admin's user list. Refused here with the API's `{ code, message }` shape.
 */
function checkAccountText(fields: { name?: unknown; email?: unknown }) {
  const refuse = (message: string) => {
    throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message });
  };
  if (typeof fields.name === 'string' && fields.name.trim().length > NAME_MAX)
    refuse(`Full name must be less than ${NAME_MAX} characters`);
  if (typeof fields.email === 'string' && fields.email.length > EMAIL_MAX)
    refuse(`Email must be less than ${EMAIL_MAX} characters`);
  const bad = findUnstorableText({ name: fields.name, email: fields.email });
  if (bad) refuse(`${bad[0] === 'name' ? 'Full name' : 'Email'} contains characters that are not allowed`);
}

/**
 * LeadScout shows no avatars, so a client-sent `image` (better-auth accepts any string, `javascript:` included)
 * is never stored.
 */
function withoutImage<T extends { image?: unknown }>(fields: T): { data: T } {
  return { data: { ...fields, image: null } };
}

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

/** A new account's first rows (profile, subscription, role); given by the composition root, which knows the features. */
export type OnUserCreated = (
  db: Db,
  user: { id: string; email: string; fullName: string | null },
) => Promise<void>;

export function createAuth(options: {
  db: Db;
  config: Config;
  secret: string;
  devOrigins?: string[];
  onUserCreated: OnUserCreated;
}) {
  const { db, config } = options;
  return betterAuth({
    appName: 'LeadScout',
    logger: { disabled: process.env.LOG_LEVEL === 'silent' },
    baseURL: config.APP_URL,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [...trustedOrigins(config), ...(options.devOrigins ?? [])],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 6, maxPasswordLength: 128, autoSignIn: true },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: 20 },
        '/sign-up/email': { window: 60, max: 20 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    databaseHooks: {
      // Sign-out, revocation, "sign out other sessions": every instance forgets the session at once (decision 081).
      session: { delete: { after: (ended) => invalidateSession(db, ended.token) } },
      user: {
        update: {
          before: async (changes) => {
            checkAccountText(changes);
            return 'image' in changes ? withoutImage(changes) : undefined;
          },
          after: (changed) => invalidateUserAuth(db, changed.id),
        },
        delete: { after: (deleted) => invalidateUserAuth(db, deleted.id) },
        create: {
          before: async (created) => {
            checkAccountText(created);
            return withoutImage(created);
          },
          after: async (created) => {
            await options.onUserCreated(db, { id: created.id, email: created.email, fullName: created.name });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

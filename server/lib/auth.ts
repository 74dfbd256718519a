import { eq, sql } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins/two-factor';
import { passkey as passkeyPlugin } from '@better-auth/passkey';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { account, passkey, rateLimit, session, twoFactor, user, verification } from '../db/schema';
import {
  isSecondStepPending,
  needsStepUp,
  PENDING_SESSION_AUTH_PATHS,
  SECOND_STEP_PENDING_MESSAGE,
  SECOND_STEP_REQUIRED_MESSAGE,
} from './second-step';
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

/** Records that the session behind `token` has just passed a second step; every instance rereads it. */
export async function markSecondStep(db: Db, token: string): Promise<void> {
  await db
    .update(session)
    .set({ secondStepAt: sql`now()` })
    .where(eq(session.token, token));
  await invalidateSession(db, token);
}

/** Routes after which the session has passed a second step (a passkey sign-in counts as both steps: aal2). */
const SECOND_STEP_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/passkey/verify-authentication',
]);
/**
 * Removing a factor, or adding a passkey beside an existing factor, is a sensitive action: it needs a recent
 * second step (step-up). A user's first factor needs none (there is nothing to ask for).
 */
const FACTOR_REMOVAL_PATHS = new Set([
  '/two-factor/disable',
  '/passkey/delete-passkey',
  '/passkey/generate-register-options',
]);
/** Factor changes that the session cache must hear about at once on every instance. */
const FACTOR_CHANGE_PATHS = new Set([
  '/two-factor/enable',
  '/two-factor/disable',
  '/passkey/verify-registration',
  '/passkey/delete-passkey',
]);

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
      schema: { user, session, account, verification, rateLimit, twoFactor, passkey },
    }),
    plugins: [
      // TOTP with ten backup codes; the secret and codes are stored encrypted (decision 096).
      // allowPasswordless: a user without a password (Google only) may turn it on; one with a password confirms it.
      twoFactorPlugin({ issuer: 'LeadScout', allowPasswordless: true, backupCodeOptions: { amount: 10 } }),
      // WebAuthn; the relying party is APP_URL's host, the expected origin the request's (origin-checked) Origin.
      passkeyPlugin({ rpName: 'LeadScout', rpID: new URL(config.APP_URL).hostname }),
    ],
    emailAndPassword: { enabled: true, minPasswordLength: 6, maxPasswordLength: 128, autoSignIn: true },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No "fresh session" rule (listing sessions, adding a passkey): step-up (decision 096) guards what matters.
      freshAge: 0,
      additionalFields: { secondStepAt: { type: 'date', required: false, input: false } },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: 20 },
        '/sign-up/email': { window: 60, max: 20 },
        // Codes and backup codes: 10 a minute per address (the plugin's own rule allows 18). Each sign-in
        // challenge also allows 5 tries and the account locks after 10 failures in a row (the plugin's rules).
        '/two-factor/*': { window: 60, max: 10 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    hooks: {
      // The two-step gate and step-up for better-auth's own routes (lib/second-step.ts; decision 096).
      before: createAuthMiddleware(async (ctx) => {
        if (PENDING_SESSION_AUTH_PATHS.has(ctx.path)) return;
        const found = await getSessionFromCtx(ctx);
        if (!found) return;
        const factors = {
          twoFactorEnabled: found.user.twoFactorEnabled === true,
          secondStepAt: found.session.secondStepAt ? new Date(found.session.secondStepAt) : null,
        };
        if (isSecondStepPending(factors) && !PENDING_SESSION_AUTH_PATHS.has(ctx.path))
          throw new APIError('UNAUTHORIZED', {
            code: 'SECOND_STEP_PENDING',
            message: SECOND_STEP_PENDING_MESSAGE,
          });
        if (FACTOR_REMOVAL_PATHS.has(ctx.path) && (await needsStepUp(db, config, found.user.id, factors)))
          throw new APIError('FORBIDDEN', {
            code: 'SECOND_STEP_REQUIRED',
            message: SECOND_STEP_REQUIRED_MESSAGE,
          });
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (isAPIError(ctx.context.returned)) return;
        if (SECOND_STEP_PATHS.has(ctx.path)) {
          // A sign-in made a new session; a step-up (already signed in) kept the current one.
          const token =
            ctx.context.newSession?.session.token ?? (await getSessionFromCtx(ctx))?.session.token;
          if (token) await markSecondStep(db, token);
        }
        if (FACTOR_CHANGE_PATHS.has(ctx.path)) {
          const userId = ctx.context.newSession?.user.id ?? (await getSessionFromCtx(ctx))?.user.id;
          if (userId) await invalidateUserAuth(db, userId);
        }
      }),
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

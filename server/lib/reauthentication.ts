import { and, eq, isNotNull } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { account } from '../db/schema';
import type { AppEnv, SessionFactors } from './app-context';
import { AppError } from './app-error';
import { isSecondStepRecent, SECOND_STEP_REQUIRED_MESSAGE, userHasFactor } from './second-step';

/**
 * Actions whose effect outlives the session (decision 096, amended for issue 30): inviting a team member, changing
 * a member's role, adding a first second factor (better-auth routes, `checkReauthentication`); a new API token, a
 * CRM token, a webhook endpoint or its new URL, the webhook signing secret (our routes, `requireReauthentication`).
 * A stolen session must not be enough for them, so every account
 * re-authenticates, not only one with a factor:
 *
 * - an account with a factor passes a second step (as step-up always asked);
 * - an account without one enters its password (`POST /api/account/confirm-password`), or signed in within the
 *   window (a session that young has just proven the password or Google).
 *
 * Both proofs are recorded in `session.second_step_at`; a password is accepted there only while the account has no
 * factor (`confirmPassword`).
 */
export type Reauthentication = 'SECOND_STEP_REQUIRED' | 'PASSWORD_REQUIRED';

export const PASSWORD_REQUIRED_MESSAGE = 'Enter your password to continue';

/** What the session must do before an action that outlives it; null when it may go ahead. */
export async function reauthenticationNeeded(
  db: Db,
  config: Pick<Config, 'SECOND_STEP_WINDOW_MINUTES'>,
  userId: string,
  factors: SessionFactors,
): Promise<Reauthentication | null> {
  const window = config.SECOND_STEP_WINDOW_MINUTES;
  if (isSecondStepRecent(factors.secondStepAt, window)) return null;
  if (await userHasFactor(db, userId, factors.twoFactorEnabled)) return 'SECOND_STEP_REQUIRED';
  return isSecondStepRecent(factors.signedInAt, window) ? null : 'PASSWORD_REQUIRED';
}

const messageFor = (needed: Reauthentication) =>
  needed === 'PASSWORD_REQUIRED' ? PASSWORD_REQUIRED_MESSAGE : SECOND_STEP_REQUIRED_MESSAGE;

/** Refuses with 403 `PASSWORD_REQUIRED` / `SECOND_STEP_REQUIRED` until the session has re-authenticated. */
export async function assertReauthenticated(
  db: Db,
  config: Pick<Config, 'SECOND_STEP_WINDOW_MINUTES'>,
  c: Context<AppEnv>,
): Promise<void> {
  const needed = await reauthenticationNeeded(db, config, c.get('user').id, c.get('sessionFactors'));
  if (needed) throw new AppError(needed, messageFor(needed));
}

/**
 * Route middleware (after requireUser) for our own actions that outlive the session; the web asks for what the 403
 * names (a second step, or the password) and retries. `assertReauthenticated` is the same rule inside a route, for
 * an action that outlives the session only with some inputs (a webhook's new URL).
 */
export const requireReauthentication = (db: Db, config: Pick<Config, 'SECOND_STEP_WINDOW_MINUTES'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await assertReauthenticated(db, config, c);
    await next();
  });

/** Whether the account can sign in with a password (better-auth's credential account has one). */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential'), isNotNull(account.password)))
    .limit(1);
  return Boolean(row);
}

/**
 * better-auth routes that re-authenticate (its `before` hook): removing or adding a factor, new backup codes, and
 * the team changes that let someone else in or raise their role. (Removing a member or leaving gives nobody access.)
 */
const REAUTHENTICATION_PATHS: ReadonlySet<string> = new Set([
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
  '/passkey/delete-passkey',
  '/passkey/generate-register-options',
  '/organization/invite-member',
  '/organization/update-member-role',
]);

/** Refuses a better-auth route of REAUTHENTICATION_PATHS until the session has re-authenticated. */
export async function checkReauthentication(
  db: Db,
  config: Pick<Config, 'SECOND_STEP_WINDOW_MINUTES'>,
  path: string,
  userId: string,
  factors: SessionFactors,
): Promise<void> {
  if (!REAUTHENTICATION_PATHS.has(path)) return;
  const needed = await reauthenticationNeeded(db, config, userId, factors);
  if (!needed) return;
  // Turning the authenticator app on asks for the password itself (the twoFactor plugin checks it).
  if (needed === 'PASSWORD_REQUIRED' && path === '/two-factor/enable' && (await hasPassword(db, userId)))
    return;
  throw new APIError('FORBIDDEN', { code: needed, message: messageFor(needed) });
}

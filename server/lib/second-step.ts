import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { passkey } from '../db/schema';
import { AppError } from './app-error';
import { clearFailures, countFailure, type RateLimit } from './rate-limits';
import type { AppEnv, SessionFactors } from './app-context';

/**
 * Second steps beyond what better-auth's twoFactor and passkey plugins do themselves (decision 096):
 *
 * - **The two-step gate.** A user with an authenticator app whose session has never passed a second step may use
 *   only the two-step routes. better-auth asks for the code only after email sign-in; this rule is keyed on the
 *   session, so any other way in (Google sign-in, a session made by a script) meets it too. Applied by
 *   `requireUser` (every signed-in API route) and by better-auth's `before` hook (every `/api/auth/*` route).
 * - **Step-up.** Sensitive actions need a second step within the last `SECOND_STEP_WINDOW_MINUTES` when the user
 *   has a factor (an authenticator app or a passkey). Actions whose effect outlives the session ask every account
 *   (`lib/reauthentication.ts`).
 *
 * Both read `session.second_step_at`, which `markSecondStep` (lib/auth/second-step-hooks.ts) sets after a verified code, backup code or passkey
 * sign-in. A session's state is `SessionFactors` (lib/app-context.ts).
 */

/** True when the session must pass the two-step screen before anything else. */
export function isSecondStepPending(factors: SessionFactors): boolean {
  return factors.twoFactorEnabled && !factors.secondStepAt;
}

/** The `/api/auth/*` routes a session whose second step is pending may still call. */
export const PENDING_SESSION_AUTH_PATHS: ReadonlySet<string> = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/get-session',
  '/sign-out',
]);

export const SECOND_STEP_PENDING_MESSAGE = 'Enter the code from your authenticator app to finish signing in';
export const SECOND_STEP_REQUIRED_MESSAGE = 'Confirm it is you to continue';

/** Whether the user has any second factor: an authenticator app or at least one passkey. */
export async function userHasFactor(db: Db, userId: string, twoFactorEnabled: boolean): Promise<boolean> {
  if (twoFactorEnabled) return true;
  const [row] = await db.select({ id: passkey.id }).from(passkey).where(eq(passkey.userId, userId)).limit(1);
  return Boolean(row);
}

/** True when the last second step is within the step-up window. */
export function isSecondStepRecent(secondStepAt: Date | null, windowMinutes: number, now = Date.now()) {
  return secondStepAt !== null && now - secondStepAt.getTime() <= windowMinutes * 60_000;
}

/**
 * Whether a sensitive action must first ask for a second step: the user has a factor and this session has not
 * passed one within the window. A user without any factor is never asked (there is nothing to ask for).
 */
export async function needsStepUp(
  db: Db,
  config: Pick<Config, 'SECOND_STEP_WINDOW_MINUTES'>,
  userId: string,
  factors: SessionFactors,
): Promise<boolean> {
  if (isSecondStepRecent(factors.secondStepAt, config.SECOND_STEP_WINDOW_MINUTES)) return false;
  return userHasFactor(db, userId, factors.twoFactorEnabled);
}

/**
 * Route middleware for a sensitive action that gives nobody access after the session (the Google key): past the
 * window a user with a factor gets 403 SECOND_STEP_REQUIRED; the web then asks for a code (or a passkey) and
 * retries. Actions that outlive the session use `requireReauthentication` (lib/reauthentication.ts) instead.
 */
export const requireRecentSecondStep = (db: Db, config: Pick<Config, 'SECOND_STEP_WINDOW_MINUTES'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (await needsStepUp(db, config, c.get('user').id, c.get('sessionFactors')))
      throw new AppError('SECOND_STEP_REQUIRED', SECOND_STEP_REQUIRED_MESSAGE);
    await next();
  });

/**
 * Wrong codes a signed-in session may enter (step-up, or the two-step screen after Google sign-in) before it is
 * signed out. better-auth counts tries only for the sign-in challenge of email sign-in; a stolen session cookie
 * could otherwise guess codes at the address rate limit for as long as the session lives.
 */
export const SECOND_STEP_TRIES = 5;
export const TOO_MANY_SECOND_STEP_TRIES_MESSAGE = 'Too many wrong codes. Sign in again.';
const WRONG_CODES: RateLimit = {
  name: 'second-step-wrong-codes',
  points: SECOND_STEP_TRIES,
  durationSeconds: 24 * 3600,
  message: TOO_MANY_SECOND_STEP_TRIES_MESSAGE,
};

/** Counts a wrong code entered by a signed-in session; true when the session has now used up its tries. */
export const countWrongSecondStep = (db: Db, sessionId: string) => countFailure(db, WRONG_CODES, sessionId);

/** A passed second step starts the count again. */
export const clearWrongSecondSteps = (db: Db, sessionId: string) => clearFailures(db, WRONG_CODES, sessionId);

import { eq, sql } from 'drizzle-orm';
import { APIError, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { session } from '../../db/schema';
import { mailRouteFactorChange } from '../factor-mail';
import { inPasskeyReview } from '../passkey-review';
import { checkReauthentication } from '../reauthentication';
import {
  clearWrongSecondSteps,
  countWrongSecondStep,
  isSecondStepPending,
  PENDING_SESSION_AUTH_PATHS,
  SECOND_STEP_PENDING_MESSAGE,
  TOO_MANY_SECOND_STEP_TRIES_MESSAGE,
} from '../second-step';
import { invalidateSession, invalidateUserAuth } from '../session-cache';
import type { AuthHookStep } from './hook-steps';

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
/** Routes where a signed-in session enters a code; wrong ones are counted per session (SECOND_STEP_TRIES). */
const SECOND_STEP_CODE_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);
/** Factor changes that the session cache must hear about at once on every instance. */
const FACTOR_CHANGE_PATHS = new Set([
  '/two-factor/enable',
  '/two-factor/disable',
  '/passkey/verify-registration',
  '/passkey/delete-passkey',
]);

/**
 * The two-step gate and step-up for better-auth's own routes (lib/second-step.ts; decision 096): a session that
 * still owes its second step reaches only the routes that finish it, and the routes in lib/reauthentication.ts
 * ask for a recent proof (a passkey removed during the review after a password reset excepted).
 */
export const secondStepGate =
  (db: Db, config: Config): AuthHookStep =>
  async (ctx) => {
    if (PENDING_SESSION_AUTH_PATHS.has(ctx.path)) return;
    const found = await getSessionFromCtx(ctx);
    if (!found) return;
    const factors = {
      twoFactorEnabled: found.user.twoFactorEnabled === true,
      secondStepAt: found.session.secondStepAt ? new Date(found.session.secondStepAt) : null,
      signedInAt: new Date(found.session.createdAt),
    };
    if (isSecondStepPending(factors))
      throw new APIError('UNAUTHORIZED', {
        code: 'SECOND_STEP_PENDING',
        message: SECOND_STEP_PENDING_MESSAGE,
      });
    const reviewing =
      ctx.path === '/passkey/delete-passkey' &&
      (await inPasskeyReview(ctx.context.internalAdapter, found.user.id, factors.signedInAt));
    if (!reviewing) await checkReauthentication(db, config, ctx.path, found.user.id, factors);
  };

/**
 * A wrong code from a signed-in session (step-up, or the two-step screen after Google sign-in) counts; the last
 * allowed one ends the session. The email sign-in challenge has no session yet and keeps the plugin's own count.
 */
export const countWrongCodes =
  (db: Db): AuthHookStep =>
  async (ctx) => {
    if (!SECOND_STEP_CODE_PATHS.has(ctx.path) || !isAPIError(ctx.context.returned)) return;
    const current = await getSessionFromCtx(ctx);
    if (!current || !(await countWrongSecondStep(db, current.session.id))) return;
    await ctx.context.internalAdapter.deleteSession(current.session.token);
    deleteSessionCookie(ctx);
    throw new APIError('UNAUTHORIZED', {
      code: 'SECOND_STEP_TRIES_USED_UP',
      message: TOO_MANY_SECOND_STEP_TRIES_MESSAGE,
    });
  };

/** A passed second step is recorded (a sign-in made a new session; a step-up kept the current one). */
export const recordSecondStep =
  (db: Db): AuthHookStep =>
  async (ctx) => {
    if (!SECOND_STEP_PATHS.has(ctx.path)) return;
    const current = ctx.context.newSession ?? (await getSessionFromCtx(ctx));
    if (!current) return;
    await markSecondStep(db, current.session.token);
    await clearWrongSecondSteps(db, current.session.id);
  };

/** A factor added or removed: every instance rereads the user's sessions at once. */
export const forgetChangedFactors =
  (db: Db): AuthHookStep =>
  async (ctx) => {
    if (!FACTOR_CHANGE_PATHS.has(ctx.path)) return;
    const userId = ctx.context.newSession?.user.id ?? (await getSessionFromCtx(ctx))?.user.id;
    if (userId) await invalidateUserAuth(db, userId);
  };

/** A factor change made by a better-auth route is mailed to the account's address (lib/factor-mail.ts). */
export const mailFactorChange =
  (mails: Parameters<typeof mailRouteFactorChange>[0]): AuthHookStep =>
  (ctx) =>
    mailRouteFactorChange(mails, ctx.path, async () => (await getSessionFromCtx(ctx))?.user.email);

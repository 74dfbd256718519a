import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { session } from '../../db/schema';
import { invalidateSession } from '../session-cache';

/** Records that the session behind `token` has just passed a second step; every instance rereads it. */
export async function markSecondStep(db: Db, token: string): Promise<void> {
  await db
    .update(session)
    .set({ secondStepAt: sql`now()` })
    .where(eq(session.token, token));
  await invalidateSession(db, token);
}

/** Routes after which the session has passed a second step (a passkey sign-in counts as both steps: aal2). */
export const SECOND_STEP_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/passkey/verify-authentication',
]);
/** Routes where a signed-in session enters a code; wrong ones are counted per session (SECOND_STEP_TRIES). */
export const SECOND_STEP_CODE_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);
/** Factor changes that the session cache must hear about at once on every instance. */
export const FACTOR_CHANGE_PATHS = new Set([
  '/two-factor/enable',
  '/two-factor/disable',
  '/passkey/verify-registration',
  '/passkey/delete-passkey',
]);

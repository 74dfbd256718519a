import { isAPIError } from 'better-auth/api';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth/create-auth';
import { markSecondStep } from '../../lib/auth/second-step-hooks';
import {
  clearWrongSecondSteps,
  countWrongSecondStep,
  SECOND_STEP_REQUIRED_MESSAGE,
  TOO_MANY_SECOND_STEP_TRIES_MESSAGE,
  userHasFactor,
} from '../../lib/second-step';

/**
 * Re-authentication with the password for an account without a second factor (decision 096, issue 30): better-auth
 * checks the password (`verifyPassword`), and the session counts as re-authenticated for the step-up window. An
 * account with a factor must use it instead. Wrong passwords count against the session like wrong codes: the
 * `SECOND_STEP_TRIES`th ends it.
 */
export async function confirmPassword(auth: Auth, db: Db, headers: Headers, password: string): Promise<void> {
  const found = await auth.api.getSession({ headers });
  if (!found) throw new AppError('UNAUTHORIZED', 'Not authenticated');
  if (await userHasFactor(db, found.user.id, found.user.twoFactorEnabled === true))
    throw new AppError('SECOND_STEP_REQUIRED', SECOND_STEP_REQUIRED_MESSAGE);
  try {
    await auth.api.verifyPassword({ body: { password }, headers });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    if (await countWrongSecondStep(db, found.session.id)) {
      await auth.api.revokeSession({ body: { token: found.session.token }, headers });
      throw new AppError('SECOND_STEP_TRIES_USED_UP', TOO_MANY_SECOND_STEP_TRIES_MESSAGE);
    }
    throw new AppError('INVALID_PASSWORD', 'That password is not right');
  }
  await markSecondStep(db, found.session.token);
  await clearWrongSecondSteps(db, found.session.id);
}

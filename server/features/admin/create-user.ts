import { eq } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import type { z } from 'zod';
import type { ZCreateUserRequest } from '@contracts/admin';
import type { Db } from '../../db/client';
import { profiles, session, user } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth/create-auth';
import { setUserRole } from '../account';
import { writeSubscriptionAccess } from './set-subscription-access';

type CreateUserInput = z.output<typeof ZCreateUserRequest>;

/**
 * Creates an account through better-auth (so the password is hashed and checked by the library; the person gets
 * the verification mail), drops any session sign-up opens for it, then sets the chosen role and subscription
 * status.
 */
export async function createUser(db: Db, auth: Auth, input: CreateUserInput): Promise<string> {
  // Sign-up answers a taken address as if it were new (no probing who has an account, decision 098); the admin
  // is told plainly.
  const [taken] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, input.email.toLowerCase()))
    .limit(1);
  if (taken) throw new AppError('CONFLICT', 'User already exists. Use another email.');
  let created: { token: string | null; user: { id: string } };
  try {
    created = await auth.api.signUpEmail({
      body: { email: input.email, password: input.password, name: input.fullName ?? '' },
    });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const message = (error.body as { message?: string } | undefined)?.message ?? error.message;
    if (/already exists/i.test(message)) throw new AppError('CONFLICT', message);
    throw new AppError('VALIDATION_ERROR', message);
  }
  const userId = created.user.id;
  if (created.token) await db.delete(session).where(eq(session.token, created.token));
  if (input.fullName)
    await db.update(profiles).set({ fullName: input.fullName }).where(eq(profiles.id, userId));
  await setUserRole(db, { userId }, input.role);
  await writeSubscriptionAccess(db, userId, input.status);
  return userId;
}

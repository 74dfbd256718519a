import { eq } from 'drizzle-orm';
import type { TRole } from '@contracts/account';
import type { Db } from '../../db/client';
import { user, userRoles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { invalidateUserAuth } from '../../lib/session-cache';

/** Replaces a user's role row (spec §6: a role change replaces the existing role). */
export async function setUserRole(
  db: Db,
  target: { userId?: string; email?: string },
  role: TRole,
): Promise<string> {
  const where = target.userId
    ? eq(user.id, target.userId)
    : eq(user.email, (target.email ?? '').toLowerCase());
  const [found] = await db.select({ id: user.id }).from(user).where(where).limit(1);
  if (!found) throw new AppError('NOT_FOUND', 'User not found');
  await db.transaction(async (tx) => {
    await tx.delete(userRoles).where(eq(userRoles.userId, found.id));
    await tx.insert(userRoles).values({ userId: found.id, role });
  });
  await invalidateUserAuth(db, found.id);
  return found.id;
}

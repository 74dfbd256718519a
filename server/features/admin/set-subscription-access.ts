import type { TSubscriptionStatusValue } from '@contracts/admin';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { NO_ACCESS, UNLIMITED_ACCESS } from '../entitlements';
import { assertUserExists } from './find-user';
import { refuseSelf } from './refuse-self';

/**
 * The admin's per-user subscription toggle (spec §4): active = plan unlimited with limits cleared; inactive =
 * limits 0 and no plan. Stripe fields are left alone: a toggle stands until the Stripe subscription changes.
 */
export async function writeSubscriptionAccess(
  db: Db,
  userId: string,
  status: TSubscriptionStatusValue,
): Promise<void> {
  const access = status === 'active' ? UNLIMITED_ACCESS : NO_ACCESS;
  await db
    .insert(subscriptions)
    .values({ userId, ...access })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...access, updatedAt: new Date() } });
}

export async function setSubscriptionAccess(
  db: Db,
  actorId: string,
  targetId: string,
  status: TSubscriptionStatusValue,
) {
  refuseSelf(actorId, targetId, 'You cannot change your own subscription');
  await assertUserExists(db, targetId);
  await writeSubscriptionAccess(db, targetId, status);
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions, user } from '../../db/schema';
import type { Billing } from '../../integrations/stripe/billing-config';
import { callStripe } from '../../integrations/stripe/stripe-failure';
import { invalidateUserAuth } from '../../lib/session-cache';
import { assertUserExists } from './find-user';
import { refuseSelf } from './refuse-self';

const LIVE = new Set(['active', 'trialing', 'past_due']);

/**
 * Deletes an account and everything it owns (the schema cascades). A live Stripe subscription is cancelled
 * first, so a deleted user is never billed again; if Stripe refuses, nothing is deleted.
 */
export async function deleteUser(
  db: Db,
  billing: Billing | null,
  actorId: string,
  targetId: string,
): Promise<void> {
  refuseSelf(actorId, targetId, 'You cannot delete your own account');
  await assertUserExists(db, targetId);
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, targetId)).limit(1);
  const subscriptionId = sub?.stripeSubscriptionId;
  if (billing && subscriptionId && sub.stripeStatus && LIVE.has(sub.stripeStatus)) {
    await callStripe(
      'subscription cancel',
      'Failed to delete user: their Stripe subscription could not be cancelled',
      () => billing.stripe.subscriptions.cancel(subscriptionId),
    );
  }
  await db.delete(user).where(eq(user.id, targetId));
  await invalidateUserAuth(db, targetId);
}

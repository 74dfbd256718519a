import { and, eq, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { logger } from '../../core/logger';
import type { Billing } from '../../integrations/stripe/billing-config';
import { pickCurrentSubscription, sameMirror, toSubscriptionState } from './to-subscription-state';

export type SyncResult = 'updated' | 'unchanged' | 'no-subscription' | 'unknown-customer';

/** One sync per customer at a time in this process, so two events for one customer cannot interleave. */
const inFlight = new Map<string, Promise<unknown>>();

function serialised<T>(key: string, run: () => Promise<T>): Promise<T> {
  const previous = inFlight.get(key) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(run);
  inFlight.set(key, next);
  void next
    .finally(() => {
      if (inFlight.get(key) === next) inFlight.delete(key);
    })
    .catch(() => undefined);
  return next;
}

/** Our row for a Stripe customer; a customer we created carries metadata.user_id, which links a row missing its id. */
async function findRow(db: Db, billing: Billing, customerId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeCustomerId, customerId))
    .limit(1);
  if (row) return row;
  const customer = await billing.stripe.customers.retrieve(customerId).catch((error: unknown) => {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
      return null;
    throw error;
  });
  const userId =
    !customer || ('deleted' in customer && customer.deleted) ? undefined : customer.metadata?.user_id;
  if (!userId) return undefined;
  const [linked] = await db
    .update(subscriptions)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.stripeCustomerId)))
    .returning();
  return linked;
}

/**
 * Re-reads a customer's subscriptions from Stripe and mirrors the current one into our row. Webhook events are
 * only the trigger: their payload is never trusted, so replayed and out-of-order events leave the row as it is.
 * An admin's toggle stands until Stripe's subscription itself changes.
 */
export function syncStripeCustomer(db: Db, billing: Billing, customerId: string): Promise<SyncResult> {
  return serialised(customerId, async () => {
    const row = await findRow(db, billing, customerId);
    if (!row) {
      logger.warn('stripe customer has no LeadScout account', { customerId });
      return 'unknown-customer';
    }
    const { data } = await billing.stripe.subscriptions.list({
      customer: customerId,
      status: 'all',
      limit: 20,
    });
    const current = pickCurrentSubscription(data);
    if (!current) return 'no-subscription';
    const state = toSubscriptionState(current, billing.prices.founder);
    if (sameMirror(row, state)) return 'unchanged';
    await db
      .update(subscriptions)
      .set({ ...state, updatedAt: new Date() })
      .where(eq(subscriptions.userId, row.userId));
    logger.info('subscription synced from stripe', {
      userId: row.userId,
      stripeStatus: state.stripeStatus,
      status: state.status,
    });
    return 'updated';
  });
}

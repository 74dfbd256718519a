import { eq } from 'drizzle-orm';
import type { TSubscriptionStatus } from '@contracts/billing';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { usageThisMonth } from '../usage';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** The subscription check (spec §3) from our own database; never calls Stripe. */
export async function getSubscriptionStatus(
  db: Db,
  userId: string,
  billingEnabled: boolean,
  now = new Date(),
): Promise<TSubscriptionStatus> {
  const [[row], searches, exports] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1),
    usageThisMonth(db, userId, 'search'),
    usageThisMonth(db, userId, 'export'),
  ]);
  const subscribed = row?.status === 'active';
  const trialEnd = row?.trialEnd ?? null;
  return {
    subscribed,
    product_id: subscribed ? (row?.stripeProductId ?? null) : null,
    subscription_end: subscribed ? iso(row?.currentPeriodEnd) : null,
    is_in_trial: subscribed && row?.planType === 'trial' && (trialEnd === null || trialEnd > now),
    trial_end_date: iso(trialEnd),
    is_founder: row?.isFounder ?? false,
    billing_enabled: billingEnabled,
    plan_type: row?.planType ?? null,
    search_limit: row?.searchLimit ?? null,
    export_limit: row?.exportLimit ?? null,
    searches_this_month: searches,
    exports_this_month: exports,
    has_billing_account: billingEnabled && Boolean(row?.stripeCustomerId),
    stripe_status: row?.stripeStatus ?? null,
  };
}

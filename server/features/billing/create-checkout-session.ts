import { eq } from 'drizzle-orm';
import type { TCheckoutResponse } from '@contracts/billing';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../lib/app-context';
import { payerCover, payerOf } from '../../lib/team-payer';
import type { TeamScope } from '../../lib/team-scope';
import type { Billing } from '../../integrations/stripe/billing-config';
import { countFounders } from './count-founders';
import { callStripe } from '../../integrations/stripe/stripe-failure';

const FAILED = 'Failed to create checkout session. Please try again.';
const LIVE = new Set(['active', 'trialing', 'past_due']);

/** The user's Stripe customer, created once (the idempotency key makes a double click create one customer). */
async function ensureCustomer(
  db: Db,
  billing: Billing,
  user: SessionUser,
  existing: string | null,
): Promise<string> {
  if (existing) return existing;
  const customer = await callStripe('customer create', FAILED, () =>
    billing.stripe.customers.create(
      { email: user.email, name: user.name || undefined, metadata: { user_id: user.id } },
      { idempotencyKey: `leadscout-customer-${user.id}` },
    ),
  );
  await db
    .update(subscriptions)
    .set({ stripeCustomerId: customer.id })
    .where(eq(subscriptions.userId, user.id));
  return customer.id;
}

/** Refuses a second subscription for a team another owner already pays for (decision 110). */
async function refuseCoveredTeam(db: Db, scope: TeamScope): Promise<void> {
  const payerId = await payerOf(db, scope.teamId);
  if (!payerId || payerId === scope.userId) return;
  const [paid] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.userId, payerId))
    .limit(1);
  if (paid?.status === 'active')
    throw new AppError('ALREADY_SUBSCRIBED', 'This team is already covered by its owner’s subscription.');
}

/**
 * A Stripe Checkout session for the monthly plan of the signed-in person (an owner of the active team; the
 * route checks billing.manage): one subscription per person covers every team they own (decision 110), so the
 * founder price (while founder seats remain) and a first-time subscriber's trial (STRIPE_TRIAL_DAYS, with the
 * one-off STRIPE_PRICE_TRIAL_FEE charged at checkout) are once per person, whichever team they check out from.
 * With BILLING_PER_SEAT the quantity is their seat count (decision 111). Access itself starts only when the
 * webhook mirrors the new subscription.
 */
export async function createCheckoutSession(
  db: Db,
  billing: Billing,
  user: SessionUser,
  scope: TeamScope,
): Promise<TCheckoutResponse> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1);
  if (row?.stripeStatus && LIVE.has(row.stripeStatus)) {
    throw new AppError(
      'ALREADY_SUBSCRIBED',
      'You already have an active subscription. Manage it from Settings → Subscription.',
    );
  }
  await refuseCoveredTeam(db, scope);
  const customer = await ensureCustomer(db, billing, user, row?.stripeCustomerId ?? null);
  const founders = await countFounders(db, billing.founderSeats);
  const price =
    billing.prices.founder && founders.remaining > 0 ? billing.prices.founder : billing.prices.monthly;
  const firstSubscription = !row?.stripeSubscriptionId;
  const trialDays = firstSubscription ? billing.trialDays : 0;
  const quantity = billing.perSeat ? Math.max(1, (await payerCover(db, user.id)).seats) : 1;
  const lineItems = [{ price, quantity }];
  if (trialDays > 0 && billing.prices.trialFee)
    lineItems.push({ price: billing.prices.trialFee, quantity: 1 });

  const session = await callStripe('checkout session create', FAILED, () =>
    billing.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      line_items: lineItems,
      subscription_data: {
        metadata: { user_id: user.id },
        ...(trialDays > 0 && { trial_period_days: trialDays }),
      },
      metadata: { user_id: user.id },
      success_url: `${billing.appUrl}/dashboard/search?subscription=success`,
      cancel_url: `${billing.appUrl}/dashboard/settings?tab=subscription`,
    }),
  );
  return { url: session.url ?? null };
}

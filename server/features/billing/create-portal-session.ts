import { eq } from 'drizzle-orm';
import type { TPortalResponse } from '@contracts/billing';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Billing } from '../../integrations/stripe/billing-config';
import { callStripe } from '../../integrations/stripe/stripe-failure';

/** Stripe's customer portal for this user's own customer (manage card, cancel). */
export async function createPortalSession(
  db: Db,
  billing: Billing,
  userId: string,
): Promise<TPortalResponse> {
  const [row] = await db
    .select({ customer: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  if (!row?.customer) {
    throw new AppError('NO_BILLING_ACCOUNT', 'There is no subscription to manage yet. Subscribe first.');
  }
  const customer = row.customer;
  const session = await callStripe(
    'portal session create',
    'Failed to open the customer portal. Please try again.',
    () =>
      billing.stripe.billingPortal.sessions.create({
        customer,
        return_url: `${billing.appUrl}/dashboard/settings?tab=subscription`,
      }),
  );
  return { url: session.url };
}

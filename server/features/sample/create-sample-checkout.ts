import { eq } from 'drizzle-orm';
import { SAMPLE_OFFER } from '@contracts/sample';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { sampleSearches } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { Billing } from '../../integrations/stripe/billing-config';
import { requireBilling } from '../../integrations/stripe/billing-disabled';
import { callStripe } from '../../integrations/stripe/stripe-failure';

export const SAMPLE_CHECKOUT_FAILED = 'Failed to start checkout. Please try again.';

/**
 * create-sample-checkout: a Stripe Checkout session for the sample funnel's lifetime deal ($29.99/month), for the
 * sample's email. The sample's id travels in the metadata and comes back on the success URL, where the browser
 * asks to mark the sample upgraded. Uses STRIPE_PRICE_SAMPLE_LIFETIME, or describes the price inline.
 */
export async function createSampleCheckout(
  db: Db,
  billing: Billing | null,
  config: Pick<Config, 'STRIPE_PRICE_SAMPLE_LIFETIME'>,
  sampleSearchId: string,
): Promise<{ url: string }> {
  const stripe = requireBilling(billing);
  const [sample] = await db
    .select({ id: sampleSearches.id, email: sampleSearches.email })
    .from(sampleSearches)
    .where(eq(sampleSearches.id, sampleSearchId));
  if (!sample) throw notFound('Sample search');

  const lineItem = config.STRIPE_PRICE_SAMPLE_LIFETIME
    ? { price: config.STRIPE_PRICE_SAMPLE_LIFETIME, quantity: 1 }
    : {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: Math.round(SAMPLE_OFFER.lifetimePriceUsd * 100),
          recurring: { interval: 'month' as const },
          product_data: { name: 'LeadScout lifetime deal' },
        },
      };
  const back = `${stripe.appUrl}/sample-results?id=${sample.id}`;
  const session = await callStripe('sample checkout session create', SAMPLE_CHECKOUT_FAILED, () =>
    stripe.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: sample.email,
      line_items: [lineItem],
      metadata: { sample_search_id: sample.id },
      subscription_data: { metadata: { sample_search_id: sample.id, lifetime_deal: 'true' } },
      success_url: `${back}&upgraded=true&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: back,
    }),
  );
  if (!session.url) throw new AppError('UPSTREAM_ERROR', SAMPLE_CHECKOUT_FAILED);
  return { url: session.url };
}

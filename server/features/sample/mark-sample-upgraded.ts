import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sampleSearches } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { Billing } from '../../integrations/stripe/billing-config';
import { requireBilling } from '../../integrations/stripe/billing-disabled';
import { callStripe } from '../../integrations/stripe/stripe-failure';
import { attachSamplePayments, verifiedAccountFor } from './attach-sample-payments';

/**
 * After the lifetime-deal checkout returns (`upgraded=true&session_id=…`): marks the sample upgraded to paid once
 * Stripe confirms that this checkout session is complete and belongs to this sample, and keeps its Stripe customer
 * for the account that will prove the address (attach-sample-payments.ts). Idempotent: a second call keeps the
 * first time.
 */
export async function markSampleUpgraded(
  db: Db,
  billing: Billing | null,
  sampleSearchId: string,
  checkoutSessionId: string,
): Promise<{ upgradedAt: string }> {
  const [sample] = await db
    .select({ id: sampleSearches.id, email: sampleSearches.email })
    .from(sampleSearches)
    .where(eq(sampleSearches.id, sampleSearchId));
  if (!sample) throw notFound('Sample search');
  const stripe = requireBilling(billing);
  const session = await callStripe(
    'sample checkout session read',
    'Could not confirm the payment. Please try again.',
    () => stripe.stripe.checkout.sessions.retrieve(checkoutSessionId),
  );
  if (session.metadata?.sample_search_id !== sampleSearchId || session.status !== 'complete') {
    throw new AppError('PAYMENT_NOT_CONFIRMED', 'This checkout has not been paid for this sample.');
  }

  const customerId = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
  await db
    .update(sampleSearches)
    .set({ upgradedToPaid: true, upgradedAt: sql`now()`, stripeCustomerId: customerId })
    .where(and(eq(sampleSearches.id, sampleSearchId), eq(sampleSearches.upgradedToPaid, false)));
  // The person may already have an account with this address, verified (signed in or not): it gets the deal now.
  const owner = await verifiedAccountFor(db, sample.email);
  if (owner) await attachSamplePayments(db, billing, owner);
  const [row] = await db
    .select({ upgradedAt: sampleSearches.upgradedAt })
    .from(sampleSearches)
    .where(eq(sampleSearches.id, sampleSearchId));
  return { upgradedAt: row.upgradedAt!.toISOString() };
}

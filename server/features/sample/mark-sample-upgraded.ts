import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sampleSearches } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { Billing } from '../../integrations/stripe/billing-config';
import { requireBilling } from '../../integrations/stripe/billing-disabled';
import { callStripe } from '../../integrations/stripe/stripe-failure';

/**
 * After the lifetime-deal checkout returns (`upgraded=true&session_id=…`): marks the sample upgraded to paid once
 * Stripe confirms that this checkout session is complete and belongs to this sample. Idempotent: a second call
 * keeps the first time.
 */
export async function markSampleUpgraded(
  db: Db,
  billing: Billing | null,
  sampleSearchId: string,
  checkoutSessionId: string,
): Promise<{ upgradedAt: string }> {
  const [sample] = await db
    .select({ id: sampleSearches.id })
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

  await db
    .update(sampleSearches)
    .set({ upgradedToPaid: true, upgradedAt: sql`now()` })
    .where(and(eq(sampleSearches.id, sampleSearchId), eq(sampleSearches.upgradedToPaid, false)));
  const [row] = await db
    .select({ upgradedAt: sampleSearches.upgradedAt })
    .from(sampleSearches)
    .where(eq(sampleSearches.id, sampleSearchId));
  return { upgradedAt: row.upgradedAt!.toISOString() };
}

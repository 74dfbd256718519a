import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sampleSearches, subscriptions, user } from '../../db/schema';
import { logger } from '../../core/logger';
import type { Billing } from '../../integrations/stripe/billing-config';
import { syncStripeCustomer } from '../billing';

/**
 * Gives a paid sample lifetime deal to the account that owns its address: the sample's Stripe customer becomes
 * the account's, and its subscription is mirrored as for any subscriber (decision 098). Only an account whose
 * address is verified (the exact address the sample was run with) gets it; called when an address is verified
 * (link, or an account Google creates) and when a payment is confirmed for an address an account already proved.
 * An account that already has a Stripe customer of its own keeps it; the payment stays unattached and is logged.
 */
export async function attachSamplePayments(
  db: Db,
  billing: Billing | null,
  person: { id: string; email: string },
): Promise<number> {
  const email = person.email.toLowerCase();
  const [owner] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, person.id), eq(user.email, email), eq(user.emailVerified, true)));
  if (!owner) return 0;
  const paid = await db
    .select({ id: sampleSearches.id, customerId: sampleSearches.stripeCustomerId })
    .from(sampleSearches)
    .where(
      and(
        eq(sql`lower(${sampleSearches.email})`, email),
        eq(sampleSearches.upgradedToPaid, true),
        isNotNull(sampleSearches.stripeCustomerId),
        isNull(sampleSearches.attachedUserId),
      ),
    );
  let attached = 0;
  for (const sample of paid) {
    const linked = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(subscriptions)
        .set({ stripeCustomerId: sample.customerId, updatedAt: new Date() })
        .where(
          and(
            eq(subscriptions.userId, owner.id),
            sql`(${subscriptions.stripeCustomerId} is null or ${subscriptions.stripeCustomerId} = ${sample.customerId})`,
          ),
        )
        .returning({ userId: subscriptions.userId });
      if (!row) return false;
      await tx
        .update(sampleSearches)
        .set({ attachedUserId: owner.id, attachedAt: new Date() })
        .where(and(eq(sampleSearches.id, sample.id), isNull(sampleSearches.attachedUserId)));
      return true;
    });
    if (!linked) {
      logger.warn('paid sample not attached: the account already has another Stripe customer', {
        sampleSearchId: sample.id,
        userId: owner.id,
      });
      continue;
    }
    attached++;
    if (billing) await syncStripeCustomer(db, billing, sample.customerId!);
  }
  return attached;
}

/** The account that proved this address, if any (for a payment confirmed after the account was verified). */
export async function verifiedAccountFor(
  db: Db,
  email: string,
): Promise<{ id: string; email: string } | null> {
  const [found] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(and(eq(user.email, email.toLowerCase()), eq(user.emailVerified, true)))
    .limit(1);
  return found ?? null;
}

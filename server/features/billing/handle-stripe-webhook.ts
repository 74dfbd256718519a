import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { logger } from '../../core/logger';
import type { Billing } from '../../integrations/stripe/billing-config';
import { syncStripeCustomer, type SyncResult } from './sync-stripe-customer';

/** Events that can mean a customer's subscription changed; everything else is acknowledged and ignored. */
const TRIGGER_PREFIXES = ['customer.subscription.', 'checkout.session.', 'invoice.'];

function customerOf(object: unknown): string | null {
  if (!object || typeof object !== 'object') return null;
  const record = object as { object?: string; id?: string; customer?: string | { id: string } | null };
  if (record.object === 'customer') return record.id ?? null;
  const customer = record.customer;
  return typeof customer === 'string' ? customer : (customer?.id ?? null);
}

/**
 * POST /api/billing/webhook: verifies the signature on the raw body, then re-reads the event's customer from
 * Stripe. Answers 400 on a bad signature (Stripe shows it in the dashboard) and 5xx when the sync fails, so
 * Stripe retries.
 */
export async function handleStripeWebhook(
  db: Db,
  billing: Billing,
  rawBody: string,
  signature: string | undefined,
): Promise<{ received: true; eventId: string; result: SyncResult | 'ignored' }> {
  if (!signature) throw new AppError('INVALID_SIGNATURE', 'Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = await billing.stripe.webhooks.constructEventAsync(rawBody, signature, billing.webhookSecret);
  } catch (error) {
    logger.warn('stripe webhook signature rejected', { error: (error as Error).message });
    throw new AppError('INVALID_SIGNATURE', 'Webhook signature verification failed');
  }
  const customerId = customerOf(event.data.object);
  if (!customerId || !TRIGGER_PREFIXES.some((prefix) => event.type.startsWith(prefix))) {
    return { received: true, eventId: event.id, result: 'ignored' };
  }
  const result = await syncStripeCustomer(db, billing, customerId);
  return { received: true, eventId: event.id, result };
}

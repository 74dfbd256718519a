import { LRUCache } from 'lru-cache';
import type { TPlansResponse, TPrice } from '@contracts/billing';
import { TRIAL_LIMITS } from '@contracts/billing';
import type { Db } from '../../db/client';
import { logger } from '../../core/logger';
import type { Billing } from '../../integrations/stripe/billing-config';
import { countFounders } from './count-founders';

const PRICE_TTL_MS = 10 * 60_000;
/** Per Stripe configuration, by price id: the price, or null when Stripe could not say. */
const priceCaches = new WeakMap<Billing, LRUCache<string, { price: TPrice | null }>>();

/** A configured price as the pricing copy needs it; cached, and null (the copy's defaults) when Stripe cannot say. */
async function readPrice(billing: Billing, id: string | null): Promise<TPrice | null> {
  if (!id) return null;
  let priceCache = priceCaches.get(billing);
  if (!priceCache) priceCaches.set(billing, (priceCache = new LRUCache({ max: 16, ttl: PRICE_TTL_MS })));
  const cached = priceCache.get(id);
  if (cached) return cached.price;
  let price: TPrice | null = null;
  try {
    const found = await billing.stripe.prices.retrieve(id);
    price = {
      id: found.id,
      amount: (found.unit_amount ?? 0) / 100,
      currency: found.currency,
      interval: found.recurring?.interval ?? null,
    };
  } catch (error) {
    logger.warn('stripe price could not be read', { id, error: (error as Error).message });
  }
  priceCache.set(id, { price });
  return price;
}

/** GET /api/billing/plans: prices, trial and founder seats for every pricing surface. */
export async function getPlans(
  db: Db,
  billing: Billing | null,
  founderSeats: number,
): Promise<TPlansResponse> {
  const [monthly, founder, trialFee, seats] = await Promise.all([
    billing ? readPrice(billing, billing.prices.monthly) : null,
    billing ? readPrice(billing, billing.prices.founder) : null,
    billing ? readPrice(billing, billing.prices.trialFee) : null,
    countFounders(db, founderSeats),
  ]);
  return {
    billingEnabled: billing !== null,
    trialDays: billing?.trialDays ?? 7,
    trialLimits: { searches: TRIAL_LIMITS.searches, exports: TRIAL_LIMITS.exports },
    prices: { monthly, founder, trialFee },
    founderSeats: seats,
  };
}

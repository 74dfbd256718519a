import Stripe from 'stripe';
import type { Config } from '../../config';

/** Billing as configured: present only when STRIPE_SECRET_KEY is set (config.ts then requires a price and a webhook secret). */
export type Billing = {
  stripe: Stripe;
  webhookSecret: string;
  prices: { monthly: string; founder: string | null; trialFee: string | null };
  trialDays: number;
  founderSeats: number;
  /** BILLING_PER_SEAT: the subscription's quantity is the payer's seat count (decision 111). */
  perSeat: boolean;
  appUrl: string;
};

const cache = new WeakMap<Config, Billing | null>();

function stripeOptions(baseUrl: string | undefined): Stripe.StripeConfig {
  const common: Stripe.StripeConfig = {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'LeadScout' },
  };
  if (!baseUrl) return common;
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...common, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** The Stripe client and prices for this configuration, or null when billing is off. One per configuration. */
export function getBilling(config: Config): Billing | null {
  if (cache.has(config)) return cache.get(config)!;
  let billing: Billing | null = null;
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PRICE_MONTHLY && config.STRIPE_WEBHOOK_SECRET) {
    billing = {
      stripe: new Stripe(config.STRIPE_SECRET_KEY, stripeOptions(config.STRIPE_API_BASE_URL)),
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      prices: {
        monthly: config.STRIPE_PRICE_MONTHLY,
        founder: config.STRIPE_PRICE_FOUNDER ?? null,
        trialFee: config.STRIPE_PRICE_TRIAL_FEE ?? null,
      },
      trialDays: config.STRIPE_TRIAL_DAYS,
      founderSeats: config.FOUNDER_SEATS,
      perSeat: config.BILLING_PER_SEAT,
      appUrl: config.APP_URL.replace(/\/$/, ''),
    };
  }
  cache.set(config, billing);
  return billing;
}

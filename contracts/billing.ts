import { z } from 'zod';

/** What a trial subscriber may do (spec §9); enforced on the server from subscriptions.search_limit / export_limit. */
export const TRIAL_LIMITS = { searches: 50, exports: 5 } as const;

/** The browser re-reads the subscription check this often (spec §9). */
export const SUBSCRIPTION_POLL_MS = 60_000;

/**
 * The copy the product shows on each pricing surface (spec §1: separate surfaces, separate copy).
 * The settings and search-gate surfaces prefer the amounts of the configured Stripe prices when they can be read.
 */
export const PRICE_COPY = {
  dashboardBanner: { monthlyUsd: 79 },
  offer: {
    trialFeeUsd: 1,
    trialDays: 7,
    regularMonthlyUsd: 79,
    founderMonthlyUsd: 37,
    newPriceDate: 'Jan 1, 2026',
  },
} as const;

/** What a founder saves per year over the regular price ($504 with the spec's $79 and $37). */
export const founderYearlySaving = (regularMonthly: number, founderMonthly: number) =>
  Math.max(0, Math.round((regularMonthly - founderMonthly) * 12 * 100) / 100);

/**
 * The subscription check result (spec §3, "check-subscription"), with the spec's field names. Read from our
 * database only; Stripe changes reach it through the webhook.
 */
const ZSubscriptionCheck = z.object({
  subscribed: z.boolean(),
  product_id: z.string().nullable(),
  subscription_end: z.string().nullable(),
  is_in_trial: z.boolean(),
  trial_end_date: z.string().nullable(),
  is_founder: z.boolean(),
});
export type TSubscriptionCheck = z.infer<typeof ZSubscriptionCheck>;

/** GET /api/billing/subscription — the check result plus what the Subscription tab shows. */
export const ZSubscriptionStatus = ZSubscriptionCheck.extend({
  /** False when this server has no payment provider configured (STRIPE_SECRET_KEY unset). */
  billing_enabled: z.boolean(),
  plan_type: z.string().nullable(),
  search_limit: z.number().int().nullable(),
  export_limit: z.number().int().nullable(),
  searches_this_month: z.number().int(),
  exports_this_month: z.number().int(),
  /** A Stripe customer exists, so the customer portal can open. */
  has_billing_account: z.boolean(),
  /** Stripe's own status of the mirrored subscription (trialing, active, past_due, canceled…), null if none. */
  stripe_status: z.string().nullable(),
  /**
   * Teams (decision 110): the active team acts under the plan of its paying owner. Optional so that a check read
   * before teams still parses.
   */
  team: z
    .object({
      /** Who pays for this team; `is_you` when it is the signed-in person. */
      payer: z.object({ name: z.string(), email: z.string(), is_you: z.boolean() }).nullable(),
      /** The signed-in person may open checkout or the portal here (billing.manage: owners only). */
      can_manage: z.boolean(),
      /** Teams the subscription covers and the distinct people in them (seats). */
      teams_covered: z.number().int(),
      seats: z.number().int(),
      /** BILLING_PER_SEAT: the price is per seat and the quantity follows the seats (decision 111). */
      per_seat: z.boolean(),
      /** This team's share of the subscription's counts this month. */
      searches_this_month: z.number().int(),
      exports_this_month: z.number().int(),
    })
    .optional(),
});
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

/** The state before the first answer, after sign-out and after a failed check (spec §4). */
export const NOT_SUBSCRIBED: TSubscriptionStatus = {
  subscribed: false,
  product_id: null,
  subscription_end: null,
  is_in_trial: false,
  trial_end_date: null,
  is_founder: false,
  billing_enabled: false,
  plan_type: null,
  search_limit: null,
  export_limit: null,
  searches_this_month: 0,
  exports_this_month: 0,
  has_billing_account: false,
  stripe_status: null,
};

export const ZPrice = z.object({
  id: z.string(),
  /** In the currency's major unit (dollars), e.g. 79. */
  amount: z.number(),
  currency: z.string(),
  interval: z.string().nullable(),
});
export type TPrice = z.infer<typeof ZPrice>;

/** GET /api/billing/plans (public) — what the pricing surfaces need: prices, trial, founder seats. */
export const ZPlansResponse = z.object({
  billingEnabled: z.boolean(),
  trialDays: z.number().int(),
  trialLimits: z.object({ searches: z.number().int(), exports: z.number().int() }),
  prices: z.object({ monthly: ZPrice.nullable(), founder: ZPrice.nullable(), trialFee: ZPrice.nullable() }),
  /** "87 of 100 claimed": founders counted from the subscriptions table. */
  founderSeats: z.object({ total: z.number().int(), claimed: z.number().int(), remaining: z.number().int() }),
});
export type TPlansResponse = z.infer<typeof ZPlansResponse>;

/** POST /api/billing/checkout. `url` is null only if Stripe returned none ("No checkout URL returned"). */
export const ZCheckoutResponse = z.object({ url: z.string().nullable() });
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

/** POST /api/billing/portal */
export const ZPortalResponse = z.object({ url: z.string() });
export type TPortalResponse = z.infer<typeof ZPortalResponse>;

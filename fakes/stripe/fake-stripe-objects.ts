import { randomBytes } from 'node:crypto';

/** Stripe ids look like `cus_…`, `sub_…`; the fake's are random so two runs never collide. */
export const stripeId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export const DAY_SECONDS = 86_400;

export type TFakePrice = {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  product: string;
  nickname: string | null;
  lookup_key: string | null;
  type: 'recurring' | 'one_time';
  recurring: {
    interval: 'day' | 'week' | 'month' | 'year';
    interval_count: number;
    usage_type: 'licensed';
  } | null;
  livemode: false;
  metadata: Record<string, string>;
  created: number;
};

export function price(
  id: string,
  product: string,
  unitAmount: number,
  interval: 'month' | null,
  nickname: string,
): TFakePrice {
  return {
    id,
    object: 'price',
    active: true,
    currency: 'usd',
    unit_amount: unitAmount,
    product,
    nickname,
    lookup_key: null,
    type: interval ? 'recurring' : 'one_time',
    recurring: interval ? { interval, interval_count: 1, usage_type: 'licensed' } : null,
    livemode: false,
    metadata: {},
    created: nowSeconds(),
  };
}

/** The prices the fake knows out of the box; `fakes/stripe/main.ts` prints the matching STRIPE_PRICE_* settings. */
export const DEFAULT_PRICES: TFakePrice[] = [
  price('price_fake_monthly', 'prod_fake_leadscout', 7900, 'month', 'LeadScout monthly'),
  price('price_fake_founder', 'prod_fake_leadscout', 3700, 'month', 'LeadScout founder monthly'),
  price('price_fake_trial_fee', 'prod_fake_trial', 100, null, 'LeadScout first month'),
];

export type TFakeCustomer = {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type TFakeSubscriptionItem = {
  id: string;
  object: 'subscription_item';
  price: TFakePrice;
  quantity: number;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
  created: number;
  metadata: Record<string, string>;
};

export type TFakeSubscriptionStatus =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

export type TFakeSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: TFakeSubscriptionStatus;
  items: { object: 'list'; data: TFakeSubscriptionItem[]; has_more: false; total_count: number; url: string };
  created: number;
  start_date: number;
  trial_start: number | null;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  currency: string;
  metadata: Record<string, string>;
  livemode: false;
};

export type TFakeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: 'subscription' | 'payment' | 'setup';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
  created: number;
  expires_at: number;
  livemode: false;
  /** Not returned by Stripe here (it is `line_items`, expandable); kept for the Pay page. */
  line_items_input: { price: string; quantity: number }[];
  subscription_data: { trial_period_days: number | null; metadata: Record<string, string> };
};

export type TFakePortalSession = {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  url: string;
  created: number;
  livemode: false;
};

export type TStripeErrorBody = {
  error: { type: string; message: string; code?: string; param?: string; doc_url?: string };
};

/** A Stripe error response body (`{ error: { type, message, code?, param? } }`). */
export function stripeError(
  status: number,
  message: string,
  extra: { type?: string; code?: string; param?: string } = {},
): { status: number; body: TStripeErrorBody } {
  const type = extra.type ?? (status >= 500 ? 'api_error' : 'invalid_request_error');
  return {
    status,
    body: {
      error: {
        type,
        message,
        ...(extra.code && { code: extra.code }),
        ...(extra.param && { param: extra.param }),
      },
    },
  };
}

export const noSuch = (what: string, id: string, param = 'id') =>
  stripeError(404, `No such ${what}: '${id}'`, { code: 'resource_missing', param });

export const list = <T>(data: T[], url: string) => ({ object: 'list' as const, data, has_more: false, url });

import {
  nowSeconds,
  stripeError,
  stripeId,
  type TFakePrice,
  type TFakeSubscription,
  type TFakeSubscriptionItem,
  type TStripeErrorBody,
} from './fake-stripe-objects';
import { list, obj, str, type TStripeParams } from './stripe-form';

/** A pending invoice item, as Stripe creates one for a proration (`object: 'invoiceitem'`, `proration: true`). */
export type TFakeInvoiceItem = {
  id: string;
  object: 'invoiceitem';
  amount: number;
  currency: string;
  customer: string;
  date: number;
  description: string;
  period: { start: number; end: number };
  price: TFakePrice;
  proration: boolean;
  quantity: number;
  subscription: string;
  subscription_item: string;
  livemode: false;
};

const BEHAVIOURS = new Set(['create_prorations', 'none', 'always_invoice']);
const day = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * POST /v1/subscriptions/:id with `items[n][id]` + `items[n][quantity]` (or `[price]`), as Stripe applies it:
 * an item named by id changes, an item without an id is added (its price is then required). With
 * `proration_behavior` create_prorations (Stripe's default) or always_invoice, each changed item of a paid
 * (not trialing) subscription gets Stripe's two proration invoice items for the rest of the period: a credit
 * for the unused time at the old quantity and a charge for the remaining time at the new one, in whole cents.
 */
export function updateSubscriptionItems(
  sub: TFakeSubscription,
  params: TStripeParams,
  prices: Map<string, TFakePrice>,
): { error: { status: number; body: TStripeErrorBody } } | { prorations: TFakeInvoiceItem[] } {
  const behaviour = str(params.proration_behavior) ?? 'create_prorations';
  if (!BEHAVIOURS.has(behaviour))
    return {
      error: stripeError(400, `Invalid proration_behavior: must be one of ${[...BEHAVIOURS].join(', ')}`, {
        param: 'proration_behavior',
      }),
    };
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired')
    return {
      error: stripeError(
        400,
        `A canceled subscription can only update its cancellation_details and metadata.`,
      ),
    };
  const at = Number(str(params.proration_date) ?? nowSeconds());
  const changes: { item: TFakeSubscriptionItem; before: number }[] = [];
  for (const [i, raw] of list(params.items).entries()) {
    const input = obj(raw);
    const id = str(input.id);
    const quantity = str(input.quantity);
    if (quantity !== undefined && !/^\d+$/.test(quantity))
      return { error: stripeError(400, 'Invalid integer: ' + quantity, { param: `items[${i}][quantity]` }) };
    const priceId = str(input.price);
    if (priceId !== undefined && !prices.has(priceId))
      return {
        error: stripeError(400, `No such price: '${priceId}'`, {
          code: 'resource_missing',
          param: `items[${i}][price]`,
        }),
      };
    if (id) {
      const item = sub.items.data.find((existing) => existing.id === id);
      if (!item)
        return {
          error: stripeError(400, `No such subscription item: '${id}'`, {
            code: 'resource_missing',
            param: `items[${i}][id]`,
          }),
        };
      changes.push({ item, before: item.quantity });
      if (quantity !== undefined) item.quantity = Number(quantity);
      if (priceId) item.price = structuredClone(prices.get(priceId)!);
      continue;
    }
    if (!priceId)
      return {
        error: stripeError(400, 'Missing required param: items[' + i + '][price].', {
          code: 'parameter_missing',
          param: `items[${i}][price]`,
        }),
      };
    const first = sub.items.data[0];
    const added: TFakeSubscriptionItem = {
      id: stripeId('si'),
      object: 'subscription_item',
      price: structuredClone(prices.get(priceId)!),
      quantity: Number(quantity ?? 1),
      subscription: sub.id,
      current_period_start: first?.current_period_start ?? at,
      current_period_end: first?.current_period_end ?? at,
      created: at,
      metadata: {},
    };
    sub.items.data.push(added);
    sub.items.total_count = sub.items.data.length;
    changes.push({ item: added, before: 0 });
  }
  const prorate = behaviour !== 'none' && sub.status !== 'trialing';
  const prorations: TFakeInvoiceItem[] = [];
  for (const { item, before } of changes) {
    if (!prorate || item.quantity === before) continue;
    const { current_period_start: start, current_period_end: end } = item;
    const share = end > start ? Math.max(0, Math.min(1, (end - at) / (end - start))) : 0;
    const unit = item.price.unit_amount;
    const line = (quantity: number, sign: 1 | -1, words: string): TFakeInvoiceItem => ({
      id: stripeId('ii'),
      object: 'invoiceitem',
      amount: sign * Math.round(quantity * unit * share),
      currency: item.price.currency,
      customer: sub.customer,
      date: at,
      description: `${words} ${quantity} × ${item.price.nickname ?? item.price.id} after ${day(at)}`,
      period: { start: at, end },
      price: structuredClone(item.price),
      proration: true,
      quantity,
      subscription: sub.id,
      subscription_item: item.id,
      livemode: false,
    });
    if (before > 0) prorations.push(line(before, -1, 'Unused time on'));
    prorations.push(line(item.quantity, 1, 'Remaining time on'));
  }
  return { prorations };
}

import type Stripe from 'stripe';
import { NO_ACCESS, type PlanAccess, TRIAL_ACCESS, UNLIMITED_ACCESS } from '../entitlements';

/** What we copy from a Stripe subscription into our subscriptions row. */
export type StripeMirror = {
  stripeSubscriptionId: string;
  stripePriceId: string | null;
  stripeProductId: string | null;
  stripeStatus: string;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  isFounder: boolean;
};

export type SubscriptionState = PlanAccess & StripeMirror;

/** Stripe statuses that keep access: paid, trialing, or paid late while Stripe retries the card. */
const LIVE_STATUSES = new Set<Stripe.Subscription.Status>(['active', 'trialing', 'past_due']);

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The subscription that decides access: the newest live one, else the newest of any status. */
export function pickCurrentSubscription(subscriptions: Stripe.Subscription[]): Stripe.Subscription | null {
  const newestFirst = [...subscriptions].sort((a, b) => b.created - a.created);
  return newestFirst.find((s) => LIVE_STATUSES.has(s.status)) ?? newestFirst[0] ?? null;
}

/** Access and mirrored fields for one Stripe subscription; the same input always gives the same state. */
export function toSubscriptionState(
  subscription: Stripe.Subscription,
  founderPriceId: string | null,
): SubscriptionState {
  const items = subscription.items.data;
  const item = items.find((i) => i.price.recurring) ?? items[0];
  const periodEnds = items.map((i) => i.current_period_end).filter((n) => typeof n === 'number');
  const access =
    subscription.status === 'trialing'
      ? TRIAL_ACCESS
      : LIVE_STATUSES.has(subscription.status)
        ? UNLIMITED_ACCESS
        : NO_ACCESS;
  return {
    ...access,
    stripeSubscriptionId: subscription.id,
    stripePriceId: item?.price.id ?? null,
    stripeProductId: idOf(item?.price.product),
    stripeStatus: subscription.status,
    currentPeriodEnd: toDate(periodEnds.length ? Math.max(...periodEnds) : null),
    trialEnd: toDate(subscription.trial_end),
    isFounder: founderPriceId !== null && items.some((i) => i.price.id === founderPriceId),
  };
}

/** True when the stored mirror already says what Stripe says, so a replayed or stale event changes nothing. */
export function sameMirror(
  stored: { [K in keyof StripeMirror]: StripeMirror[K] | null },
  next: StripeMirror,
): boolean {
  const time = (d: Date | null) => d?.getTime() ?? null;
  return (
    stored.stripeSubscriptionId === next.stripeSubscriptionId &&
    stored.stripePriceId === next.stripePriceId &&
    stored.stripeProductId === next.stripeProductId &&
    stored.stripeStatus === next.stripeStatus &&
    time(stored.currentPeriodEnd) === time(next.currentPeriodEnd) &&
    time(stored.trialEnd) === time(next.trialEnd) &&
    stored.isFounder === next.isFounder
  );
}

import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { pickCurrentSubscription, sameMirror, toSubscriptionState } from './to-subscription-state';

function subscription(
  status: Stripe.Subscription.Status,
  overrides: Partial<Record<string, unknown>> = {},
): Stripe.Subscription {
  return {
    id: `sub_${status}`,
    status,
    created: 1_000,
    trial_end: null,
    items: {
      data: [
        {
          price: { id: 'price_monthly', product: 'prod_1', recurring: { interval: 'month' } },
          current_period_end: 2_000,
        },
      ],
    },
    ...overrides,
  } as unknown as Stripe.Subscription;
}

describe('toSubscriptionState', () => {
  it('gives a trial its limits and its end date', () => {
    const state = toSubscriptionState(subscription('trialing', { trial_end: 1_600 }), 'price_founder');
    expect(state).toMatchObject({
      status: 'active',
      planType: 'trial',
      searchLimit: 50,
      exportLimit: 5,
      isFounder: false,
    });
    expect(state.trialEnd).toEqual(new Date(1_600_000));
    expect(state.currentPeriodEnd).toEqual(new Date(2_000_000));
    expect(state.stripeProductId).toBe('prod_1');
  });

  it('makes active and past_due unlimited, everything else no access', () => {
    for (const status of ['active', 'past_due'] as const) {
      expect(toSubscriptionState(subscription(status), null)).toMatchObject({
        status: 'active',
        planType: 'unlimited',
        searchLimit: null,
      });
    }
    for (const status of ['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const) {
      expect(toSubscriptionState(subscription(status), null)).toMatchObject({
        status: 'inactive',
        planType: null,
        searchLimit: 0,
        exportLimit: 0,
      });
    }
  });

  it('marks founders by the configured founder price only', () => {
    const founder = subscription('active', {
      items: {
        data: [
          { price: { id: 'price_founder', product: { id: 'prod_1' }, recurring: {} }, current_period_end: 5 },
        ],
      },
    });
    expect(toSubscriptionState(founder, 'price_founder')).toMatchObject({
      isFounder: true,
      stripeProductId: 'prod_1',
    });
    expect(toSubscriptionState(founder, null).isFounder).toBe(false);
    expect(toSubscriptionState(founder, 'price_other').isFounder).toBe(false);
  });
});

describe('pickCurrentSubscription', () => {
  it('prefers the newest live subscription over a newer cancelled one', () => {
    const live = subscription('active', { id: 'live', created: 10 });
    const cancelled = subscription('canceled', { id: 'old', created: 20 });
    expect(pickCurrentSubscription([cancelled, live])?.id).toBe('live');
    expect(
      pickCurrentSubscription([cancelled, subscription('canceled', { id: 'older', created: 5 })])?.id,
    ).toBe('old');
    expect(pickCurrentSubscription([])).toBeNull();
  });
});

describe('sameMirror', () => {
  it('compares dates by time and notices any changed field', () => {
    const state = toSubscriptionState(subscription('trialing', { trial_end: 1_600 }), null);
    expect(sameMirror({ ...state, trialEnd: new Date(1_600_000) }, state)).toBe(true);
    expect(sameMirror({ ...state, stripeStatus: 'active' }, state)).toBe(false);
    expect(sameMirror({ ...state, currentPeriodEnd: null }, state)).toBe(false);
  });
});

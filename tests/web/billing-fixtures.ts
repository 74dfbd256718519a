/** Billing answers for component tests (serve them with `stubApi({ routes })` from tests/web/stub-api.ts). */
import { NOT_SUBSCRIBED, type TPlansResponse, type TSubscriptionStatus } from '@contracts/billing';

export function makeStatus(overrides: Partial<TSubscriptionStatus> = {}): TSubscriptionStatus {
  return { ...NOT_SUBSCRIBED, billing_enabled: true, ...overrides };
}

export function makePlans(overrides: Partial<TPlansResponse> = {}): TPlansResponse {
  return {
    billingEnabled: true,
    trialDays: 7,
    trialLimits: { searches: 50, exports: 5 },
    prices: {
      monthly: { id: 'price_m', amount: 79, currency: 'usd', interval: 'month' },
      founder: { id: 'price_f', amount: 37, currency: 'usd', interval: 'month' },
      trialFee: { id: 'price_t', amount: 1, currency: 'usd', interval: null },
    },
    founderSeats: { total: 100, claimed: 87, remaining: 13 },
    ...overrides,
  };
}

/** A promise the test resolves when it wants the stubbed call to answer. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

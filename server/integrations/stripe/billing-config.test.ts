import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { getBilling } from './billing-config';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PRICE_MONTHLY: 'price_m',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('billing configuration', () => {
  it('is off without STRIPE_SECRET_KEY', () => {
    expect(getBilling(loadConfig({}))).toBeNull();
    expect(getBilling(loadConfig({ STRIPE_SECRET_KEY: '' }))).toBeNull();
  });

  it('needs a monthly price and a webhook secret once a key is set', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_PRICE_MONTHLY: required when STRIPE_SECRET_KEY is set/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_MONTHLY: 'p' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('reads prices, trial and seats, and points the SDK at STRIPE_API_BASE_URL', () => {
    const billing = getBilling(
      loadConfig({
        ...STRIPE,
        STRIPE_API_BASE_URL: 'http://127.0.0.1:4030',
        STRIPE_TRIAL_DAYS: '0',
        FOUNDER_SEATS: '5',
      }),
    )!;
    expect(billing).toMatchObject({
      prices: { monthly: 'price_m', founder: null, trialFee: null },
      trialDays: 0,
      founderSeats: 5,
      appUrl: 'http://localhost:3000',
    });
    const defaults = getBilling(loadConfig(STRIPE))!;
    expect(defaults).toMatchObject({ trialDays: 7, founderSeats: 100 });
    // The SDK keeps its resolved host settings here (not part of its public types).
    const settings = (
      billing.stripe as unknown as { _api: { host: string; port: string | number; protocol: string } }
    )._api;
    expect(settings).toMatchObject({ host: '127.0.0.1', port: '4030', protocol: 'http' });
  });
});

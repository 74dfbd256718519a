import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TGoogleConfig, TGoogleRequestReport } from './google-config';
import { validateKey } from './validate-key';

let fake: TFakeGoogle;
const config = (apiKey: string, reports: TGoogleRequestReport[] = []): TGoogleConfig => ({
  placesBaseUrl: fake.url,
  geocodingBaseUrl: fake.url,
  pageSpeedBaseUrl: fake.url,
  apiKey,
  onRequest: (r) => reports.push(r),
});

beforeAll(async () => {
  fake = await startFakeGoogle();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('validateKey', () => {
  it('accepts a working key with a free IDs-only search', async () => {
    const reports: TGoogleRequestReport[] = [];
    await expect(validateKey(config('KEY', reports))).resolves.toEqual({ valid: true });
    expect(fake.requests[0]).toMatchObject({
      fieldMask: 'places.id',
      sku: 'TEXT_SEARCH_IDS_ONLY',
      billable: false,
    });
    expect(reports).toEqual([{ sku: 'TEXT_SEARCH_IDS_ONLY', billable: false, status: 200 }]);
  });

  it.each([
    ['KEY_INVALID', 'API_KEY_INVALID'],
    ['KEY_PLACES_DISABLED', 'PLACES_API_DISABLED'],
    ['KEY_BILLING', 'BILLING_DISABLED'],
  ])('rejects key "%s" as %s', async (apiKey, kind) => {
    const result = await validateKey(config(apiKey));
    expect(result.valid).toBe(false);
    expect(result).toMatchObject({ error: { kind } });
  });
});

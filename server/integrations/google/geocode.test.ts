import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { geocode } from './geocode';
import type { TGoogleConfig, TGoogleRequestReport } from './google-config';

let fake: TFakeGoogle;
const config = (apiKey: string, reports: TGoogleRequestReport[] = []): TGoogleConfig => ({
  placesBaseUrl: fake.url,
  geocodingBaseUrl: fake.url,
  pageSpeedBaseUrl: fake.url,
  apiKey,
  onRequest: (r) => reports.push(r),
  retry: { baseDelayMs: 1 },
});

beforeAll(async () => {
  fake = await startFakeGoogle();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('geocode', () => {
  it('returns the location, the viewport as low/high and the formatted address', async () => {
    const reports: TGoogleRequestReport[] = [];
    const result = await geocode(config('KEY', reports), 'Austin, TX');
    expect(result.formattedAddress).toBe('Austin, TX, USA');
    expect(result.location).toEqual({ latitude: 30.2672, longitude: -97.7431 });
    expect(result.viewport.low.latitude).toBeLessThan(result.viewport.high.latitude);
    expect(result.viewport.low.longitude).toBeLessThan(result.viewport.high.longitude);
    expect(reports).toEqual([{ sku: 'GEOCODING', billable: true, status: 200 }]);
    expect(fake.requests[0].body).toEqual({ address: 'Austin, TX', key: 'KEY' });
  });

  it('maps ZERO_RESULTS to LOCATION_NOT_FOUND', async () => {
    await expect(geocode(config('KEY'), 'nowhere at all')).rejects.toMatchObject({
      kind: 'LOCATION_NOT_FOUND',
      title: 'Search Failed',
    });
  });

  it('maps "not authorized to use this API" to GEOCODING_API_DISABLED with Google\'s message', async () => {
    await expect(geocode(config('KEY_GEOCODING_DISABLED'), 'Austin')).rejects.toMatchObject({
      kind: 'GEOCODING_API_DISABLED',
      title: 'Geocoding API Not Enabled',
      message: 'This API project is not authorized to use this API.',
    });
  });

  it.each([
    ['KEY_INVALID', 'API_KEY_INVALID'],
    ['', 'API_KEY_MISSING'],
    ['KEY_BILLING', 'BILLING_DISABLED'],
    ['KEY_DAILY', 'DAILY_QUOTA_EXCEEDED'],
  ])('maps the refusal for key "%s" to %s, unbilled', async (apiKey, kind) => {
    const reports: TGoogleRequestReport[] = [];
    await expect(geocode(config(apiKey, reports), 'Austin')).rejects.toMatchObject({ kind });
    expect(reports).toEqual([{ sku: 'GEOCODING', billable: false, status: 200 }]);
  });

  it('maps a missing address (HTTP 400) to INVALID_REQUEST', async () => {
    await expect(geocode(config('KEY'), '  ')).rejects.toMatchObject({
      kind: 'INVALID_REQUEST',
      httpStatus: 400,
    });
  });
});

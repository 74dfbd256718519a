import { fakePageSpeedAnswer } from '@fakes/google/handle-run-pagespeed';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TGoogleConfig, TGoogleRequestReport } from './google-config';
import { runPageSpeed } from './run-pagespeed';
import { toPageSpeed } from './to-page-speed';

let fake: TFakeGoogle;
const config = (apiKey: string, reports: TGoogleRequestReport[] = []): TGoogleConfig => ({
  placesBaseUrl: fake.url,
  geocodingBaseUrl: fake.url,
  pageSpeedBaseUrl: fake.url,
  apiKey,
  onRequest: (r) => reports.push(r),
  retry: { baseDelayMs: 1 },
});
const NOW = new Date('2026-03-02T10:00:00.000Z');
const now = () => NOW;

/** The first of the fake's pages that has (or lacks) field data. */
function pageWith(field: boolean): string {
  for (let i = 0; ; i++) {
    const url = `https://shop-${i}.example/`;
    if (Boolean(fakePageSpeedAnswer(url, 'mobile', NOW).loadingExperience?.metrics) === field) return url;
  }
}

beforeAll(async () => {
  fake = await startFakeGoogle();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('runPageSpeed', () => {
  it('asks for the mobile performance category with the key, and reads the answer; a free request', async () => {
    const reports: TGoogleRequestReport[] = [];
    const url = pageWith(true);
    const speed = await runPageSpeed(config('KEY', reports), url, { now });
    expect(speed).toEqual(toPageSpeed(fakePageSpeedAnswer(url, 'mobile', NOW), NOW));
    expect(speed.field).not.toBeNull();
    expect(speed.performance).toBeGreaterThanOrEqual(0);
    expect(reports).toEqual([{ sku: 'PAGESPEED_INSIGHTS', billable: false, status: 200 }]);
    expect(fake.requests[0]).toMatchObject({
      method: 'GET',
      path: '/pagespeedonline/v5/runPagespeed',
      body: { url, strategy: 'mobile', category: 'performance', key: 'KEY' },
    });
  });

  it('has no field data for a page Google has too few visits of', async () => {
    expect((await runPageSpeed(config('KEY'), pageWith(false), { now })).field).toBeNull();
  });

  it.each([
    ['an invalid key', 'INVALID-KEY', 'API_KEY_INVALID'],
    ['a project without the API', 'PAGESPEED_DISABLED-KEY', 'PAGESPEED_API_DISABLED'],
    ['a key restricted to Places', 'PLACES_ONLY-KEY', 'PAGESPEED_API_DISABLED'],
    ["the day's quota spent", 'DAILY-KEY', 'DAILY_QUOTA_EXCEEDED'],
  ])('refuses %s for good (%s → %s), after one request', async (_, key, kind) => {
    const reports: TGoogleRequestReport[] = [];
    await expect(runPageSpeed(config(key, reports), pageWith(true))).rejects.toMatchObject({
      kind,
      isRetryable: false,
    });
    expect(reports).toHaveLength(1);
  });

  it('retries a rate limit (429) and gets the answer', async () => {
    const reports: TGoogleRequestReport[] = [];
    const speed = await runPageSpeed(config('QUOTA_ONCE-KEY', reports), pageWith(false));
    expect(speed.performance).not.toBeNull();
    expect(reports.map((r) => r.status)).toEqual([429, 200]);
  });

  it('reports a rate limit that lasts as retryable, for the queue to try later', async () => {
    await expect(
      runPageSpeed({ ...config('QUOTA-KEY'), retry: { maxAttempts: 1 } }, pageWith(false)),
    ).rejects.toMatchObject({ kind: 'QUOTA_EXCEEDED', httpStatus: 429, isRetryable: true });
  });

  it("maps Google's 400 for a URL it refuses to INVALID_REQUEST", async () => {
    await expect(runPageSpeed(config('KEY'), 'ftp://files.example/')).rejects.toMatchObject({
      kind: 'INVALID_REQUEST',
      httpStatus: 400,
      isRetryable: false,
      googleMessage: expect.stringContaining('Values must match the following regular expression'),
    });
  });

  it('does not retry a page Lighthouse could not load, though Google answers 500', async () => {
    const reports: TGoogleRequestReport[] = [];
    await expect(runPageSpeed(config('KEY', reports), 'https://gone.invalid/')).rejects.toMatchObject({
      kind: 'PAGE_NOT_LOADED',
      httpStatus: 500,
      isRetryable: false,
    });
    expect(reports).toHaveLength(1);
  });
});

import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { geocode } from './geocode';
import { GoogleBudgetSpent, type TGoogleConfig, type TGoogleRequestReport } from './google-config';
import { textSearchPage } from './text-search-page';

let fake: TFakeGoogle;
const config = (apiKey: string, overrides: Partial<TGoogleConfig> = {}): TGoogleConfig => ({
  placesBaseUrl: fake.url,
  geocodingBaseUrl: fake.url,
  pageSpeedBaseUrl: fake.url,
  apiKey,
  retry: { baseDelayMs: 1 },
  ...overrides,
});
const search = (cfg: TGoogleConfig) => textSearchPage(cfg, { textQuery: 'plumber in Austin' });

beforeAll(async () => {
  fake = await startFakeGoogle();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('retries', () => {
  it('retries a 429 per-minute quota and succeeds, waiting as long as RetryInfo says (0.3 s)', async () => {
    const reports: TGoogleRequestReport[] = [];
    const started = performance.now();
    const page = await search(config('KEY_QUOTA_ONCE', { onRequest: (r) => reports.push(r) }));
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(page.places).toHaveLength(20);
    expect(reports).toEqual([
      { sku: 'TEXT_SEARCH_ENTERPRISE', billable: false, status: 429 },
      { sku: 'TEXT_SEARCH_ENTERPRISE', billable: true, status: 200 },
    ]);
  });

  it('retries a 503 with exponential backoff and succeeds', async () => {
    const page = await search(config('KEY_UNAVAILABLE_ONCE'));
    expect(page.places).toHaveLength(20);
    expect(fake.requests.map((r) => r.status)).toEqual([503, 200]);
  });

  it('gives up after three tries and reports the quota error', async () => {
    const error = await search(config('KEY_QUOTA')).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'QUOTA_EXCEEDED', title: 'Search Failed' });
    expect(fake.requests).toHaveLength(3);
  });

  it('does not wait longer than maxDelayMs: a long RetryInfo fails at once', async () => {
    const error = await search(config('KEY_QUOTA', { retry: { baseDelayMs: 1, maxDelayMs: 100 } })).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'QUOTA_EXCEEDED' });
    expect(fake.requests).toHaveLength(1);
  });

  it('never retries a per-day quota or a 4xx', async () => {
    await expect(search(config('KEY_DAILY'))).rejects.toMatchObject({ kind: 'DAILY_QUOTA_EXCEEDED' });
    await expect(search(config('KEY_INVALID'))).rejects.toMatchObject({ kind: 'API_KEY_INVALID' });
    expect(fake.requests).toHaveLength(2);
  });

  it('retries the Geocoding API rate limit too', async () => {
    const result = await geocode(config('KEY_QUOTA_ONCE'), 'Austin, TX');
    expect(result.formattedAddress).toBe('Austin, TX, USA');
    expect(fake.requests.map((r) => r.path)).toEqual(['/maps/api/geocode/json', '/maps/api/geocode/json']);
  });

  it('turns a network failure into a retried UPSTREAM error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const reports: TGoogleRequestReport[] = [];
    const error = await search(
      config('KEY', { placesBaseUrl: `http://127.0.0.1:${port}`, onRequest: (r) => reports.push(r) }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'UPSTREAM', httpStatus: 0, title: 'Search Failed' });
    expect(reports).toEqual(Array(3).fill({ sku: 'TEXT_SEARCH_ENTERPRISE', billable: false, status: 0 }));
  });
});

describe('request budget', () => {
  it('sends no more attempts than the budget allows, retries included', async () => {
    const budget = { left: 2 };
    expect((await search(config('AIzaSyTEST-key-000000000000000000abcd', { budget }))).places).toHaveLength(
      20,
    );
    await expect(search(config('KEY_UNAVAILABLE_ONCE', { budget }))).rejects.toBeInstanceOf(
      GoogleBudgetSpent,
    );
    expect(fake.requests.map((r) => r.status)).toEqual([200, 503]);
    expect(budget.left).toBe(0);
  });
});

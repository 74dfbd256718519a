import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TGoogleConfig, TGoogleRequestReport } from './google-config';
import { GoogleApiError } from './google-api-error';
import { PLACE_FIELDS } from './places-wire';
import { textSearchPage } from './text-search-page';

let fake: TFakeGoogle;
const config = (apiKey: string, reports: TGoogleRequestReport[] = []): TGoogleConfig => ({
  placesBaseUrl: fake.url,
  geocodingBaseUrl: fake.url,
  pageSpeedBaseUrl: fake.url,
  apiKey,
  onRequest: (report) => reports.push(report),
  retry: { baseDelayMs: 1 },
});

beforeAll(async () => {
  fake = await startFakeGoogle({ websiteFor: (b) => `https://${b.slug}.example` });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('textSearchPage', () => {
  it('asks for every stored field plus nextPageToken, and includes service-area businesses', async () => {
    await textSearchPage(config('KEY'), { textQuery: 'plumber in Austin, TX' });
    const [request] = fake.requests;
    expect(request.fieldMask?.split(',').sort()).toEqual(
      [...PLACE_FIELDS.map((f) => `places.${f}`), 'nextPageToken'].sort(),
    );
    expect(request.body).toEqual({
      textQuery: 'plumber in Austin, TX',
      pageSize: 20,
      includePureServiceAreaBusinesses: true,
    });
  });

  it('returns normalised places with phones, websites and ratings', async () => {
    const page = await textSearchPage(config('KEY'), { textQuery: 'plumber in Austin, TX' });
    expect(page.places).toHaveLength(20);
    expect(page.nextPageToken).toBeTruthy();
    const withAddress = page.places.find((p) => p.address);
    expect(withAddress).toMatchObject({
      city: 'Austin',
      state: 'TX',
      country: 'US',
      zipCode: expect.stringMatching(/^787\d\d$/),
    });
    expect(page.places.some((p) => p.website?.endsWith('.example'))).toBe(true);
    expect(page.places.every((p) => p.businessName && p.googlePlaceId.startsWith('ChIJ'))).toBe(true);
  });

  it("pages with nextPageToken, repeating the query, up to Google's 60-result cap", async () => {
    const query = { textQuery: 'dentist in Chicago' };
    const ids = new Set<string>();
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await textSearchPage(config('KEY'), { ...query, pageToken });
      page.places.forEach((p) => ids.add(p.googlePlaceId));
      pageToken = page.nextPageToken;
      pages++;
    } while (pageToken);
    expect(pages).toBe(3);
    expect(ids.size).toBe(60);
    expect(fake.requests.map((r) => (r.body as { textQuery: string }).textQuery)).toEqual(
      Array(3).fill(query.textQuery),
    );
  });

  it('is refused when the page token belongs to another query', async () => {
    const first = await textSearchPage(config('KEY'), { textQuery: 'dentist in Chicago' });
    const error = await textSearchPage(config('KEY'), {
      textQuery: 'dentist in Denver',
      pageToken: first.nextPageToken,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GoogleApiError);
    expect(error).toMatchObject({ kind: 'INVALID_REQUEST', httpStatus: 400 });
  });

  it('keeps only places inside a locationRestriction rectangle', async () => {
    const rectangle = {
      low: { latitude: 30.25, longitude: -97.76 },
      high: { latitude: 30.3, longitude: -97.72 },
    };
    const page = await textSearchPage(config('KEY'), {
      textQuery: 'plumber',
      locationRestriction: { rectangle },
    });
    const located = page.places.filter((p) => p.latitude !== null);
    expect(located.length).toBeGreaterThan(0);
    for (const p of located) {
      expect(p.latitude).toBeGreaterThanOrEqual(rectangle.low.latitude);
      expect(p.latitude).toBeLessThanOrEqual(rectangle.high.latitude);
      expect(p.longitude).toBeGreaterThanOrEqual(rectangle.low.longitude);
      expect(p.longitude).toBeLessThanOrEqual(rectangle.high.longitude);
    }
  });

  it('reports each request as billable at the Enterprise SKU', async () => {
    const reports: TGoogleRequestReport[] = [];
    await textSearchPage(config('KEY', reports), { textQuery: 'plumber in Austin' });
    expect(reports).toEqual([{ sku: 'TEXT_SEARCH_ENTERPRISE', billable: true, status: 200 }]);
  });

  it.each([
    ['BAD_INVALID_KEY', 'API_KEY_INVALID', 'Google API Key Required'],
    ['', 'API_KEY_MISSING', 'Google API Key Required'],
    ['KEY_PLACES_DISABLED', 'PLACES_API_DISABLED', 'Search Failed'],
    ['KEY_BILLING', 'BILLING_DISABLED', 'Search Failed'],
    ['KEY_DAILY', 'DAILY_QUOTA_EXCEEDED', 'Search Failed'],
  ])('maps the fake\'s refusal for key "%s" to %s', async (apiKey, kind, title) => {
    const reports: TGoogleRequestReport[] = [];
    const error = await textSearchPage(config(apiKey, reports), { textQuery: 'plumber in Austin' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind, title });
    expect(reports.every((r) => !r.billable)).toBe(true);
  });
});

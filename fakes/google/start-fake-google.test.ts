import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TLatLng } from '@server/integrations/google/places-wire';
import { isInside } from './fake-cities';
import { createFakeWorld } from './fake-world';
import { startFakeGoogle, type TFakeGoogle } from './start-fake-google';

let fake: TFakeGoogle;
const FULL_MASK = 'places.id,places.displayName,places.websiteUri,nextPageToken';

async function searchText(
  body: unknown,
  { key = 'KEY', mask = FULL_MASK }: { key?: string; mask?: string | null } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Goog-Api-Key': key };
  if (mask !== null) headers['X-Goog-FieldMask'] = mask;
  const response = await fetch(`${fake.url}/v1/places:searchText`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- arbitrary Google JSON in assertions
}
async function geocode(params: Record<string, string>) {
  const response = await fetch(`${fake.url}/maps/api/geocode/json?${new URLSearchParams(params)}`);
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- arbitrary Google JSON in assertions
}

beforeAll(async () => {
  fake = await startFakeGoogle({ websiteFor: (b) => `https://${b.slug}.example/` });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('fake Text Search', () => {
  it('requires a field mask', async () => {
    const { status, body } = await searchText({ textQuery: 'plumber in Austin' }, { mask: null });
    expect(status).toBe(400);
    expect(body.error.status).toBe('INVALID_ARGUMENT');
    expect(body.error.message).toMatch(/^FieldMask is a required parameter/);
  });

  it('rejects unknown field paths and spaces in the mask', async () => {
    const unknown = await searchText({ textQuery: 'plumber in Austin' }, { mask: 'places.id,places.foo' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe("Cannot find matching fields for path 'places.foo'.");
    const spaced = await searchText(
      { textQuery: 'plumber in Austin' },
      { mask: 'places.id, places.displayName' },
    );
    expect(spaced.status).toBe(400);
  });

  it('returns only the masked fields', async () => {
    const { body } = await searchText(
      { textQuery: 'plumber in Austin' },
      { mask: 'places.id,places.displayName' },
    );
    expect(body.places).toHaveLength(20);
    for (const place of body.places) expect(Object.keys(place).sort()).toEqual(['displayName', 'id']);
    expect(body.nextPageToken).toBeUndefined();
  });

  it('logs the SKU and whether the request is billable', async () => {
    await searchText({ textQuery: 'plumber in Austin' }, { mask: 'places.id' });
    await searchText({ textQuery: 'plumber in Austin' }, { mask: 'places.id,places.displayName' });
    await searchText({ textQuery: 'plumber in Austin' });
    await searchText({ textQuery: 'plumber in Austin' }, { mask: null });
    expect(fake.requests.map((r) => [r.sku, r.billable, r.status])).toEqual([
      ['TEXT_SEARCH_IDS_ONLY', false, 200],
      ['TEXT_SEARCH_PRO', true, 200],
      ['TEXT_SEARCH_ENTERPRISE', true, 200],
      [null, false, 400],
    ]);
    expect(fake.requests[2]).toMatchObject({ path: '/v1/places:searchText', fieldMask: FULL_MASK });
  });

  it('pages by 20 up to 60 results, the token valid only for the same parameters', async () => {
    const query = { textQuery: 'dentist in Chicago' };
    const first = await searchText(query);
    const second = await searchText({ ...query, pageToken: first.body.nextPageToken, pageSize: 20 });
    const third = await searchText({ ...query, pageToken: second.body.nextPageToken });
    expect([first, second, third].map((p) => p.body.places.length)).toEqual([20, 20, 20]);
    expect(third.body.nextPageToken).toBeUndefined();
    const ids = new Set(
      [first, second, third].flatMap((p) => p.body.places.map((x: { id: string }) => x.id)),
    );
    expect(ids.size).toBe(60);

    const other = await searchText({ textQuery: 'dentist in Denver', pageToken: first.body.nextPageToken });
    expect(other.status).toBe(400);
    const garbage = await searchText({ ...query, pageToken: 'not-a-token' });
    expect(garbage.status).toBe(400);
  });

  it('clamps pageSize above 20 and refuses a negative one', async () => {
    expect((await searchText({ textQuery: 'dentist in Chicago', pageSize: 50 })).body.places).toHaveLength(
      20,
    );
    expect((await searchText({ textQuery: 'dentist in Chicago', pageSize: 5 })).body.places).toHaveLength(5);
    expect((await searchText({ textQuery: 'dentist in Chicago', pageSize: -1 })).status).toBe(400);
  });

  it('answers {} when nothing matches', async () => {
    const { status, body } = await searchText({ textQuery: 'plumber in nowhere' });
    expect(status).toBe(200);
    expect(body).toEqual({});
  });

  it('filters by locationRestriction.rectangle and refuses it together with locationBias', async () => {
    const rectangle = {
      low: { latitude: 30.2, longitude: -97.8 },
      high: { latitude: 30.25, longitude: -97.7 },
    };
    const { body } = await searchText(
      { textQuery: 'plumber', locationRestriction: { rectangle } },
      { mask: 'places.id,places.location' },
    );
    expect(body.places.length).toBeGreaterThan(0);
    for (const { location } of body.places) {
      expect(location.latitude).toBeGreaterThanOrEqual(30.2);
      expect(location.latitude).toBeLessThanOrEqual(30.25);
    }
    const both = await searchText({
      textQuery: 'plumber',
      locationRestriction: { rectangle },
      locationBias: { rectangle },
    });
    expect(both.status).toBe(400);
    const inverted = await searchText({
      textQuery: 'plumber',
      locationRestriction: { rectangle: { low: rectangle.high, high: rectangle.low } },
    });
    expect(inverted.status).toBe(400);
  });

  /** Every page of a query (following nextPageToken), with the IDs-only mask unless told. */
  async function allPages(body: Record<string, unknown>, mask = 'places.id,nextPageToken') {
    const places: { id: string; businessStatus?: string; openingDate?: unknown }[] = [];
    let pageToken: string | undefined;
    do {
      const page = await searchText({ ...body, pageToken }, { mask });
      expect(page.status).toBe(200);
      places.push(...(page.body.places ?? []));
      pageToken = page.body.nextPageToken;
    } while (pageToken);
    return places;
  }

  it('keeps exactly the places inside the rectangle, free with the IDs-only mask, over up to three pages', async () => {
    const world = createFakeWorld('1');
    const austin = world.locate('Austin')!;
    const insideOf = (rectangle: { low: TLatLng; high: TLatLng }) =>
      world
        .businesses('dentist', austin)
        .filter((b) => isInside(b.location, rectangle))
        .sort((a, b) => b.prominence - a.prominence)
        .map((b) => b.id);
    const query = (rectangle: { low: TLatLng; high: TLatLng }) =>
      allPages({
        textQuery: 'dentist',
        locationRestriction: { rectangle },
        includePureServiceAreaBusinesses: true,
      });

    const downtown = {
      low: { latitude: 30.2, longitude: -97.8 },
      high: { latitude: 30.33, longitude: -97.68 },
    };
    expect(insideOf(downtown).length).toBeGreaterThan(60);
    expect((await query(downtown)).map((p) => p.id)).toEqual(insideOf(downtown).slice(0, 60));
    expect(fake.requests.map((r) => [r.sku, r.billable])).toEqual(
      Array(3).fill(['TEXT_SEARCH_IDS_ONLY', false]),
    );

    const corner = {
      low: { latitude: 30.3, longitude: -97.75 },
      high: { latitude: 30.34, longitude: -97.7 },
    };
    expect(insideOf(corner).length).toBeGreaterThan(0);
    expect(insideOf(corner).length).toBeLessThan(60);
    expect((await query(corner)).map((p) => p.id)).toEqual(insideOf(corner));
  });

  it('answers places opening soon only when asked, with their opening date', async () => {
    const world = createFakeWorld('1');
    const [soon] = world.openingSoon('dentist', world.locate('Austin')!);
    const around = (includeFutureOpeningBusinesses?: boolean) =>
      allPages(
        {
          textQuery: 'dentist',
          locationRestriction: { rectangle: { low: soon.location, high: soon.location } },
          includeFutureOpeningBusinesses,
        },
        'places.id,places.businessStatus,places.openingDate,nextPageToken',
      );
    expect((await around()).some((p) => p.id === soon.id)).toBe(false);
    expect((await around(true)).find((p) => p.id === soon.id)).toMatchObject({
      businessStatus: 'FUTURE_OPENING',
      openingDate: { year: expect.any(Number), month: expect.any(Number), day: expect.any(Number) },
    });
  });

  it('leaves out pure service-area businesses unless asked, and gives them no address or location', async () => {
    const mask = 'places.id,places.formattedAddress,places.location,places.addressComponents';
    const all = async (includePureServiceAreaBusinesses: boolean) => {
      const places: Record<string, unknown>[] = [];
      let pageToken: string | undefined;
      do {
        const { body } = await searchText(
          {
            textQuery: 'plumber in Austin',
            includePureServiceAreaBusinesses,
            ...(pageToken && { pageToken }),
          },
          { mask },
        );
        places.push(...body.places);
        pageToken = body.nextPageToken;
      } while (pageToken);
      return places;
    };
    const withSab = (await all(true)).filter((p) => !p.formattedAddress);
    expect(withSab.length).toBeGreaterThan(0);
    expect(withSab.every((p) => !p.location && p.addressComponents)).toBe(true);
    expect((await all(false)).every((p) => p.formattedAddress && p.location)).toBe(true);
  });

  it('refuses unknown body fields', async () => {
    const { status, body } = await searchText({
      textQuery: 'plumber in Austin',
      includePureServiceAreaBusiness: true,
    });
    expect(status).toBe(400);
    expect(body.error.message).toContain('Unknown name "includePureServiceAreaBusiness"');
  });

  it.each([
    ['', 403, 'PERMISSION_DENIED', undefined],
    ['KEY_INVALID', 400, 'INVALID_ARGUMENT', 'API_KEY_INVALID'],
    ['KEY_PLACES_DISABLED', 403, 'PERMISSION_DENIED', 'SERVICE_DISABLED'],
    ['KEY_BILLING', 403, 'PERMISSION_DENIED', 'BILLING_DISABLED'],
    ['KEY_QUOTA', 429, 'RESOURCE_EXHAUSTED', 'RATE_LIMIT_EXCEEDED'],
    ['KEY_DAILY', 429, 'RESOURCE_EXHAUSTED', 'RATE_LIMIT_EXCEEDED'],
  ])('refuses key "%s" with %i %s %s', async (key, code, status, reason) => {
    const { status: httpStatus, body } = await searchText({ textQuery: 'plumber in Austin' }, { key });
    expect(httpStatus).toBe(code);
    expect(body.error).toMatchObject({ code, status });
    expect(body.error.details?.find((d: { reason?: string }) => d.reason)?.reason).toBe(reason);
  });

  it('fails *_ONCE keys only on their first request, until reset', async () => {
    expect((await searchText({ textQuery: 'plumber in Austin' }, { key: 'K_QUOTA_ONCE' })).status).toBe(429);
    expect((await searchText({ textQuery: 'plumber in Austin' }, { key: 'K_QUOTA_ONCE' })).status).toBe(200);
    fake.reset();
    expect((await searchText({ textQuery: 'plumber in Austin' }, { key: 'K_QUOTA_ONCE' })).status).toBe(429);
  });
});

describe('fake Geocoding', () => {
  it('answers a city with its viewport in snake_case', async () => {
    const { status, body } = await geocode({ address: 'Austin, TX', key: 'KEY' });
    expect(status).toBe(200);
    expect(body.status).toBe('OK');
    expect(body.results[0]).toMatchObject({
      formatted_address: 'Austin, TX, USA',
      geometry: { location: { lat: 30.2672, lng: -97.7431 }, viewport: { northeast: expect.any(Object) } },
    });
    expect(fake.requests[0]).toMatchObject({ sku: 'GEOCODING', billable: true });
  });

  it('gives any other address a deterministic city and "nowhere" no result', async () => {
    const first = await geocode({ address: 'Springfield, IL', key: 'KEY' });
    const again = await geocode({ address: 'Springfield, IL', key: 'KEY' });
    expect(first.body.results[0].formatted_address).toBe('Springfield, IL, USA');
    expect(again.body).toEqual(first.body);
    expect((await geocode({ address: 'nowhere', key: 'KEY' })).body).toEqual({
      results: [],
      status: 'ZERO_RESULTS',
    });
  });

  it.each([
    ['', 'REQUEST_DENIED', /must use an API key/],
    ['KEY_INVALID', 'REQUEST_DENIED', /provided API key is invalid/],
    ['KEY_GEOCODING_DISABLED', 'REQUEST_DENIED', /not authorized to use this API/],
    ['KEY_DAILY', 'OVER_QUERY_LIMIT', /daily/],
  ])('refuses key "%s" with %s', async (key, status, message) => {
    const { body } = await geocode({ address: 'Austin', ...(key && { key }) });
    expect(body.status).toBe(status);
    expect(body.error_message).toMatch(message);
  });

  it('answers INVALID_REQUEST with HTTP 400 without an address', async () => {
    const { status, body } = await geocode({ key: 'KEY' });
    expect(status).toBe(400);
    expect(body.status).toBe('INVALID_REQUEST');
  });
});

async function runPagespeed(params: Record<string, string>) {
  const response = await fetch(`${fake.url}/pagespeedonline/v5/runPagespeed?${new URLSearchParams(params)}`);
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- arbitrary Google JSON in assertions
}

describe('fake PageSpeed Insights', () => {
  const page = (i: number) => ({ url: `https://shop-${i}.example/`, strategy: 'mobile', key: 'KEY' });

  it('answers a Lighthouse result: the same for one page, field data for some pages only', async () => {
    const answers = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => runPagespeed(page(i))));
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect(body.kind).toBe('pagespeedonline#result');
      expect(body.lighthouseResult.configSettings.formFactor).toBe('mobile');
      expect(body.lighthouseResult.categories.performance.score).toBeGreaterThanOrEqual(0);
      expect(body.lighthouseResult.categories.performance.score).toBeLessThanOrEqual(1);
      expect(body.lighthouseResult.audits['largest-contentful-paint'].numericUnit).toBe('millisecond');
      expect(body.lighthouseResult.audits['cumulative-layout-shift'].numericUnit).toBe('unitless');
      expect(body.lighthouseResult.audits['total-blocking-time'].displayValue).toMatch(/ms$/);
    }
    const withField = answers.filter((a) => a.body.loadingExperience.metrics);
    expect(withField.length).toBeGreaterThan(0);
    expect(withField.length).toBeLessThan(answers.length);
    expect(withField[0].body.loadingExperience.metrics.LARGEST_CONTENTFUL_PAINT_MS).toMatchObject({
      percentile: expect.any(Number),
      category: expect.stringMatching(/^(FAST|AVERAGE|SLOW)$/),
    });
    expect(answers.find((a) => !a.body.loadingExperience.metrics)!.body.loadingExperience).toEqual({
      initial_url: expect.any(String),
    });
    const again = await runPagespeed(page(3));
    expect(again.body.lighthouseResult.audits).toEqual(answers[3].body.lighthouseResult.audits);
    expect(fake.requests.at(-1)).toMatchObject({ sku: 'PAGESPEED_INSIGHTS', billable: false, status: 200 });
  });

  it("refuses a missing or non-http URL with Google's 400 and its legacy errors list", async () => {
    const missing = await runPagespeed({ key: 'KEY' });
    expect(missing.status).toBe(400);
    const { status, body } = await runPagespeed({ url: 'mailto:owner@shop.example', key: 'KEY' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: 400,
      status: 'INVALID_ARGUMENT',
      message: expect.stringMatching(/^Invalid value 'mailto:owner@shop.example'/),
      errors: [{ domain: 'global', reason: 'invalidParameter', location: 'url', locationType: 'parameter' }],
    });
    expect((await runPagespeed({ ...page(1), strategy: 'tablet' })).status).toBe(400);
  });

  it.each([
    ['INVALID-KEY', 400, 'API_KEY_INVALID'],
    ['PAGESPEED_DISABLED-KEY', 403, 'SERVICE_DISABLED'],
    ['PLACES_ONLY-KEY', 403, 'API_KEY_SERVICE_BLOCKED'],
    ['QUOTA-KEY', 429, 'RATE_LIMIT_EXCEEDED'],
  ])('refuses key %s with %i %s for pagespeedonline.googleapis.com', async (key, code, reason) => {
    const { status, body } = await runPagespeed({ ...page(1), key });
    expect(status).toBe(code);
    expect(body.error.details[0]).toMatchObject({
      reason,
      metadata: { service: 'pagespeedonline.googleapis.com' },
    });
    expect(body.error.errors).toHaveLength(1);
  });

  it('cannot load a page under .invalid: Lighthouse’s error as a 500', async () => {
    const { status, body } = await runPagespeed({ ...page(1), url: 'https://gone.invalid/' });
    expect(status).toBe(500);
    expect(body.error.message).toMatch(/^Lighthouse returned error: FAILED_DOCUMENT_REQUEST/);
    expect(body.error.errors[0]).toMatchObject({ domain: 'lighthouse', reason: 'lighthouseUserFacingError' });
  });
});

describe('fake server', () => {
  it('delays every answer by latencyMs', async () => {
    const slow = await startFakeGoogle({ latencyMs: 150 });
    try {
      const started = performance.now();
      await fetch(`${slow.url}/maps/api/geocode/json?address=Austin&key=KEY`);
      expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    } finally {
      await slow.close();
    }
  });

  it('answers other paths with 404 NOT_FOUND', async () => {
    const response = await fetch(`${fake.url}/v1/places/ChIJ123`);
    expect(response.status).toBe(404);
  });
});

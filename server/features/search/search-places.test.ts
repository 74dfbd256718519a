import type { TPlaceLead } from '@contracts/places';
import { createFakeWorld } from '@fakes/google/fake-world';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TGoogleConfig, TGoogleRequestReport } from '../../integrations/google/google-config';
import { newSearchCursor } from './search-cursor';
import { searchPlaces, type TSearchPlacesRequest } from './search-places';

let fake: TFakeGoogle;
const config = (reports: TGoogleRequestReport[] = [], apiKey = 'KEY'): TGoogleConfig => ({
  placesBaseUrl: fake.url,
  geocodingBaseUrl: fake.url,
  pageSpeedBaseUrl: fake.url,
  apiKey,
  onRequest: (r) => reports.push(r),
  retry: { baseDelayMs: 1 },
});

async function collect(request: Partial<TSearchPlacesRequest>, cfg = config()) {
  const batches: TPlaceLead[][] = [];
  const search = {
    niche: 'plumber',
    location: 'Austin, TX',
    limit: 50,
    knownPlaceIds: new Set<string>(),
    ...request,
  };
  for await (const batch of searchPlaces(cfg, search)) batches.push(batch);
  const places = batches.flat();
  return { batches, places, ids: new Set(places.map((p) => p.googlePlaceId)) };
}
const billable = () => fake.requests.filter((r) => r.billable);
const paths = () => fake.requests.map((r) => r.path);

beforeAll(async () => {
  fake = await startFakeGoogle();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('searchPlaces', () => {
  it('finds 50 leads with the first three pages and no geocode', async () => {
    const reports: TGoogleRequestReport[] = [];
    const { batches, ids } = await collect({ limit: 50 }, config(reports));
    expect(ids.size).toBe(50);
    expect(batches.map((b) => b.length)).toEqual([20, 20, 10]);
    expect(billable()).toHaveLength(3);
    expect(reports.filter((r) => r.billable)).toHaveLength(3);
    expect(paths()).not.toContain('/maps/api/geocode/json');
    expect(fake.requests.map((r) => (r.body as { textQuery: string }).textQuery)).toEqual(
      Array(3).fill('plumber in Austin, TX'),
    );
  });

  it('finds 100 unique leads in a dense area with at most 12 billable requests', async () => {
    const { places, ids } = await collect({ niche: 'dentist', location: 'New York', limit: 100 });
    expect(places).toHaveLength(100);
    expect(ids.size).toBe(100);
    expect(billable().length).toBeLessThanOrEqual(12);
    expect(paths().filter((p) => p === '/maps/api/geocode/json')).toHaveLength(1);
  });

  it('geocodes only after the first query came back full, then searches quarters of the viewport by niche', async () => {
    await collect({ limit: 100 });
    expect(paths().slice(0, 4)).toEqual([
      '/v1/places:searchText',
      '/v1/places:searchText',
      '/v1/places:searchText',
      '/maps/api/geocode/json',
    ]);
    const cellQuery = fake.requests[4].body as { textQuery: string; locationRestriction: unknown };
    expect(cellQuery.textQuery).toBe('plumber');
    expect(cellQuery.locationRestriction).toEqual({
      rectangle: expect.objectContaining({ low: expect.anything() }),
    });
  });

  it('splits again only where a quarter is full, and finds every place of the area', async () => {
    const { ids } = await collect({ limit: 1000 });
    const total = 246; // plumbers the fake world (seed 1) has in Austin, less the 5 closed for good
    expect(ids.size).toBe(total);
    const rectangles = fake.requests
      .map((r) => r.body as { locationRestriction?: { rectangle: unknown }; pageToken?: string })
      .filter((b) => b.locationRestriction && !b.pageToken);
    expect(rectangles.length).toBeGreaterThan(4);
    expect(rectangles.length).toBeLessThan(4 + 16);
  });

  it('never hands out a place closed for good; temporarily closed ones still come', async () => {
    const world = createFakeWorld('1');
    const closed = world
      .businesses('plumber', world.locate('Austin, TX')!)
      .filter((b) => b.businessStatus === 'CLOSED_PERMANENTLY');
    expect(closed.length).toBeGreaterThan(0);
    const { places, ids } = await collect({ limit: 1000 });
    expect(closed.some((b) => ids.has(b.id))).toBe(false);
    expect(places.some((p) => p.businessStatus === 'CLOSED_TEMPORARILY')).toBe(true);
  });

  it('stops when a query is not full: a rare niche costs one request and no geocode', async () => {
    const { places } = await collect({ niche: 'rare violin maker', location: 'Austin', limit: 100 });
    expect(places).toHaveLength(8);
    expect(paths()).toEqual(['/v1/places:searchText']);
  });

  it('skips known places and does not count them towards the limit', async () => {
    const first = await collect({ limit: 20 });
    fake.reset();
    const { places } = await collect({ limit: 20, knownPlaceIds: first.ids });
    expect(places).toHaveLength(20);
    expect(places.some((p) => first.ids.has(p.googlePlaceId))).toBe(false);
    expect(billable()).toHaveLength(2);
  });

  it('never yields a place twice, though quarters return places the first query already gave', async () => {
    const { places, ids } = await collect({ limit: 120 });
    expect(places).toHaveLength(ids.size);
    const cellPlaces = fake.requests.filter(
      (r) => (r.body as { locationRestriction?: unknown }).locationRestriction,
    );
    expect(cellPlaces.length).toBeGreaterThan(0);
  });

  it('ends quietly when the location cannot be geocoded after the first query', async () => {
    const zeroResults = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ results: [], status: 'ZERO_RESULTS' }));
    });
    await new Promise<void>((resolve) => zeroResults.listen(0, '127.0.0.1', resolve));
    const { port } = zeroResults.address() as AddressInfo;
    try {
      const cfg = { ...config(), geocodingBaseUrl: `http://127.0.0.1:${port}` };
      const { places } = await collect({ limit: 100 }, cfg);
      expect(places).toHaveLength(60);
      expect(fake.requests).toHaveLength(3);
    } finally {
      zeroResults.close();
    }
  });

  it('searches any business when the niche is empty', async () => {
    const { places } = await collect({ niche: '', location: 'Denver', limit: 80 });
    expect(places).toHaveLength(80);
    expect((fake.requests[0].body as { textQuery: string }).textQuery).toBe('Denver');
    expect((fake.requests.at(-1)?.body as { textQuery: string }).textQuery).toBe('businesses');
  });

  it('passes Google errors on', async () => {
    await expect(collect({ limit: 50 }, config([], 'KEY_PLACES_DISABLED'))).rejects.toMatchObject({
      kind: 'PLACES_API_DISABLED',
    });
  });

  it('surfaces a disabled Geocoding API when more than 60 places are wanted', async () => {
    const batches: TPlaceLead[][] = [];
    const search = searchPlaces(config([], 'KEY_GEOCODING_DISABLED'), {
      niche: 'plumber',
      location: 'Austin',
      limit: 100,
      knownPlaceIds: new Set(),
    });
    await expect(
      (async () => {
        for await (const batch of search) batches.push(batch);
      })(),
    ).rejects.toMatchObject({ kind: 'GEOCODING_API_DISABLED' });
    expect(batches.flat()).toHaveLength(60);
  });

  it('continues from a saved cursor: 50, then Get More to 70 and 100, without paying for known pages again', async () => {
    const cursor = newSearchCursor('plumber', 'Austin, TX');
    const known = new Set<string>();
    let total = 0;
    for (const [limit, maxBillable] of [
      [50, 3],
      [20, 3],
      [30, 3],
    ] as const) {
      fake.reset();
      const { places } = await collect({ limit, knownPlaceIds: new Set(known), cursor });
      expect(places).toHaveLength(limit);
      places.forEach((p) => {
        expect(known.has(p.googlePlaceId)).toBe(false);
        known.add(p.googlePlaceId);
      });
      expect(billable().length).toBeLessThanOrEqual(maxBillable);
      total += billable().length;
    }
    expect(known.size).toBe(100);
    expect(total).toBeLessThanOrEqual(9);
  });

  it('hands out spare places from the last page before asking Google again', async () => {
    const cursor = newSearchCursor('plumber', 'Austin, TX');
    await collect({ limit: 30, cursor });
    expect(cursor.spares).toHaveLength(10);
    fake.reset();
    const { places } = await collect({ limit: 10, cursor });
    expect(places).toHaveLength(10);
    expect(fake.requests).toHaveLength(0);
  });
});

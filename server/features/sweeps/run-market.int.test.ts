import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZSweep, ZSweepEstimate } from '@contracts/sweeps';
import { isInside, viewportOf } from '@fakes/google/fake-cities';
import { nicheKey } from '@fakes/google/fake-niches';
import { createFakeWorld } from '@fakes/google/fake-world';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { businessResults, searchHistory } from '../../db/schema';
import type { EnrichLead } from '../../app-deps';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { subscribe, userIdOf } from '../../../tests/seed-leads';
import { runSweep } from './run-sweep';

const world = createFakeWorld('1');
const niches = ['dentist', 'orthodontist'];
const locations = ['Leeds, England', 'Bradford, England'];

/** The fake world's open places of every niche in every location's viewport: what the market must save. */
const truth = () =>
  new Set(
    locations.flatMap((location) => {
      const viewport = viewportOf(world.locate(location)!);
      return niches.flatMap((niche) =>
        world
          .citiesIn(viewport)
          .flatMap((city) => world.sweepPlaces(nicheKey(niche), city))
          .filter((b) => isInside(b.location, viewport) && b.businessStatus !== 'CLOSED_PERMANENTLY')
          .map((b) => b.id),
      );
    }),
  );

describe.skipIf(postgresSkipped())(`a market of business types × locations on ${testDbKind()}`, () => {
  let t: TestApp;
  let google: TFakeGoogle;
  let owner: string;
  const enrichLead: EnrichLead = async () => ({ enrichmentStatus: 'done', leadScore: 42 });

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp(
      { GOOGLE_PLACES_API_BASE_URL: google.url, GOOGLE_GEOCODING_API_BASE_URL: google.url },
      { enrichLead },
    );
    owner = await t.signUp('market-runner@example.com');
    await subscribe(t.db, await userIdOf(t.db, 'market-runner@example.com'));
    await t.request('/api/api-keys/google', {
      method: 'PUT',
      cookie: owner,
      body: { apiKey: 'AIzaSyTEST-market-run-000000000000abcd' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });
  beforeEach(() => google.reset());

  it('counts, prices and saves every pair as one, each place once', async () => {
    const estimated = await t.request('/api/markets/estimate', {
      cookie: owner,
      body: { niches, locations },
    });
    expect(estimated.status).toBe(200);
    const estimate = ZSweepEstimate.parse(await estimated.json());
    expect(estimate.pairs.map((p) => [p.query, p.location])).toEqual([
      ['dentist', 'Leeds, England'],
      ['orthodontist', 'Leeds, England'],
      ['dentist', 'Bradford, England'],
      ['orthodontist', 'Bradford, England'],
    ]);
    const expected = truth();
    const pairSum = estimate.pairs.reduce((sum, p) => sum + p.places, 0);
    // Orthodontists share places with dentists, and Leeds's viewport overlaps Bradford's: counted once.
    expect(estimate.places).toBeLessThan(pairSum);
    expect(estimate.places).toBeGreaterThanOrEqual(expected.size);
    const textSearches = google.requests.filter((r) => r.sku?.startsWith('TEXT_SEARCH'));
    expect(textSearches.some((r) => r.billable)).toBe(false);
    // Each location is geocoded once, whatever the number of business types.
    expect(google.requests.filter((r) => !r.sku?.startsWith('TEXT_SEARCH'))).toHaveLength(2);

    google.reset();
    const res = await t.request('/api/markets', {
      cookie: owner,
      body: { niches: [...niches, 'Dentist'], locations, budget: { dollars: 10 } },
    });
    expect(res.status).toBe(201);
    const market = ZSweep.parse(await res.json());
    expect(market).toMatchObject({
      kind: 'market',
      query: 'dentist, orthodontist',
      location: 'Leeds, England; Bradford, England',
      placesFound: estimate.places,
    });
    expect(market.pairs).toHaveLength(4);

    await runSweep(t.deps, market.id);
    const done = ZSweep.parse(await (await t.request(`/api/sweeps/${market.id}`, { cookie: owner })).json());
    const leads = await t.db
      .select({ placeId: businessResults.googlePlaceId })
      .from(businessResults)
      .innerJoin(searchHistory, eq(searchHistory.id, businessResults.searchId))
      .where(eq(searchHistory.sweepId, market.id));
    const saved = leads.map((l) => l.placeId);
    expect(new Set(saved).size).toBe(saved.length);
    expect(new Set(saved)).toEqual(expected);
    expect(done).toMatchObject({ status: 'completed', requestsSpent: estimate.billableRequests });
    expect(done.pairs.every((p) => p.cellsDone === p.cells)).toBe(true);
    const [part] = done.searches;
    const [search] = await t.db.select().from(searchHistory).where(eq(searchHistory.id, part.id));
    expect(search.location).toBe('Leeds, England; Bradford, England — market, part 1');
  });

  it('refuses a market with too many business types, or none, with the reason', async () => {
    const tooMany = await t.request('/api/markets/estimate', {
      cookie: owner,
      body: { niches: ['a', 'b', 'c', 'd', 'e', 'f'], locations },
    });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(await tooMany.json())).toContain('A market has at most 5 business types');
    const none = await t.request('/api/markets', {
      cookie: owner,
      body: { niches, locations: [], budget: { dollars: 1 } },
    });
    expect(none.status).toBe(400);
    expect(JSON.stringify(await none.json())).toContain('Add at least one location');
    expect(google.requests).toEqual([]);
  });
});

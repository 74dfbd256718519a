import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isInside, viewportOf } from '@fakes/google/fake-cities';
import { nicheKey } from '@fakes/google/fake-niches';
import { createFakeWorld } from '@fakes/google/fake-world';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import type { TGoogleConfig } from '../../integrations/google/google-config';
import type { TRectangle } from '../../integrations/google/places-wire';
import { quadrants, shorterSideMetres } from '../../integrations/google/rectangles';
import { AppError } from '../../lib/app-error';
import { EXPLORE_CONCURRENCY, MAX_EXPLORE_REQUESTS, exploreArea } from './explore-area';

const world = createFakeWorld('1');
const austin = viewportOf(world.locate('Austin, TX')!);

/** The ground truth: the ids of every place of the niche inside the rectangle, from the fake world itself. */
const placesIn = (query: string, rectangle: TRectangle) =>
  new Set(
    world
      .citiesIn(rectangle)
      .flatMap((city) => world.sweepPlaces(nicheKey(query), city))
      .filter((b) => isInside(b.location, rectangle))
      .map((b) => b.id),
  );

const key = (r: TRectangle) => JSON.stringify(r);

let fake: TFakeGoogle;
const google = (apiKey = 'AIzaSyTEST-sweeps'): TGoogleConfig => ({
  placesBaseUrl: fake.url,
  geocodingBaseUrl: fake.url,
  pageSpeedBaseUrl: fake.url,
  apiKey,
});
/** The rectangle of each query the fake was asked (first pages only). */
const queried = () =>
  fake.requests
    .map((r) => r.body as { locationRestriction: { rectangle: TRectangle }; pageToken?: string })
    .filter((b) => !b.pageToken)
    .map((b) => b.locationRestriction.rectangle);

beforeAll(async () => {
  fake = await startFakeGoogle();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());
afterEach(() => vi.restoreAllMocks());

describe('exploreArea', () => {
  it('counts exactly the places of the area, without a billed request', async () => {
    const truth = placesIn('restaurants', austin);
    expect(truth.size).toBeGreaterThan(250);
    const explored = await exploreArea(google(), { query: 'restaurants', rectangle: austin });
    expect(explored.placeCount).toBe(truth.size);
    expect(new Set(explored.cells.flatMap((c) => c.placeIds))).toEqual(truth);
    expect(explored.isComplete).toBe(true);
    expect(explored.requests).toBe(fake.requests.length);
    expect(fake.requests.every((r) => r.status === 200 && r.sku === 'TEXT_SEARCH_IDS_ONLY')).toBe(true);
    expect(fake.requests.some((r) => r.billable)).toBe(false);
  });

  it('splits a cell only when its query was full, and its cells tile the area', async () => {
    const explored = await exploreArea(google(), { query: 'restaurants', rectangle: austin });
    const asked = new Set(queried().map(key));
    for (const cell of queried()) {
      const isSplit = quadrants(cell).every((q) => asked.has(key(q)));
      expect({ cell, isSplit }).toEqual({ cell, isSplit: placesIn('restaurants', cell).size >= 60 });
    }
    expect(queried().length).toBeGreaterThan(1 + 4);
    const cells = explored.cells.map((c) => c.rectangle);
    expect(cells.every((r) => asked.has(key(r)))).toBe(true);
    for (const cell of explored.cells)
      expect(new Set(cell.placeIds)).toEqual(placesIn('restaurants', cell.rectangle));
    const area = (r: TRectangle) => (r.high.latitude - r.low.latitude) * (r.high.longitude - r.low.longitude);
    expect(cells.reduce((sum, r) => sum + area(r), 0)).toBeCloseTo(area(austin), 10);
    expect(explored.cells.every((c) => c.placeIds.length < 60)).toBe(true);
  });

  it('reads neighbouring cells that fit one query together, so fetching them takes fewer pages', async () => {
    const explored = await exploreArea(google(), { query: 'restaurants', rectangle: austin });
    const asked = queried().map(key);
    const quarters = new Set(queried().flatMap((cell) => quadrants(cell).map(key)));
    const leaves = queried().filter(
      (cell) => quarters.has(key(cell)) && !quadrants(cell).some((q) => asked.includes(key(q))),
    );
    const merged = explored.cells.filter((cell) => !quarters.has(key(cell.rectangle)));
    expect(merged.length).toBeGreaterThan(0);
    expect(merged.every((cell) => cell.placeIds.length <= 60)).toBe(true);
    const pages = (places: number) => Math.ceil(places / 20);
    const leafPages = leaves.reduce((sum, cell) => sum + pages(placesIn('restaurants', cell).size), 0);
    const cellPages = explored.cells.reduce((sum, cell) => sum + pages(cell.placeIds.length), 0);
    expect(cellPages).toBeLessThan(leafPages);
  });

  it('stops splitting at the smallest cell and says the count may be short', async () => {
    const explored = await exploreArea(google(), {
      query: 'restaurants',
      rectangle: austin,
      minCellMetres: 10_000,
    });
    expect(queried().every((cell) => shorterSideMetres(cell) >= 10_000)).toBe(true);
    const full = explored.cells.filter((c) => c.isFull);
    expect(full.length).toBeGreaterThan(0);
    expect(full.every((c) => c.placeIds.length === 60 && shorterSideMetres(c.rectangle) / 2 < 10_000)).toBe(
      true,
    );
    expect(explored.isComplete).toBe(false);
    expect(explored.placeCount).toBeLessThan(placesIn('restaurants', austin).size);
  });

  it('has at most EXPLORE_CONCURRENCY requests in flight, and waits out a rate limit', async () => {
    const slow = await startFakeGoogle({ latencyMs: 15 });
    const send = globalThis.fetch;
    let inFlight = 0;
    let most = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args) => {
      most = Math.max(most, ++inFlight);
      try {
        return await send(...args);
      } finally {
        inFlight--;
      }
    });
    try {
      const explored = await exploreArea(
        { ...google('AIzaSyTEST-QUOTA_ONCE'), placesBaseUrl: slow.url },
        { query: 'restaurants', rectangle: austin },
      );
      expect(slow.requests[0].status).toBe(429);
      expect(explored.placeCount).toBe(placesIn('restaurants', austin).size);
      expect(most).toBeGreaterThan(1);
      expect(most).toBeLessThanOrEqual(EXPLORE_CONCURRENCY);
    } finally {
      await slow.close();
    }
  });

  it('refuses an area with more places than the sweep may take, and sends nothing more', async () => {
    const whole = await exploreArea(google(), { query: 'restaurants', rectangle: austin });
    fake.reset();
    const refusal = await exploreArea(google(), {
      query: 'restaurants',
      rectangle: austin,
      maxPlaces: 100,
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: 'SWEEP_TOO_LARGE',
      message: 'This area has more than 100 places; choose a smaller area or a narrower business type',
    });
    const sent = fake.requests.length;
    expect(sent).toBeLessThan(whole.requests / 2);
    await fetch(`${fake.url}/maps/api/geocode/json?address=Austin&key=K`);
    expect(fake.requests.length).toBe(sent + 1);
  });

  it('refuses an area that needs more requests than an exploration may send', async () => {
    const everywhere = { low: { latitude: -60, longitude: -170 }, high: { latitude: 70, longitude: 170 } };
    await expect(
      exploreArea(google(), { query: 'restaurants', rectangle: everywhere }),
    ).rejects.toMatchObject({
      code: 'SWEEP_TOO_LARGE',
      message: expect.stringMatching(/^This area needs too many requests/),
    });
    expect(fake.requests.length).toBe(MAX_EXPLORE_REQUESTS);
  });
});

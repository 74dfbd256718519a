import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { viewportOf } from '@fakes/google/fake-cities';
import { createFakeWorld } from '@fakes/google/fake-world';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { textSearchPage } from '../../integrations/google/text-search-page';
import { cellQuery, exploreArea } from './explore-area';
import { planSweepFetch } from './plan-sweep-fetch';

const cell = (placeIds: string[]) => ({
  rectangle: { low: { latitude: 0, longitude: 0 }, high: { latitude: 1, longitude: 1 } },
  placeIds,
  isFull: false,
});
const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

describe('planSweepFetch', () => {
  it('pays a cell only up to the page holding its last new place', () => {
    const plan = planSweepFetch([
      cell(ids('a', 25)),
      cell(ids('a', 25).slice(3, 20)),
      cell([...ids('a', 20), 'b0', ...ids('a', 25).slice(20)]),
      cell([...ids('c', 45), ...ids('a', 10)]),
    ]);
    expect(plan.steps.map((s) => s.pages)).toEqual([2, 0, 2, 3]);
    expect(plan).toMatchObject({ places: 25 + 1 + 45, billableRequests: 7 });
  });

  it('costs nothing for an empty area', () => {
    expect(planSweepFetch([cell([])])).toMatchObject({ places: 0, billableRequests: 0 });
  });
});

describe('planSweepFetch against the fake', () => {
  let fake: TFakeGoogle;
  beforeAll(async () => {
    fake = await startFakeGoogle();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('bills exactly the pages that fetching every place of a dense area takes', async () => {
    const cfg = {
      placesBaseUrl: fake.url,
      geocodingBaseUrl: fake.url,
      pageSpeedBaseUrl: fake.url,
      apiKey: 'K',
    };
    const world = createFakeWorld('1');
    const london = world.locate('London')!;
    const explored = await exploreArea(cfg, { query: 'restaurants', rectangle: viewportOf(london) });
    expect(explored.placeCount).toBe(world.sweepPlaces('restaurants', london).length);
    expect(explored.placeCount).toBeGreaterThan(500);
    const plan = planSweepFetch(explored.cells);
    expect(plan.places).toBe(explored.placeCount);
    fake.reset();

    // Fetch as the plan says, with our Enterprise mask: every place arrives, and every billed page brings one.
    const fetched = new Set<string>();
    for (const step of plan.steps) {
      let pageToken: string | undefined;
      for (let page = 0; page < step.pages; page++) {
        const answer = await textSearchPage(cfg, { ...cellQuery('restaurants', step.rectangle), pageToken });
        const fresh = answer.places.filter((p) => !fetched.has(p.googlePlaceId));
        expect(fresh.length).toBeGreaterThan(0);
        fresh.forEach((p) => fetched.add(p.googlePlaceId));
        pageToken = answer.nextPageToken;
      }
    }
    expect(fetched).toEqual(new Set(explored.cells.flatMap((c) => c.placeIds)));
    const billed = fake.requests.filter((r) => r.billable);
    expect(billed.length).toBe(plan.billableRequests);
    expect(billed.every((r) => r.sku === 'TEXT_SEARCH_ENTERPRISE')).toBe(true);
    expect(plan.billableRequests).toBeLessThan(explored.requests);
  });
});

describe('planSweepFetch with known places', () => {
  it('pays no page for places the team has, and still pays the page a new place is on', () => {
    const plan = planSweepFetch(
      [cell(ids('a', 25)), cell([...ids('k', 20), 'b0']), cell(ids('k', 20))],
      new Set(ids('k', 20)),
    );
    expect(plan.steps.map((s) => s.pages)).toEqual([2, 2, 0]);
    expect(plan).toMatchObject({ places: 26, billableRequests: 4 });
  });
});

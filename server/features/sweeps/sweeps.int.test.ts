import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZSweepEstimate } from '@contracts/sweeps';
import { isInside, viewportOf } from '@fakes/google/fake-cities';
import { createFakeWorld } from '@fakes/google/fake-world';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { subscribe, userIdOf } from '../../../tests/seed-leads';

describe.skipIf(postgresSkipped())(`sweep estimate on ${testDbKind()}`, () => {
  let t: TestApp;
  let google: TFakeGoogle;
  let owner: string;
  const world = createFakeWorld('1');
  const austin = world.locate('Austin, TX')!;
  const estimate = (cookie: string, body: unknown) => t.request('/api/sweeps/estimate', { cookie, body });

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp({
      GOOGLE_PLACES_API_BASE_URL: google.url,
      GOOGLE_GEOCODING_API_BASE_URL: google.url,
    });
    owner = await t.signUp('sweeper@example.com');
    await subscribe(t.db, await userIdOf(t.db, 'sweeper@example.com'));
    await t.request('/api/api-keys/google', {
      method: 'PUT',
      cookie: owner,
      body: { apiKey: 'AIzaSyTEST-sweep-key-0000000000000abcd' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });
  beforeEach(() => google.reset());

  it('counts every place of the location for free and prices fetching them on the team’s key', async () => {
    const res = await estimate(owner, { query: 'restaurants', location: 'Austin, TX' });
    expect(res.status).toBe(200);
    const body = ZSweepEstimate.parse(await res.json());
    expect(body.places).toBe(world.sweepPlaces('restaurants', austin).length);
    expect(body.area).toEqual(viewportOf(austin));
    expect(body.complete).toBe(true);
    expect(body.billableRequests).toBeGreaterThanOrEqual(Math.ceil(body.places / 20));
    expect(body.dollars).toBeCloseTo((body.billableRequests * 35) / 1000, 4);
    expect(body.cells.reduce((sum, cell) => sum + cell.places, 0)).toBeGreaterThanOrEqual(body.places);
    expect(google.requests.map((r) => r.sku)).toEqual([
      'GEOCODING',
      ...Array(google.requests.length - 1).fill('TEXT_SEARCH_IDS_ONLY'),
    ]);
    expect(google.requests.filter((r) => r.billable).map((r) => r.sku)).toEqual(['GEOCODING']);
  });

  it('sweeps a drawn rectangle without geocoding', async () => {
    const rectangle = {
      low: { latitude: 30.25, longitude: -97.76 },
      high: { latitude: 30.29, longitude: -97.72 },
    };
    const res = await estimate(owner, { query: 'dentist', location: 'Downtown Austin', rectangle });
    const body = ZSweepEstimate.parse(await res.json());
    const inside = world.sweepPlaces('dentist', austin).filter((b) => isInside(b.location, rectangle));
    expect(body).toMatchObject({ places: inside.length, area: rectangle });
    expect(google.requests.some((r) => r.sku === 'GEOCODING')).toBe(false);
  });

  it('is the team’s: another team asks for its own key, and a person without a plan is refused', async () => {
    const other = await t.signUp('other-sweeper@example.com');
    const refused = await estimate(other, { query: 'restaurants', location: 'Austin, TX' });
    expect(refused.status).toBe(402);
    expect((await refused.json()).code).toBe('SUBSCRIPTION_REQUIRED');
    await subscribe(t.db, await userIdOf(t.db, 'other-sweeper@example.com'));
    const noKey = await estimate(other, { query: 'restaurants', location: 'Austin, TX' });
    expect(noKey.status).toBe(400);
    expect(await noKey.json()).toEqual({
      code: 'API_KEY_REQUIRED',
      message: 'Google Places API key required: add it under Settings → API Keys',
    });
    expect(google.requests).toEqual([]);
  });

  it('refuses bad input with a message that names the problem', async () => {
    const cases: [unknown, number, string][] = [
      [{ query: ' ', location: 'Austin' }, 400, 'Business type is required'],
      [{ query: 'dentist', location: '' }, 400, 'Location is required'],
      [{ query: 'dentist' }, 400, 'location is required'],
      [
        {
          query: 'dentist',
          location: 'Austin',
          rectangle: { low: { latitude: 31, longitude: -97 }, high: { latitude: 30, longitude: -96 } },
        },
        400,
        'The area’s south-west corner must lie south and west of its north-east corner',
      ],
      [
        {
          query: 'dentist',
          location: 'Austin',
          rectangle: { low: { latitude: 30, longitude: -97 }, high: { latitude: 91, longitude: -96 } },
        },
        400,
        'Latitude must be between -90 and 90',
      ],
      [
        { query: 'dentist', location: 'nowhere' },
        400,
        'Google could not find that location. Check the spelling or try a nearby city.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await estimate(owner, body);
      expect({ body, status: res.status, message: (await res.json()).message }).toEqual({
        body,
        status,
        message,
      });
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeWorld } from '@fakes/google/fake-world';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import type { TPlaceLead } from '@contracts/places';
import type { TLead } from '@contracts/search';
import { businessResults } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { personalTeamOf, seedSearch, userIdOf } from '../../../tests/seed-leads';
import { savePlaces } from './save-places';

async function waitForSearch(t: TestApp, cookie: string, id: string): Promise<{ leads: TLead[] }> {
  for (let i = 0; i < 200; i++) {
    const body = await (await t.request(`/api/searches/${id}`, { cookie })).json();
    if (body.search.status === 'completed' || body.search.status === 'failed') return body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('search did not finish');
}

const place = (overrides: Partial<TPlaceLead>): TPlaceLead => ({
  googlePlaceId: `place-${Math.random().toString(36).slice(2)}`,
  businessName: 'Smith Dental',
  address: null,
  city: 'Austin',
  state: 'TX',
  zipCode: null,
  country: 'US',
  phone: null,
  website: null,
  rating: 4.6,
  reviewCount: 80,
  latitude: null,
  longitude: null,
  googleMapsUri: null,
  businessStatus: 'OPERATIONAL',
  primaryType: 'dentist',
  types: ['dentist'],
  hasOpeningHours: true,
  photoCount: 3,
  ...overrides,
});

describe.skipIf(postgresSkipped())(`Google profile facts and chains on ${testDbKind()}`, () => {
  let t: TestApp;
  let google: TFakeGoogle;
  let admin: string;
  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp(
      { GOOGLE_PLACES_API_BASE_URL: google.url, GOOGLE_GEOCODING_API_BASE_URL: google.url },
      { workers: true },
    );
    admin = await t.signUp('admin@example.com');
    await t.request('/api/api-keys/google', {
      method: 'PUT',
      cookie: admin,
      body: { apiKey: 'AIzaSyTEST-key-000000000000000000wxyz' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  it('never stores a place closed for good, labels one closed for now and keeps what its profile lacks', async () => {
    // What Google answers first for this query (the fake world, seed 1): closed places among them.
    const world = createFakeWorld('1');
    const answered = world
      .businesses('electrician', world.locate('Denver, CO')!)
      .sort((a, b) => b.prominence - a.prominence)
      .slice(0, 60);
    const closed = answered.filter((b) => b.businessStatus === 'CLOSED_PERMANENTLY').map((b) => b.id);
    expect(closed.length).toBeGreaterThan(0);

    const start = await t.request('/api/searches', {
      cookie: admin,
      body: { niche: 'electrician', location: 'Denver, CO', limit: 50 },
    });
    const { searchId } = await start.json();
    const { leads } = await waitForSearch(t, admin, searchId);
    expect(leads).toHaveLength(50);
    const stored = await t.db.select().from(businessResults).where(eq(businessResults.searchId, searchId));
    expect(stored.filter((row) => closed.includes(row.googlePlaceId!))).toEqual([]);
    expect(stored.some((row) => row.businessStatus === 'CLOSED_PERMANENTLY')).toBe(false);

    const temporarily = answered.find(
      (b) => b.businessStatus === 'CLOSED_TEMPORARILY' && leads.some((l) => l.googlePlaceId === b.id),
    );
    expect(temporarily).toBeDefined();
    expect(leads.find((l) => l.googlePlaceId === temporarily!.id)).toMatchObject({
      businessStatus: 'CLOSED_TEMPORARILY',
      googleProfile: { businessStatus: 'CLOSED_TEMPORARILY' },
    });
    const noHours = answered.find((b) => !b.hasOpeningHours && leads.some((l) => l.googlePlaceId === b.id))!;
    expect(leads.find((l) => l.googlePlaceId === noHours.id)!.googleProfile).toMatchObject({
      hasOpeningHours: false,
      types: noHours.types,
    });
  });

  it('flags a website three of the team’s places share, in every search, and nobody else’s', async () => {
    const userId = await userIdOf(t.db, 'admin@example.com');
    const teamId = await personalTeamOf(t.db, userId);
    const other = await t.signUp('other@example.com');
    const otherTeam = await personalTeamOf(t.db, await userIdOf(t.db, 'other@example.com'));
    expect(other).toBeTruthy();
    const site = 'https://www.smithdental.com/';
    const first = await seedSearch(t.db, userId, [], { niche: 'dentist' });
    const second = await seedSearch(t.db, userId, [], { niche: 'dentist', location: 'Round Rock, TX' });
    const theirs = await seedSearch(t.db, userId, [], { niche: 'dentist', teamId: otherTeam });

    const [north] = await savePlaces(t.db, { id: first.searchId, teamId }, [
      place({ address: '1 North St, Austin', website: site }),
    ]);
    // The same place found again by another search, and a second listing at its address, are one place.
    await savePlaces(t.db, { id: theirs.searchId, teamId: otherTeam }, [
      place({ address: '9 Their St, Austin', website: site }),
      place({ address: '8 Their St, Austin', website: `${site}contact` }),
    ]);
    const [again] = await savePlaces(t.db, { id: second.searchId, teamId }, [
      place({ googlePlaceId: north.googlePlaceId!, address: '1 North St, Austin', website: site }),
    ]);
    expect(again.chain).toBeNull();
    const [south] = await savePlaces(t.db, { id: second.searchId, teamId }, [
      place({ address: '2 South St, Austin', website: 'http://smithdental.com/south' }),
    ]);
    expect(south.chain).toBeNull();

    const [downtown] = await savePlaces(t.db, { id: second.searchId, teamId }, [
      place({ address: '3 Main St, Austin', website: 'https://smithdental.com/downtown' }),
    ]);
    const flag = { kind: 'shared_domain', reason: 'Same website (smithdental.com) as 2 other places' };
    expect(downtown.chain).toEqual(flag);
    const ours = await t.db.select().from(businessResults).where(eq(businessResults.teamId, teamId));
    const onSite = ours.filter((row) => row.website?.includes('smithdental.com'));
    expect(onSite).toHaveLength(4);
    expect(onSite.every((row) => row.chain?.kind === 'shared_domain')).toBe(true);
    const mine = await (await t.request(`/api/searches/${first.searchId}`, { cookie: admin })).json();
    expect(mine.leads[0].chain).toEqual(flag);
    const theirRows = await t.db.select().from(businessResults).where(eq(businessResults.teamId, otherTeam));
    expect(theirRows.every((row) => row.chain === null)).toBe(true);
  });

  it('flags a brand location and a directory page as its website when it is saved', async () => {
    const userId = await userIdOf(t.db, 'admin@example.com');
    const teamId = await personalTeamOf(t.db, userId);
    const { searchId } = await seedSearch(t.db, userId, [], { niche: 'pizza' });
    const [brand, directory, own] = await savePlaces(t.db, { id: searchId, teamId }, [
      place({ businessName: "Domino's Pizza", primaryType: 'restaurant', types: ['restaurant'] }),
      place({ businessName: 'Luigi Pizza', website: 'https://www.yelp.com/biz/luigi-pizza-austin' }),
      place({ businessName: 'Luigi Trattoria', website: 'https://luigitrattoria.com/' }),
    ]);
    expect(brand.chain).toEqual({ kind: 'brand', reason: "Part of a chain (Domino's)" });
    expect(directory.chain).toEqual({
      kind: 'directory',
      reason: 'Directory page (yelp.com), not its own website',
    });
    expect(own.chain).toBeNull();
  });
});

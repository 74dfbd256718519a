// engine-sensitive: the budget is reserved by concurrent conditional updates, and a sweep's queue (singleton per team)
import { eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZSweep, ZSweepList, type TSweep } from '@contracts/sweeps';
import { isInside, viewportOf } from '@fakes/google/fake-cities';
import { createFakeWorld } from '@fakes/google/fake-world';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { businessResults, searchHistory, subscriptions, sweeps } from '../../db/schema';
import type { EnrichLead } from '../../app-deps';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { personalTeamOf, subscribe, userIdOf } from '../../../tests/seed-leads';
import { usageThisMonth } from '../usage';
import { reserveSweepRequest } from './reserve-sweep-request';
import { runSweep } from './run-sweep';
import { recoverSweeps } from './recover-sweeps';
import { SWEEP_QUEUE, workSweeps } from './sweep-queue';

const world = createFakeWorld('1');
const austin = world.locate('Austin, TX')!;
const viewport = viewportOf(austin);
const midLat = (viewport.low.latitude + viewport.high.latitude) / 2;
const midLng = (viewport.low.longitude + viewport.high.longitude) / 2;
/** Austin's south half: about 150 restaurants, dense enough to be split. */
const south = { low: viewport.low, high: { latitude: midLat, longitude: viewport.high.longitude } };
/** Its south-west quarter. */
const southWest = { low: viewport.low, high: { latitude: midLat, longitude: midLng } };

/** The fake world's open restaurants inside a rectangle: what a sweep must save. */
const openPlacesIn = (rectangle: typeof south) =>
  new Set(
    world
      .sweepPlaces('restaurants', austin)
      .filter((b) => isInside(b.location, rectangle) && b.businessStatus !== 'CLOSED_PERMANENTLY')
      .map((b) => b.id),
  );

describe.skipIf(postgresSkipped())(`running a sweep on ${testDbKind()}`, () => {
  let t: TestApp;
  let google: TFakeGoogle;
  let owner: string;
  let ownerId: string;
  const crawled: string[] = [];
  const enrichLead: EnrichLead = async (lead) => {
    crawled.push(lead.googlePlaceId!);
    return { enrichmentStatus: 'done', leadScore: 42 };
  };

  const start = async (body: object, cookie = owner) => {
    const res = await t.request('/api/sweeps', {
      cookie,
      body: { query: 'restaurants', location: 'Austin, TX', ...body },
    });
    return { status: res.status, body: await res.json() };
  };
  const started = async (body: object) => {
    const res = await start(body);
    expect(res.status).toBe(201);
    return ZSweep.parse(res.body);
  };
  const read = async (id: string, cookie = owner) => {
    const res = await t.request(`/api/sweeps/${id}`, { cookie });
    expect(res.status).toBe(200);
    return ZSweep.parse(await res.json());
  };
  /** Every lead saved by the sweep, with its search. */
  const leadsOf = (sweep: TSweep) =>
    t.db
      .select({
        placeId: businessResults.googlePlaceId,
        searchId: businessResults.searchId,
        status: businessResults.businessStatus,
      })
      .from(businessResults)
      .innerJoin(searchHistory, eq(searchHistory.id, businessResults.searchId))
      .where(eq(searchHistory.sweepId, sweep.id));
  const billed = () => google.requests.filter((r) => r.billable);
  const searchesUsed = () => usageThisMonth(t.db, ownerId, 'search');

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp(
      { GOOGLE_PLACES_API_BASE_URL: google.url, GOOGLE_GEOCODING_API_BASE_URL: google.url },
      { enrichLead },
    );
    owner = await t.signUp('sweep-runner@example.com');
    ownerId = await userIdOf(t.db, 'sweep-runner@example.com');
    await subscribe(t.db, ownerId);
    await t.request('/api/api-keys/google', {
      method: 'PUT',
      cookie: owner,
      body: { apiKey: 'AIzaSyTEST-sweep-run-0000000000000abcd' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });
  beforeEach(async () => {
    google.reset();
    crawled.length = 0;
    // Each test starts with no leads in the team, so what it knows is what it made.
    await t.db.delete(searchHistory);
  });

  it('saves the places that have not opened yet, with the status Google gives them', async () => {
    const [soon] = world.openingSoon('restaurants', austin);
    const { latitude, longitude } = soon!.location;
    const around = {
      low: { latitude: latitude - 0.01, longitude: longitude - 0.01 },
      high: { latitude: latitude + 0.01, longitude: longitude + 0.01 },
    };
    const sweep = await started({ rectangle: around, budget: { dollars: 1 } });
    await runSweep(t.deps, sweep.id);
    const leads = await leadsOf(await read(sweep.id));
    expect(leads.length).toBeGreaterThan(1);
    expect(leads.filter((l) => l.status === 'FUTURE_OPENING').map((l) => l.placeId)).toEqual([soon!.id]);
  });

  it('saves every place of the area once, in searches of at most 100, within the estimate', async () => {
    const estimate = await t.request('/api/sweeps/estimate', {
      cookie: owner,
      body: { query: 'restaurants', location: 'Austin, TX', rectangle: south },
    });
    const { billableRequests } = await estimate.json();
    const before = await searchesUsed();
    google.reset();
    const sweep = await started({ rectangle: south, budget: { dollars: 5 } });
    expect(sweep).toMatchObject({ status: 'queued', budgetRequests: 142, requestsSpent: 0, area: south });
    expect(sweep.cells.length).toBeGreaterThan(1);
    expect(billed()).toEqual([]);
    expect(await searchesUsed()).toBe(before + 2);

    await runSweep(t.deps, sweep.id);
    const done = await read(sweep.id);
    const truth = openPlacesIn(south);
    expect(truth.size).toBeGreaterThan(100);
    const leads = await leadsOf(done);
    expect(leads.length).toBe(truth.size);
    expect(new Set(leads.map((l) => l.placeId))).toEqual(truth);
    expect(done).toMatchObject({
      status: 'completed',
      placesSaved: truth.size,
      placesSkipped: 0,
      requestsSpent: billableRequests,
    });
    expect(done.dollarsSpent).toBeCloseTo(billableRequests * 0.035, 4);
    expect(billed().length).toBe(billableRequests);
    expect(done.cells.every((c) => c.state !== 'pending' && c.pagesFetched === c.pagesPlanned)).toBe(true);
    expect(done.searches.map((s) => [s.part, s.resultsCount, s.status])).toEqual([
      [1, 100, 'completed'],
      [2, truth.size - 100, 'completed'],
    ]);
    const [part2] = await t.db.select().from(searchHistory).where(eq(searchHistory.id, done.searches[1].id));
    expect(`${part2.niche} in ${part2.location}`).toBe('restaurants in Austin, TX — sweep, part 2');
    // The sweep found what the area has: a part has no "Get More".
    const more = await t.request(`/api/searches/${part2.id}/expand`, { cookie: owner, body: { limit: 100 } });
    expect(await more.json()).toMatchObject({ code: 'NO_MORE_RESULTS' });
    // Every place enriched once (scored; crawled where it has a website), without the search's window; each
    // search counted once against the plan.
    expect(crawled.sort()).toEqual([...truth].sort());
    expect(await searchesUsed()).toBe(before + 2);
    const list = ZSweepList.parse(await (await t.request('/api/sweeps', { cookie: owner })).json());
    expect(list.sweeps[0]).toMatchObject({ id: sweep.id, status: 'completed' });
  });

  it('stops cleanly at its budget with what it has, and gives back the searches it did not fill', async () => {
    const before = await searchesUsed();
    const sweep = await started({ rectangle: south, budget: { requests: 2 } });
    await runSweep(t.deps, sweep.id);
    const done = await read(sweep.id);
    expect(done).toMatchObject({ status: 'stopped_at_budget', requestsSpent: 2, budgetRequests: 2 });
    expect(billed().length).toBe(2);
    const leads = await leadsOf(done);
    expect(leads.length).toBe(done.placesSaved);
    expect(leads.length).toBeGreaterThan(0);
    expect(leads.length).toBeLessThanOrEqual(40);
    expect(done.searches).toHaveLength(1);
    expect(await searchesUsed()).toBe(before + 1);
  });

  it('never reserves more than the budget, however many ask at once', async () => {
    const [row] = await t.db
      .insert(sweeps)
      .values({
        teamId: await personalTeamOf(t.db, ownerId),
        query: 'restaurants',
        location: 'Austin, TX',
        area: south,
        cells: [],
        status: 'running',
        budgetRequests: 5,
      })
      .returning({ id: sweeps.id });
    const taken = await Promise.all(Array.from({ length: 24 }, () => reserveSweepRequest(t.db, row.id)));
    expect(taken.filter(Boolean)).toHaveLength(5);
    const [after] = await t.db.select().from(sweeps).where(eq(sweeps.id, row.id));
    expect(after.requestsSpent).toBe(5);
  });

  it('resumes after a crash without paying again for a page it saved', async () => {
    const sweep = await started({ rectangle: south, budget: { requests: 100 } });
    const first = sweep.cells.findIndex((c) => c.pagesPlanned >= 2);
    const crashAt = sweep.cells.slice(0, first).reduce((sum, c) => sum + c.pagesPlanned, 0) + 2;
    // The process dies while saving the crashAt-th page: the pages before it are saved, that one is not.
    let transactions = 0;
    const crashing = new Proxy(t.deps.db, {
      get(target, key) {
        if (key === 'transaction' && ++transactions === crashAt) throw new Error('worker killed');
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await expect(runSweep({ ...t.deps, db: crashing }, sweep.id)).rejects.toThrow('worker killed');
    expect(billed().length).toBe(crashAt);
    const stopped = await read(sweep.id);
    expect(stopped.status).toBe('running');
    expect(stopped.cells[first].pagesFetched).toBe(1);

    google.reset();
    await runSweep(t.deps, sweep.id);
    const done = await read(sweep.id);
    const estimated = sweep.cells.reduce((sum, c) => sum + c.pagesPlanned, 0);
    // Only the page that was fetched but not saved is paid again; the cell's first page is walked for free.
    expect(done).toMatchObject({ status: 'completed', requestsSpent: estimated + 1 });
    expect(billed().length).toBe(estimated - crashAt + 1);
    expect(google.requests.some((r) => r.sku === 'TEXT_SEARCH_IDS_ONLY')).toBe(true);
    const leads = await leadsOf(done);
    expect(leads.length).toBe(openPlacesIn(south).size);
    expect(new Set(leads.map((l) => l.placeId)).size).toBe(leads.length);
  });

  it('skips the places the team already has: not fetched where avoidable, not crawled, copied', async () => {
    const known = await started({ rectangle: southWest, budget: { requests: 100 } });
    await runSweep(t.deps, known.id);
    const knownIds = new Set((await leadsOf(known)).map((l) => l.placeId!));
    expect(knownIds).toEqual(openPlacesIn(southWest));
    crawled.length = 0;
    google.reset();

    const plain = await t.request('/api/sweeps/estimate', {
      cookie: owner,
      body: { query: 'restaurants', location: 'Austin, TX', rectangle: south },
    });
    const { billableRequests } = await plain.json();
    google.reset();
    const sweep = await started({ rectangle: south, budget: { requests: 100 }, skipKnown: true });
    await runSweep(t.deps, sweep.id);
    const done = await read(sweep.id);
    const leads = await t.db
      .select()
      .from(businessResults)
      .where(
        inArray(
          businessResults.searchId,
          done.searches.map((s) => s.id),
        ),
      );
    expect(new Set(leads.map((l) => l.googlePlaceId))).toEqual(openPlacesIn(south));
    expect(crawled.filter((id) => knownIds.has(id))).toEqual([]);
    const fetched = leads.filter((l) => !knownIds.has(l.googlePlaceId!)).map((l) => l.googlePlaceId);
    expect(crawled.sort()).toEqual(fetched.sort());
    expect(done).toMatchObject({ status: 'completed', placesSkipped: knownIds.size });
    // It paid what its plan (with the known places counted as fetched) said, never more than a plain sweep.
    expect(done.requestsSpent).toBe(sweep.cells.reduce((sum, c) => sum + c.pagesPlanned, 0));
    expect(done.requestsSpent).toBeLessThanOrEqual(billableRequests);
    const copies = leads.filter((l) => knownIds.has(l.googlePlaceId!));
    expect(copies.every((l) => l.leadScore === 42 && l.enrichmentStatus === 'done')).toBe(true);
  });

  it('is cancelled: nothing more is fetched, and what it took is given back', async () => {
    const before = await searchesUsed();
    const sweep = await started({ rectangle: south, budget: { requests: 100 } });
    const res = await t.request(`/api/sweeps/${sweep.id}/cancel`, { method: 'POST', cookie: owner });
    expect(res.status).toBe(200);
    expect(ZSweep.parse(await res.json()).status).toBe('cancelled');
    await runSweep(t.deps, sweep.id);
    const done = await read(sweep.id);
    expect(done).toMatchObject({ status: 'cancelled', requestsSpent: 0, placesSaved: 0, searches: [] });
    expect(done.finishedAt).not.toBeNull();
    expect(billed()).toEqual([]);
    expect(await searchesUsed()).toBe(before);
    const again = await t.request(`/api/sweeps/${sweep.id}/cancel`, { method: 'POST', cookie: owner });
    expect(again.status).toBe(409);
  });

  it('refuses to start when the month’s searches cannot hold the area', async () => {
    const limited = await t.signUp('limited-sweeper@example.com');
    const limitedId = await userIdOf(t.db, 'limited-sweeper@example.com');
    await subscribe(t.db, limitedId);
    await t.db.update(subscriptions).set({ searchLimit: 1 }).where(eq(subscriptions.userId, limitedId));
    await t.request('/api/api-keys/google', {
      method: 'PUT',
      cookie: limited,
      body: { apiKey: 'AIzaSyTEST-sweep-limited-00000000000abcd' },
    });
    const refused = await start({ rectangle: south, budget: { requests: 10 } }, limited);
    expect(refused).toEqual({
      status: 429,
      body: {
        code: 'SEARCH_LIMIT_REACHED',
        message:
          'This sweep needs 2 searches of your plan (one per 100 places) and 1 are left this month; choose a smaller area',
      },
    });
    expect(await usageThisMonth(t.db, limitedId, 'search')).toBe(0);
    expect(billed()).toEqual([]);
  });

  it('is the team’s: another team’s sweep is not found', async () => {
    const sweep = await started({ rectangle: southWest, budget: { requests: 1 } });
    const other = await t.signUp('other-sweep-runner@example.com');
    for (const [path, method] of [
      [`/api/sweeps/${sweep.id}`, 'GET'],
      [`/api/sweeps/${sweep.id}/cancel`, 'POST'],
    ]) {
      const res = await t.request(path, { method, cookie: other });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    const list = ZSweepList.parse(await (await t.request('/api/sweeps', { cookie: other })).json());
    expect(list.sweeps).toEqual([]);
  });

  it('runs on its own queue, one sweep of a team at a time, and a sweep saved without its job is queued again', async () => {
    // The earlier tests ran their sweeps by hand; their jobs are not this test's.
    await t.deps.boss.deleteQueuedJobs(SWEEP_QUEUE);
    await t.db
      .update(sweeps)
      .set({ status: 'cancelled', finishedAt: new Date() })
      .where(isNull(sweeps.finishedAt));
    const a = await started({ rectangle: southWest, budget: { requests: 3 } });
    const b = await started({ rectangle: southWest, budget: { requests: 3 } });
    // A start that died between saving its sweep and queueing the job.
    const [orphan] = await t.db
      .insert(sweeps)
      .values({
        teamId: await personalTeamOf(t.db, ownerId),
        createdBy: ownerId,
        query: 'restaurants',
        location: 'Austin, TX',
        area: southWest,
        cells: (await t.db.select({ cells: sweeps.cells }).from(sweeps).where(eq(sweeps.id, a.id)))[0].cells,
        budgetRequests: 1,
      })
      .returning({ id: sweeps.id });
    const running = new Set<string>();
    let most = 0;
    await recoverSweeps(t.deps.db, t.deps.boss);
    await workSweeps(t.deps.boss, async (id) => {
      running.add(id);
      most = Math.max(most, running.size);
      await runSweep(t.deps, id);
      running.delete(id);
    });
    const ids = [a.id, b.id, orphan.id];
    await vi.waitFor(
      async () => {
        const rows = await t.db
          .select({ finishedAt: sweeps.finishedAt })
          .from(sweeps)
          .where(inArray(sweeps.id, ids));
        expect(rows.every((row) => row.finishedAt)).toBe(true);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(most).toBe(1);
    expect((await read(orphan.id)).requestsSpent).toBe(1);
  });
});

// engine-sensitive: quotas (atomic counting under each engine's concurrency)
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { betaBudgets, businessResults, searchHistory, subscriptions, user, userRoles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { usageThisMonth } from '../usage/usage-counter';
import { ownedBy, personalTeamOf, personalTeamSql } from '../../../tests/seed-leads';
import { releaseMonthly, reserveMonthly } from './quota';

const PARALLEL = 20;

/** Quotas are taken atomically when work starts: 20 requests at once never get more than the limit. */
describe.skipIf(postgresSkipped())(`quotas under ${PARALLEL} parallel requests on ${testDbKind()}`, () => {
  let t: TestApp;
  let google: TFakeGoogle;

  beforeAll(async () => {
    // Google answers after the 20 parallel requests have all been decided, so no failed search gives its budget
    // back (and lets one more in) while they are still arriving.
    google = await startFakeGoogle({ latencyMs: 2_000 });
    t = await createTestApp(
      { GOOGLE_PLACES_API_BASE_URL: google.url, GOOGLE_GEOCODING_API_BASE_URL: google.url },
      { workers: true },
    );
    const admin = await t.signUp('admin@example.com');
    // An invalid shared key: beta searches fail at Google and must give their whole reservation back.
    await t.request('/api/admin/beta-key', {
      method: 'PUT',
      cookie: admin,
      body: { apiKey: 'AIzaINVALID-beta-key' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  async function account(email: string, access: Partial<typeof subscriptions.$inferInsert>) {
    const cookie = await t.signUp(email);
    const [{ id }] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    await t.db.update(subscriptions).set(access).where(eq(subscriptions.userId, id));
    return { cookie, id };
  }
  const parallel = (send: () => Promise<Response>) =>
    Promise.all(Array.from({ length: PARALLEL }, send)).then((all) => all.map((r) => r.status));
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

  it('never starts more searches than the monthly limit', async () => {
    const { cookie, id } = await account('searcher@example.com', { status: 'active', searchLimit: 5 });
    await t.request('/api/api-keys/google', {
      method: 'PUT',
      cookie,
      body: { apiKey: 'AIzaSyTEST-user-key-0000000000000abcd' },
    });
    const statuses = await parallel(() =>
      t.request('/api/searches', { cookie, body: { niche: 'plumber', location: 'Austin, TX', limit: 10 } }),
    );
    expect(count(statuses, 202)).toBe(5);
    expect(count(statuses, 429)).toBe(PARALLEL - 5);
    expect(await usageThisMonth(t.db, id, 'search')).toBe(5);
    expect(await t.db.$count(searchHistory, eq(searchHistory.createdBy, id))).toBe(5);
  });

  it('takes several searches at once all or none, never past the limit (a sweep, decision 144)', async () => {
    const { id } = await account('sweeper@example.com', { status: 'active', searchLimit: 7 });
    const team = { teamId: await personalTeamOf(t.db, id) };
    const taken = await Promise.all(
      Array.from({ length: PARALLEL }, () => reserveMonthly(t.db, team, 'search', 7, 3)),
    );
    const granted = taken.filter((r) => r !== null);
    expect(granted).toHaveLength(2);
    expect(await usageThisMonth(t.db, id, 'search')).toBe(6);
    await releaseMonthly(t.db, granted[0]!, 2);
    expect(await usageThisMonth(t.db, id, 'search')).toBe(4);
    expect(await reserveMonthly(t.db, team, 'search', 7, 4)).toBeNull();
    expect(await reserveMonthly(t.db, team, 'search', 7, 3)).toMatchObject({ units: 3 });
  });

  it('never builds more exports than the monthly limit, and a refused export is not counted', async () => {
    const { cookie, id } = await account('exporter@example.com', { status: 'active', exportLimit: 3 });
    const [search] = await t.db
      .insert(searchHistory)
      .values({ ...ownedBy(id), niche: 'cafe', location: 'Reno', status: 'completed' })
      .returning();
    const [lead] = await t.db
      .insert(businessResults)
      .values({ searchId: search.id, teamId: personalTeamSql(id), businessName: 'Cafe One' })
      .returning();
    const exportOne = () =>
      t.request('/api/exports', {
        cookie,
        body: { format: 'xlsx', source: { kind: 'selection' }, ids: [lead.id] },
      });
    const statuses = await parallel(exportOne);
    expect(count(statuses, 200)).toBe(3);
    expect(count(statuses, 429)).toBe(PARALLEL - 3);
    expect(await usageThisMonth(t.db, id, 'export')).toBe(3);
  });

  it('never reserves more beta results than the budget, and gives back what a search did not deliver', async () => {
    const { cookie, id } = await account('beta@example.com', { status: 'inactive' });
    await t.db.insert(betaBudgets).values({ userId: id, resultsLimit: 100, resultsUsed: 0 });
    await t.db.insert(userRoles).values({ userId: id, role: 'beta' });
    const statuses = await parallel(() =>
      t.request('/api/searches', { cookie, body: { niche: 'plumber', location: 'Austin, TX', limit: 30 } }),
    );
    expect(count(statuses, 202)).toBe(4); // 30 + 30 + 30 + the last 10
    const searches = await t.db.select().from(searchHistory).where(eq(searchHistory.createdBy, id));
    expect(searches.map((s) => s.requestedLimit).sort((a, b) => a - b)).toEqual([10, 30, 30, 30]);
    const usedNow = async () =>
      (await t.db.select().from(betaBudgets).where(eq(betaBudgets.userId, id)))[0].resultsUsed;
    expect(await usedNow()).toBeLessThanOrEqual(100);

    // The shared key is refused by Google: every search fails having found nothing, and the budget comes back.
    await expect
      .poll(
        async () =>
          t.db.$count(
            searchHistory,
            and(eq(searchHistory.createdBy, id), eq(searchHistory.status, 'failed')),
          ),
        { timeout: 20_000 },
      )
      .toBe(4);
    expect(await usedNow()).toBe(0);
  });
});

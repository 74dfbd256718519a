// engine-sensitive: the search queue (pg-boss) end to end
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { businessResults, googleApiRequests, searchHistory, subscriptions, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { runSearch } from './run-search';
import { ownedBy } from '../../../tests/seed-leads';

async function waitForSearch(t: TestApp, cookie: string, id: string) {
  for (let i = 0; i < 200; i++) {
    const body = await (await t.request(`/api/searches/${id}`, { cookie })).json();
    if (body.search.status === 'completed' || body.search.status === 'failed') return body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('search did not finish');
}

async function subscribe(t: TestApp, email: string) {
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  await t.db
    .update(subscriptions)
    .set({ status: 'active', planType: 'unlimited' })
    .where(eq(subscriptions.userId, row.id));
}

describe.skipIf(postgresSkipped())(`search on ${testDbKind()}`, () => {
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
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  it('asks for a key, then finds the requested number of leads and records what Google billed', async () => {
    const noKey = await t.request('/api/searches', {
      cookie: admin,
      body: { niche: 'plumber', location: 'Austin, TX', limit: 30 },
    });
    expect(noKey.status).toBe(400);
    expect((await noKey.json()).message).toContain('Google Places API key');

    const saved = await t.request('/api/api-keys/google', {
      method: 'PUT',
      cookie: admin,
      body: { apiKey: 'AIzaSyTEST-key-000000000000000000wxyz' },
    });
    expect(await saved.json()).toMatchObject({ configured: true, masked: '••••••••wxyz' });

    google.reset();
    const start = await t.request('/api/searches', {
      cookie: admin,
      body: { niche: 'plumber', location: 'Austin, TX', limit: 30 },
    });
    expect(start.status).toBe(202);
    const { searchId } = await start.json();
    const done = await waitForSearch(t, admin, searchId);
    expect(done.search).toMatchObject({
      status: 'completed',
      resultsCount: 30,
      niche: 'plumber',
      location: 'Austin, TX',
    });
    expect(new Set(done.leads.map((l: { googlePlaceId: string }) => l.googlePlaceId)).size).toBe(30);
    expect(done.leads[0]).toMatchObject({
      businessName: expect.any(String),
      enrichmentStatus: expect.any(String),
    });

    const billable = google.requests.filter((r) => r.billable);
    expect(billable.length).toBe(2);
    const recorded = await t.db
      .select()
      .from(googleApiRequests)
      .where(eq(googleApiRequests.searchId, searchId));
    expect(recorded.filter((r) => r.billable)).toHaveLength(2);
    const usage = await (await t.request('/api/usage', { cookie: admin })).json();
    expect(usage).toMatchObject({ searchesThisMonth: 1, totalSearches: 1, billableRequests: 2 });
    expect(usage.estimatedApiCostUsd).toBeGreaterThan(0);
  });

  it('gets more leads past the first query without doubling any', async () => {
    const { searchId } = await (
      await t.request('/api/searches', {
        cookie: admin,
        body: { niche: 'dentist', location: 'Austin, TX', limit: 50 },
      })
    ).json();
    await waitForSearch(t, admin, searchId);
    const tooMany = await t.request(`/api/searches/${searchId}/expand`, {
      cookie: admin,
      body: { limit: 120 },
    });
    expect((await tooMany.json()).code).toBe('MAXIMUM_LIMIT_REACHED');
    google.reset();
    for (const limit of [70, 100]) {
      expect(
        (await t.request(`/api/searches/${searchId}/expand`, { cookie: admin, body: { limit } })).status,
      ).toBe(202);
      const done = await waitForSearch(t, admin, searchId);
      expect(done.search.resultsCount).toBe(limit);
      expect(new Set(done.leads.map((l: { googlePlaceId: string }) => l.googlePlaceId)).size).toBe(limit);
    }
    // Get More continues the saved cursor: going from 50 to 100 costs a handful of requests, not a new search.
    expect(google.requests.filter((r) => r.billable).length).toBeLessThanOrEqual(6);
  });

  it('gates searching on a subscription and keeps each user to their own searches', async () => {
    const other = await t.signUp('other@example.com');
    const access = await (await t.request('/api/searches/access', { cookie: other })).json();
    expect(access).toMatchObject({
      canSearch: false,
      blockedBy: 'SUBSCRIPTION_REQUIRED',
      hasKey: false,
      needsOwnKey: true,
    });
    const gated = await t.request('/api/searches', { cookie: other, body: { location: 'Austin, TX' } });
    expect(gated.status).toBe(402);
    expect((await gated.json()).code).toBe('SUBSCRIPTION_REQUIRED');

    const [mine] = await (await t.request('/api/searches', { cookie: admin })).json();
    await subscribe(t, 'other@example.com');
    for (const [method, path] of [
      ['GET', `/api/searches/${mine.id}`],
      ['GET', `/api/searches/${mine.id}/events`],
      ['POST', `/api/searches/${mine.id}/expand`],
      ['DELETE', `/api/searches/${mine.id}`],
    ]) {
      const res = await t.request(path, {
        method,
        cookie: other,
        body: method === 'POST' ? { limit: 70 } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await (await t.request('/api/searches', { cookie: other })).json()).toEqual([]);
    expect((await t.request('/api/searches/not-a-uuid', { cookie: other })).status).toBe(404);
  });

  it('validates the search form on the server', async () => {
    const noLocation = await t.request('/api/searches', {
      cookie: admin,
      body: { niche: 'x', location: '  ' },
    });
    expect(noLocation.status).toBe(400);
    expect((await noLocation.json()).message).toBe('Location is required');
    const tooBig = await t.request('/api/searches', {
      cookie: admin,
      body: { location: 'Austin', limit: 500 },
    });
    expect(tooBig.status).toBe(400);
    const offStep = await t.request('/api/searches', {
      cookie: admin,
      body: { location: 'Austin', limit: 33 },
    });
    expect(offStep.status).toBe(400);
    expect((await offStep.json()).message).toBe('Results must be a multiple of 5');
  });

  it('reports a rejected key with the spec title and stops', async () => {
    await t.request('/api/api-keys/google', {
      method: 'PUT',
      cookie: admin,
      body: { apiKey: 'AIzaINVALID-key' },
    });
    const { searchId } = await (
      await t.request('/api/searches', { cookie: admin, body: { niche: 'roofer', location: 'Leeds' } })
    ).json();
    const done = await waitForSearch(t, admin, searchId);
    expect(done.search).toMatchObject({ status: 'failed', errorTitle: 'Google API Key Required' });
    await t.request('/api/api-keys/google', {
      method: 'PUT',
      cookie: admin,
      body: { apiKey: 'AIzaSyTEST-key-000000000000000000wxyz' },
    });
  });

  it('survives a failing lead, runs one worker at a time, and resumes without doubling leads', async () => {
    const [owner] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, 'admin@example.com'));
    const [search] = await t.db
      .insert(searchHistory)
      .values({ ...ownedBy(owner.id), niche: 'bakery', location: 'Austin, TX', requestedLimit: 40 })
      .returning();
    let calls = 0;
    const flaky = {
      ...t.deps,
      enrichLead: async () => {
        if (++calls === 25) throw new Error('site crawler blew up');
        return { enrichmentStatus: 'skipped' };
      },
    };
    await runSearch(flaky, search.id);
    const flakyRows = await t.db
      .select()
      .from(businessResults)
      .where(eq(businessResults.searchId, search.id));
    expect(flakyRows).toHaveLength(40);
    expect(flakyRows.filter((r) => r.enrichmentStatus === 'failed')).toHaveLength(1);

    const [again] = await t.db
      .insert(searchHistory)
      .values({ ...ownedBy(owner.id), niche: 'florist', location: 'Austin, TX', requestedLimit: 40 })
      .returning();
    const both = await Promise.allSettled([runSearch(t.deps, again.id), runSearch(t.deps, again.id)]);
    expect(both.filter((r) => r.status === 'rejected')).toHaveLength(1);
    const rows = await t.db.select().from(businessResults).where(eq(businessResults.searchId, again.id));
    expect(rows).toHaveLength(40);

    // A crash after saving some leads: mark it unfinished, run again, and the count stays exact.
    await t.db
      .update(searchHistory)
      .set({ status: 'searching', requestedLimit: 55 })
      .where(eq(searchHistory.id, again.id));
    await t.db
      .update(businessResults)
      .set({ enrichmentStatus: 'pending' })
      .where(eq(businessResults.searchId, again.id));
    await runSearch(t.deps, again.id);
    const resumed = await t.db.select().from(businessResults).where(eq(businessResults.searchId, again.id));
    expect(resumed).toHaveLength(55);
    expect(new Set(resumed.map((r) => r.googlePlaceId)).size).toBe(55);
    expect(resumed.every((r) => r.enrichmentStatus === 'skipped')).toBe(true);
  });
  it('ends the job quietly when its search was deleted, before or while it ran', async () => {
    const [owner] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, 'admin@example.com'));
    const [gone] = await t.db
      .insert(searchHistory)
      .values({ ...ownedBy(owner.id), niche: 'dentist', location: 'Austin, TX' })
      .returning();
    await t.db.delete(searchHistory).where(eq(searchHistory.id, gone.id));
    await expect(runSearch(t.deps, gone.id)).resolves.toBeUndefined();

    const [during] = await t.db
      .insert(searchHistory)
      .values({ ...ownedBy(owner.id), niche: 'roofer', location: 'Austin, TX' })
      .returning();
    const deleting = {
      ...t.deps,
      enrichLead: async () => {
        await t.db.delete(searchHistory).where(eq(searchHistory.id, during.id));
        return { enrichmentStatus: 'skipped' as const };
      },
    };
    await runSearch(deleting, during.id).catch(() => undefined); // the interrupted run may fail; the queue runs it again
    await expect(runSearch(t.deps, during.id)).resolves.toBeUndefined();
    expect(await t.db.select().from(businessResults).where(eq(businessResults.searchId, during.id))).toEqual(
      [],
    );
  });
});

import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHubSpot, type TFakeHubSpot } from '../../../fakes/hubspot/start-fake-hubspot';
import { crmPushItems, crmPushes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { personalTeamOf, seedSearch, userIdOf } from '../../../tests/seed-leads';
import { runDeepPass } from '../search/run-deep-pass';

const TOKEN = 'pat-na1-11111111-2222-3333-4444-555555555555';
const THRESHOLD = 60;

const lead = (name: string, leadScore: number, deepStatus: 'done' | 'pending') => ({
  businessName: name,
  website: `https://www.${name.toLowerCase()}.example.com/`,
  phone: '(512) 410-1000',
  leadScore,
  deepStatus,
});

/**
 * Auto-push limited to chosen saved searches (decision 115 addendum): a connection's scope is every search (the
 * default, as before) or only the searches switched on from their pages; switching one on pushes its leads whose
 * deeper check has ended and that meet the score, once.
 */
describe.skipIf(postgresSkipped())(`CRM auto-push of chosen searches on ${testDbKind()}`, () => {
  let t: TestApp;
  let hubspot: TFakeHubSpot;
  let owner: string;
  let teamId: string;
  let chosen: { searchId: string; ids: string[] };
  let other: { searchId: string; ids: string[] };

  beforeAll(async () => {
    hubspot = await startFakeHubSpot();
    t = await createTestApp({ HUBSPOT_API_BASE_URL: hubspot.url }, { workers: true });
    owner = await t.signUp('chooser@example.com');
    const ownerId = await userIdOf(t.db, 'chooser@example.com');
    teamId = await personalTeamOf(t.db, ownerId);
    chosen = await seedSearch(
      t.db,
      ownerId,
      [lead('Checked', 80, 'done'), lead('Under', 20, 'done'), lead('Waiting', 90, 'pending')],
      { niche: 'roofer', location: 'Austin, TX' },
    );
    other = await seedSearch(t.db, ownerId, [lead('Elsewhere', 85, 'pending'), lead('Later', 85, 'pending')]);
    const connected = await t.request('/api/integrations/hubspot', {
      method: 'PUT',
      cookie: owner,
      body: { token: TOKEN },
    });
    expect(connected.status).toBe(200);
    const saved = await t.request('/api/integrations/hubspot', {
      method: 'PATCH',
      cookie: owner,
      body: { autoPushMinScore: THRESHOLD },
    });
    expect(await saved.json()).toMatchObject({ autoPushMinScore: THRESHOLD, autoPushScope: 'all' });
  });
  afterAll(async () => {
    await t?.close();
    await hubspot?.close();
  });

  const call = (path: string, method = 'GET') => t.request(path, { method, cookie: owner });
  const toggle = (searchId: string, method: 'PUT' | 'DELETE') =>
    call(`/api/searches/${searchId}/auto-push/hubspot`, method);
  const checkEnds = (leadId: string) =>
    runDeepPass({ ...t.deps, deepEnrichLead: async () => null, yieldToSearchesMs: 0 }, { leadId, teamId });
  const companies = () =>
    [...(hubspot.objects.companies?.values() ?? [])].map((c) => c.properties.name).sort();
  const itemsOf = (ids: string[]) =>
    t.db.select({ leadId: crmPushItems.leadId }).from(crmPushItems).where(inArray(crmPushItems.leadId, ids));
  async function settled() {
    for (let i = 0; i < 100; i += 1) {
      const open = await t.db
        .select()
        .from(crmPushes)
        .where(inArray(crmPushes.status, ['queued', 'running']));
      if (open.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the pushes did not complete');
  }

  it('keeps every search on while the scope is "every search", and refuses a per-search switch then', async () => {
    const rules = await call(`/api/searches/${chosen.searchId}/auto-push`);
    expect(await rules.json()).toEqual({
      rules: [{ provider: 'hubspot', minScore: THRESHOLD, scope: 'all', on: true }],
    });
    const refused = await toggle(chosen.searchId, 'PUT');
    expect(refused.status).toBe(409);
    expect(await t.db.select().from(crmPushes)).toEqual([]);
  });

  it('switching a search on pushes its checked leads that meet the score, as one push, once', async () => {
    const scoped = await t.request('/api/integrations/hubspot', {
      method: 'PATCH',
      cookie: owner,
      body: { autoPushScope: 'chosen' },
    });
    expect(await scoped.json()).toMatchObject({ autoPushScope: 'chosen' });
    expect(await (await call(`/api/searches/${chosen.searchId}/auto-push`)).json()).toEqual({
      rules: [{ provider: 'hubspot', minScore: THRESHOLD, scope: 'chosen', on: false }],
    });

    const on = await toggle(chosen.searchId, 'PUT');
    expect(on.status).toBe(200);
    const changed = (await on.json()) as { on: boolean; pushId: string | null; pushed: number };
    expect(changed).toMatchObject({ on: true, pushed: 1 });
    expect(changed.pushId).toEqual(expect.any(String));
    await settled();
    expect(companies()).toEqual(['Checked']);

    const again = await toggle(chosen.searchId, 'PUT');
    expect(await again.json()).toEqual({ provider: 'hubspot', on: true, pushId: null, pushed: 0 });
    expect(await t.db.select().from(crmPushes)).toHaveLength(1);
    expect(await itemsOf(chosen.ids)).toEqual([{ leadId: chosen.ids[0] }]);

    expect(await (await call(`/api/searches/${chosen.searchId}/auto-push`)).json()).toMatchObject({
      rules: [{ on: true }],
    });
    expect(await (await call('/api/integrations/hubspot/auto-push-searches')).json()).toEqual({
      searches: [
        { searchId: chosen.searchId, niche: 'roofer', location: 'Austin, TX', chosenAt: expect.any(String) },
      ],
    });
  });

  it('pushes a chosen search’s lead when its check ends, and not a lead of a search left out', async () => {
    await checkEnds(chosen.ids[2]!);
    await checkEnds(other.ids[0]!);
    await settled();
    expect(companies()).toEqual(['Checked', 'Waiting']);
    expect(await itemsOf(other.ids)).toEqual([]);
  });

  it('switching a search off stops it, and keeps the other rows of the team', async () => {
    // Its first lead's check ended above (left out then): switching the search on pushes it now.
    expect(await (await toggle(other.searchId, 'PUT')).json()).toMatchObject({ on: true, pushed: 1 });
    const off = await toggle(other.searchId, 'DELETE');
    expect(await off.json()).toEqual({ provider: 'hubspot', on: false, pushId: null, pushed: 0 });
    await checkEnds(other.ids[1]!);
    await settled();
    expect(await itemsOf(other.ids)).toEqual([{ leadId: other.ids[0] }]);
    const list = (await (await call('/api/integrations/hubspot/auto-push-searches')).json()) as {
      searches: { searchId: string }[];
    };
    expect(list.searches.map((s) => s.searchId)).toEqual([chosen.searchId]);
    // Back to every search: the rule applies to the other search again.
    await t.request('/api/integrations/hubspot', {
      method: 'PATCH',
      cookie: owner,
      body: { autoPushScope: 'all' },
    });
    expect(await (await call(`/api/searches/${other.searchId}/auto-push`)).json()).toMatchObject({
      rules: [{ scope: 'all', on: true }],
    });
  });

  it('answers 404 for a search or CRM that is not the team’s, and 400 for a bad scope', async () => {
    expect((await toggle(crypto.randomUUID(), 'PUT')).status).toBe(404);
    expect((await call(`/api/searches/${chosen.searchId}/auto-push/salesforce`, 'PUT')).status).toBe(404);
    expect((await call(`/api/searches/${chosen.searchId}/auto-push/pipedrive`, 'PUT')).status).toBe(404);
    expect((await call('/api/searches/not-a-uuid/auto-push')).status).toBe(404);
    const bad = await t.request('/api/integrations/hubspot', {
      method: 'PATCH',
      cookie: owner,
      body: { autoPushScope: 'some' },
    });
    expect(bad.status).toBe(400);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWebsiteEnrichment } from '@contracts/enrichment';
import { startFakeHubSpot, type TFakeHubSpot } from '../../../fakes/hubspot/start-fake-hubspot';
import { businessResults, crmPushItems, crmPushes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { personalTeamOf, seedSearch, userIdOf } from '../../../tests/seed-leads';
import { withoutFacts } from '../enrichment/enrich-website';
import { markDeepPassPending } from '../search/deep-pass-queue';
import { runDeepPass } from '../search/run-deep-pass';
import { queueCrmPush } from './crm-push-queue';
import { recordAutoPushes } from './record-auto-pushes';

const TOKEN = 'pat-na1-11111111-2222-3333-4444-555555555555';
const THRESHOLD = 60;

/** What a deeper check finds on a well-kept site: HTTPS, mobile layout, an address, a named contact, socials. */
const richSite = (website: string): TWebsiteEnrichment => ({
  ...withoutFacts('skipped', 'no_website', website),
  status: 'ok',
  failureReason: null,
  isHttps: true,
  hasViewport: true,
  hasChatbot: false,
  pagesFetched: 6,
  emails: [{ email: `owner@${new URL(website).host}`, source: `${website}contact` }],
  contacts: [{ name: 'Ada Lovelace', title: 'Owner', linkedinUrl: null, source: `${website}about` }],
  socials: {
    ...withoutFacts('skipped', 'no_website', website).socials,
    facebook: 'https://www.facebook.com/riser',
    instagram: 'https://www.instagram.com/riser',
    linkedin: 'https://www.linkedin.com/company/riser',
  },
  copyrightYear: new Date().getFullYear(),
});

const lead = (name: string, leadScore: number) => ({
  businessName: name,
  website: `https://www.${name.toLowerCase()}.example.com/`,
  phone: '(512) 410-1000',
  rating: 4.9,
  reviewCount: 400,
  leadScore,
  deepStatus: 'pending',
});

/** Auto-push (decision 115): a lead meeting the connection's threshold goes to the CRM once its deeper check ends. */
describe.skipIf(postgresSkipped())(`CRM auto-push after the deeper check on ${testDbKind()}`, () => {
  let t: TestApp;
  let hubspot: TFakeHubSpot;
  let owner: string;
  let teamId: string;
  let ids: string[];

  beforeAll(async () => {
    hubspot = await startFakeHubSpot();
    t = await createTestApp({ HUBSPOT_API_BASE_URL: hubspot.url }, { workers: true });
    owner = await t.signUp('auto@example.com');
    const ownerId = await userIdOf(t.db, 'auto@example.com');
    teamId = await personalTeamOf(t.db, ownerId);
    // High is already over the line; Low stays under it; Riser is under it until its deeper check ends.
    ({ ids } = await seedSearch(t.db, ownerId, [lead('High', 80), lead('Low', 20), lead('Riser', 30)]));
    const connected = await t.request('/api/integrations/hubspot', {
      method: 'PUT',
      cookie: owner,
      body: { token: TOKEN },
    });
    expect(connected.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await hubspot?.close();
  });

  const [HIGH, LOW, RISER] = [0, 1, 2];
  const checkEnds = (index: number, found: 'rich' | 'nothing') =>
    runDeepPass(
      {
        ...t.deps,
        deepEnrichLead: async ({ website }) =>
          found === 'rich' ? { enrichment: richSite(website), audit: null, pageTexts: [] } : null,
        yieldToSearchesMs: 0,
      },
      { leadId: ids[index]!, teamId },
    );
  const companies = () => [...(hubspot.objects.companies?.values() ?? [])].map((c) => c.properties.name);
  const pushedItems = (index: number) =>
    t.db
      .select({ status: crmPushItems.status })
      .from(crmPushItems)
      .where(eq(crmPushItems.leadId, ids[index]!));
  async function settled() {
    for (let i = 0; i < 100; i += 1) {
      const done = await t.db.select().from(crmPushes).where(eq(crmPushes.status, 'completed'));
      const all = await t.db.select().from(crmPushes);
      if (done.length === all.length) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the auto-pushes did not complete');
  }

  it('is off until a threshold is set, and the threshold is saved on the connection', async () => {
    await checkEnds(HIGH, 'nothing');
    expect(await t.db.select().from(crmPushes)).toEqual([]);
    await t.db
      .update(businessResults)
      .set({ deepStatus: 'pending' })
      .where(eq(businessResults.id, ids[HIGH]!));

    const saved = await t.request('/api/integrations/hubspot', {
      method: 'PATCH',
      cookie: owner,
      body: { autoPushMinScore: THRESHOLD },
    });
    expect(await saved.json()).toMatchObject({ autoPushMinScore: THRESHOLD });
    const bad = await t.request('/api/integrations/hubspot', {
      method: 'PATCH',
      cookie: owner,
      body: { autoPushMinScore: 101 },
    });
    expect(bad.status).toBe(400);
  });

  it('pushes a lead at or over the threshold once its check ends, and not one under it', async () => {
    await checkEnds(HIGH, 'nothing');
    await checkEnds(LOW, 'nothing');
    await settled();
    expect(companies()).toEqual(['High']);
    expect(await pushedItems(HIGH)).toEqual([{ status: 'created' }]);
    expect(await pushedItems(LOW)).toEqual([]);
  });

  it('pushes a lead whose deeper check lifts its score over the threshold then', async () => {
    await checkEnds(RISER, 'rich');
    const [riser] = await t.db.select().from(businessResults).where(eq(businessResults.id, ids[RISER]!));
    expect(riser!.leadScore).toBeGreaterThanOrEqual(THRESHOLD);
    await settled();
    expect(companies().sort()).toEqual(['High', 'Riser']);
    expect(await pushedItems(RISER)).toEqual([{ status: 'created' }]);
  });

  it('pushes a lead without a website when its search’s first pass ends (it has no deeper check to wait for)', async () => {
    const ownerId = await userIdOf(t.db, 'auto@example.com');
    const { searchId } = await seedSearch(t.db, ownerId, [
      { ...lead('Offline', 90), website: null, deepStatus: null },
      { ...lead('Online', 90), deepStatus: null },
    ]);
    const { deepJobs, pushes } = await t.db.transaction((tx) => markDeepPassPending(tx, searchId));
    expect(deepJobs).toHaveLength(1);
    expect(pushes).toHaveLength(1);
    await queueCrmPush(t.deps.boss, pushes[0]!);
    await settled();
    expect(companies()).toContain('Offline');
    expect(companies()).not.toContain('Online');
  });

  it('does not queue a lead again while it waits in a push of that connection', async () => {
    await t.deps.boss.offWork('crm.push');
    const first = await recordAutoPushes(t.db, { id: ids[HIGH]!, teamId });
    const again = await recordAutoPushes(t.db, { id: ids[HIGH]!, teamId });
    expect(first).toHaveLength(1);
    expect(again).toEqual([]);
    const pending = await t.db
      .select()
      .from(crmPushItems)
      .where(and(eq(crmPushItems.leadId, ids[HIGH]!), eq(crmPushItems.status, 'pending')));
    expect(pending).toHaveLength(1);
    // Another team's lead meets no connection of this one.
    expect(await recordAutoPushes(t.db, { id: ids[HIGH]!, teamId: crypto.randomUUID() })).toEqual([]);
  });
});

// engine-sensitive: the deep-pass queue (pg-boss) and its restart
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSiteWebsites } from '@fakes/google/fake-site-websites';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { siteIndexOf } from '@fakes/websites/site-address';
import { worldSite } from '@fakes/websites/world-site';
import { startFakeWebsites, type FakeWebsites } from '@fakes/websites/start-fake-websites';
import type { TWebsiteEnrichment } from '@contracts/enrichment';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { businessResults, searchHistory, user } from '../../db/schema';
import type { DeepEnrichLead } from '../../app-deps';
import { startJobs } from '../../lib/jobs';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { ownedBy } from '../../../tests/seed-leads';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { createDeepPassQueue, recoverDeepPass, workDeepPass } from './deep-pass-queue';
import { createLeadEnricher } from './enrich-lead';
import { runDeepPass } from './run-deep-pass';

const GOOGLE_KEY = 'AIzaSyTEST-key-000000000000000000wxyz';
/** In the fake Google's first ten yoga studios in Austin: a 2–3 s homepage (2nd) and a 3–5 MB one (5th). */
const SEARCH = { niche: 'yoga studio', location: 'Austin, TX', limit: 10 };

type Lead = typeof businessResults.$inferSelect;
const archetypeOf = (lead: Pick<Lead, 'website'>) =>
  lead.website ? worldSite(siteIndexOf(new URL(lead.website).host)!).archetype : null;

async function until<T>(what: string, read: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function startSearch(t: TestApp, cookie: string, body = SEARCH): Promise<string> {
  const res = await t.request('/api/searches', { cookie, body });
  expect(res.status).toBe(202);
  return (await res.json()).searchId;
}

const leadsOf = (t: TestApp, searchId: string) =>
  t.db.select().from(businessResults).where(eq(businessResults.searchId, searchId));

const deepSettled = (t: TestApp, searchId: string) =>
  until('the deep pass to settle', async () => {
    const leads = await leadsOf(t, searchId);
    return leads.length > 0 &&
      leads.every((l) => l.deepStatus && !['pending', 'running'].includes(l.deepStatus))
      ? leads
      : undefined;
  });

describe.skipIf(postgresSkipped())(`the second, deeper pass on ${testDbKind()}`, () => {
  let google: TFakeGoogle;
  let websites: FakeWebsites;
  beforeAll(async () => {
    websites = await startFakeWebsites();
    google = await startFakeGoogle({ websiteFor: fakeSiteWebsites(new URL(websites.url).port) });
  });
  afterAll(async () => {
    await google?.close();
    await websites?.close();
  });

  describe('through the product, with the real crawls', () => {
    let t: TestApp;
    let cookie: string;
    beforeAll(async () => {
      const env = {
        GOOGLE_PLACES_API_BASE_URL: google.url,
        GOOGLE_GEOCODING_API_BASE_URL: google.url,
        PAGESPEED_BASE_URL: google.url,
        CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true',
        // Long enough for a 2–3 s homepage, a page cap the 3–5 MB homepage is far over.
        DEEP_PASS_BUDGET_MS: '6000',
        DEEP_PASS_MAX_BYTES: '200000',
        DEEP_PASS_CONCURRENCY: '3',
      };
      t = await createTestApp(env, {
        workers: true,
        enrichLead: createLeadEnricher(loadConfig(env)),
        deepEnrichLead: 'real',
      });
      cookie = await t.signUp('deep@example.com');
      await t.request('/api/api-keys/google', { method: 'PUT', cookie, body: { apiKey: GOOGLE_KEY } });
    });
    afterAll(async () => t?.close());

    it('completes the search as before, then fills in a homepage slower than the first pass’s budget', async () => {
      const searchId = await startSearch(t, cookie);
      const completed = await until('the first pass', async () => {
        const body = await (await t.request(`/api/searches/${searchId}`, { cookie })).json();
        return body.search.status === 'completed' ? body : undefined;
      });
      const slowFirst = completed.leads.find((l: Lead) => archetypeOf(l) === 'slow-homepage');
      expect(slowFirst).toMatchObject({ enrichmentStatus: 'failed', email: null });
      expect(['pending', 'running']).toContain(slowFirst.deepStatus);
      // The usage the search counted is not counted again by its deep pass.
      const usage = await (await t.request('/api/usage', { cookie })).json();

      const leads = await deepSettled(t, searchId);
      const slow = leads.find((l) => l.id === slowFirst.id)!;
      const expected = worldSite(siteIndexOf(new URL(slow.website!).host)!).expected;
      expect(slow).toMatchObject({
        deepStatus: 'done',
        enrichmentStatus: 'done',
        email: expected.emails![0],
        chatbotPlatform: 'tawk.to',
        hasChatbot: true,
      });
      expect(slow.leadScore).not.toBe(slowFirst.leadScore);
      // The website audit is stored beside the facts, and its findings are in the score's reasons.
      expect(slow.audit).toMatchObject({
        url: slow.website,
        findings: expect.arrayContaining([expect.objectContaining({ id: 'no_https', severity: 'high' })]),
      });
      expect(JSON.stringify(slow.scoreDetails)).toContain('No HTTPS');
      expect((slow.enrichment as TWebsiteEnrichment).status).toBe('ok');
      expect(leads.filter((l) => !l.website).every((l) => l.deepStatus === 'skipped')).toBe(true);
      // (The PageSpeed checks that follow each deep pass count their own requests, decision 131.)
      expect(await (await t.request('/api/usage', { cookie })).json()).toEqual({
        ...usage,
        pageSpeed: expect.any(Object),
      });
      const search = (await (await t.request(`/api/searches/${searchId}`, { cookie })).json()).search;
      expect(search.status).toBe('completed');
    }, 120_000);

    it('keeps what it read of a page over the cap (a deep check that is done, not failed)', async () => {
      const [lead] = await t.db
        .select()
        .from(businessResults)
        .where(and(isNotNull(businessResults.website), eq(businessResults.deepStatus, 'done')));
      expect(lead).toBeDefined();
      const all = await t.db.select().from(businessResults).where(isNotNull(businessResults.website));
      const heavy = all.find((l) => archetypeOf(l) === 'heavy-homepage')!;
      expect(heavy).toBeDefined();
      const expected = worldSite(siteIndexOf(new URL(heavy.website!).host)!).expected;
      // 200 kB of a 3–5 MB page: the email at its top is kept, the one after the images and state is not read.
      expect(heavy.deepStatus).toBe('done');
      expect(heavy.emails?.map((e) => e.email)).toContain(expected.emails![0]);
      expect((heavy.enrichment as TWebsiteEnrichment).status).toBe('ok');
    });

    it('streams the deep checks after `done` and closes once they have settled', async () => {
      const searchId = await startSearch(t, cookie, { ...SEARCH, niche: 'chiropractor' });
      const stream = await t.request(`/api/searches/${searchId}/events`, { cookie });
      const text = await stream.text(); // ends by itself only when the deep checks have settled
      const events = [...text.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map((m) => [m[1], m[2]] as const);
      const doneAt = events.findIndex(([name]) => name === 'done');
      expect(doneAt).toBeGreaterThan(0);
      expect(events[doneAt - 1][0]).toBe('deep');
      expect(JSON.parse(events[doneAt - 1][1])).toMatchObject({ settled: false });
      const last = events.at(-1)!;
      expect(last[0]).toBe('deep');
      expect(JSON.parse(last[1])).toMatchObject({ settled: true, pending: 0, running: 0 });
      const afterDone = events.slice(doneAt + 1).filter(([name]) => name === 'leads');
      const updated = afterDone.flatMap(([, data]) => JSON.parse(data) as { deepStatus: string }[]);
      expect(updated.some((lead) => lead.deepStatus === 'done')).toBe(true);
    }, 120_000);
  });

  describe('the queue', () => {
    let t: TestApp;
    let cookie: string;
    let userId: string;
    const calls: { leadId: string; at: number }[] = [];
    const recordDeep: DeepEnrichLead = async (lead) => {
      calls.push({ leadId: lead.id, at: Date.now() });
      return null;
    };
    beforeAll(async () => {
      t = await createTestApp(
        {
          GOOGLE_PLACES_API_BASE_URL: google.url,
          GOOGLE_GEOCODING_API_BASE_URL: google.url,
          DEEP_PASS_CONCURRENCY: '0', // this instance works no deep jobs: the test starts its own worker
        },
        { workers: true, deepEnrichLead: recordDeep },
      );
      cookie = await t.signUp('queue@example.com');
      [{ id: userId }] = await t.db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, 'queue@example.com'));
      await t.request('/api/api-keys/google', { method: 'PUT', cookie, body: { apiKey: GOOGLE_KEY } });
    });
    afterAll(async () => t?.close());

    it('queues deep jobs only when the first pass ends, keeps them over a restart, and runs them after running first passes', async () => {
      const searchId = await startSearch(t, cookie);
      const finished = await until('the first pass', async () => {
        const [row] = await t.db.select().from(searchHistory).where(eq(searchHistory.id, searchId));
        return row.status === 'completed' ? row : undefined;
      });
      const leads = await leadsOf(t, searchId);
      const withSite = leads.filter((l) => l.website);
      expect(withSite.length).toBeGreaterThan(0);
      expect(withSite.every((l) => l.deepStatus === 'pending')).toBe(true);
      expect(leads.filter((l) => !l.website).every((l) => l.deepStatus === 'skipped')).toBe(true);

      // "Restart": this queue stops with the jobs still waiting; a new one on the same database takes them.
      await t.deps.boss.stop({ graceful: false, close: false });
      const boss = await startJobs(t.deps.database);
      try {
        await createDeepPassQueue(boss);
        await recoverDeepPass(t.db, boss); // a no-op for leads whose jobs survived
        // A first pass of someone's search holds its lease: the deep jobs wait for it.
        const [running] = await t.db
          .insert(searchHistory)
          .values({
            ...ownedBy(userId),
            location: 'Austin, TX',
            status: 'enriching',
            leaseOwner: 'another-worker',
            leaseUntil: new Date(Date.now() + 30_000),
          })
          .returning();
        // Each job's reads: a job reading a second time before anything ran saw the first pass and waited.
        const reads = new Map<string, number>();
        const watched = (leadId: string): Db =>
          new Proxy(t.db, {
            get: (target, key) => {
              if (key === 'select') reads.set(leadId, (reads.get(leadId) ?? 0) + 1);
              const value: unknown = Reflect.get(target, key);
              return typeof value === 'function' ? value.bind(target) : value;
            },
          });
        const deps = { deepEnrichLead: recordDeep, checkEmails: t.deps.checkEmails, boss };
        await workDeepPass(boss, 2, (job) => runDeepPass({ ...deps, db: watched(job.leadId) }, job));
        await until('a deep job that saw the first pass running and waited', async () =>
          [...reads.values()].some((count) => count >= 2) ? true : undefined,
        );
        expect(calls).toEqual([]);
        expect((await leadsOf(t, searchId)).filter((l) => l.deepStatus === 'pending')).toHaveLength(
          withSite.length,
        );
        const firstPassEnded = Date.now();
        await t.db
          .update(searchHistory)
          .set({ status: 'completed', leaseOwner: null, leaseUntil: null })
          .where(eq(searchHistory.id, running.id));

        const settled = await deepSettled(t, searchId);
        expect(settled.filter((l) => l.website).every((l) => l.deepStatus === 'skipped')).toBe(true);
        // Each lead's deep job ran once, after the search's first pass and after the other one ended.
        expect(calls.map((c) => c.leadId).sort()).toEqual(withSite.map((l) => l.id).sort());
        expect(calls.every((c) => c.at >= finished.finishedAt!.getTime() && c.at >= firstPassEnded)).toBe(
          true,
        );
      } finally {
        await boss.stop({ graceful: false, close: false });
      }
    }, 120_000);
  });
});

// engine-sensitive: the PageSpeed queue (pg-boss singleton policy and group concurrency) and its cache
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLeadAudit } from '@contracts/audit';
import type { TWebsiteEnrichment } from '@contracts/enrichment';
import { startFakeGoogle, type TFakeGoogle, type TFakeGoogleRequest } from '@fakes/google/start-fake-google';
import { businessResults, mergeLeadAudit, pageSpeedCache } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { openSecondInstance, type SecondInstance } from '../../../tests/second-instance';
import { personalTeamOf, seedSearch, userIdOf } from '../../../tests/seed-leads';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { withoutFacts } from '../enrichment/enrich-website';
import { queueDeepPass } from '../search/deep-pass-queue';
import { checkPageSpeed, PAGESPEED_CACHE_DAYS } from './check-page-speed';
import { PAGESPEED_QUEUE, queuePageSpeed, workPageSpeed } from './pagespeed-queue';

const DAY_MS = 24 * 3600 * 1000;
const PAGESPEED_PATH = '/pagespeedonline/v5/runPagespeed';

/** The deep pass read the site: the lead's deep check ends `done`. */
const siteRead = async ({ website }: { website: string }): Promise<TWebsiteEnrichment> => ({
  ...withoutFacts('skipped', 'no_website', website),
  status: 'ok',
  failureReason: null,
  isHttps: true,
  hasViewport: true,
  pagesFetched: 3,
});

async function until<T>(what: string, read: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(postgresSkipped())(`PageSpeed after the deep pass on ${testDbKind()}`, () => {
  let google: TFakeGoogle;
  let t: TestApp;
  const teams: Record<'a' | 'b', { userId: string; teamId: string; cookie: string; key: string }> =
    {} as never;

  const pageSpeedRequests = (key?: string) =>
    google.requests.filter(
      (r) => r.path === PAGESPEED_PATH && (!key || (r.body as { key?: string }).key === key),
    );
  const auditOf = async (leadId: string) => {
    const [row] = await t.db
      .select({ audit: businessResults.audit, deepStatus: businessResults.deepStatus })
      .from(businessResults)
      .where(eq(businessResults.id, leadId));
    return row;
  };
  const jobsOf = (leadId: string) => t.deps.boss.findJobs(PAGESPEED_QUEUE, { data: { leadId } });
  const seed = (team: 'a' | 'b', websites: string[]) =>
    seedSearch(
      t.db,
      teams[team].userId,
      websites.map((website) => ({ website })),
    );
  const usageOf = async (team: 'a' | 'b') =>
    (await (await t.request('/api/usage', { cookie: teams[team].cookie })).json()).pageSpeed;

  beforeAll(async () => {
    google = await startFakeGoogle({ pageSpeedMs: 250 });
    t = await createTestApp(
      {
        GOOGLE_PLACES_API_BASE_URL: google.url,
        GOOGLE_GEOCODING_API_BASE_URL: google.url,
        PAGESPEED_BASE_URL: google.url,
      },
      {
        workers: true,
        deepEnrichLead: async (lead) => ({ enrichment: await siteRead(lead), audit: null, pageTexts: [] }),
      },
    );
    for (const name of ['a', 'b'] as const) {
      const email = `pagespeed-${name}@example.com`;
      const cookie = await t.signUp(email);
      const userId = await userIdOf(t.db, email);
      const key = `AIzaSy-TEAM-${name.toUpperCase()}-000000000000000000`;
      await t.request('/api/api-keys/google', { method: 'PUT', cookie, body: { apiKey: key } });
      teams[name] = { userId, teamId: await personalTeamOf(t.db, userId), cookie, key };
    }
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  it('checks a lead after its deep pass ended, never before; a refusal leaves the deep pass done', async () => {
    const { ids } = await seed('a', ['https://www.after-deep.example/', 'https://down.invalid/']);
    await t.db.update(businessResults).set({ deepStatus: 'pending' }).where(inArray(businessResults.id, ids));
    await queueDeepPass(
      t.deps.boss,
      ids.map((leadId) => ({ leadId, teamId: teams.a.teamId })),
    );

    const [measured, down] = ids;
    // The deep pass ends first, without waiting for PageSpeed (which takes the fake a quarter of a second).
    const ended = await until('the deep pass', async () => {
      const row = await auditOf(measured);
      return row.deepStatus === 'done' ? row : undefined;
    });
    expect(ended.audit).toBeNull();
    const speed = await until('the PageSpeed result', async () => (await auditOf(measured)).audit?.pageSpeed);
    expect(speed).toMatchObject({ strategy: 'mobile', performance: expect.any(Number) });
    // The result is stored inside the job; the job's completion is recorded just after it.
    const [job] = await until('the measured job to complete', async () => {
      const jobs = await jobsOf(measured);
      return jobs[0]?.state === 'completed' ? jobs : undefined;
    });
    expect(job).toMatchObject({
      state: 'completed',
      output: { outcome: 'measured', domain: 'after-deep.example' },
    });

    // Google could not load the other site: the check ends (no retry), no score stored, only why; the deep
    // pass done.
    const [failed] = await until('the failed check', async () => {
      const jobs = await jobsOf(down);
      return jobs[0]?.state === 'completed' ? jobs : undefined;
    });
    expect(failed.output).toEqual({ outcome: 'failed', kind: 'PAGE_NOT_LOADED' });
    expect(await auditOf(down)).toEqual({
      audit: {
        pageSpeedRefusal: {
          checkedAt: expect.any(String),
          kind: 'PAGE_NOT_LOADED',
          message: expect.stringContaining('Google could not load the page to measure it'),
        },
      },
      deepStatus: 'done',
    });
  });

  it('tells the lead page why a key without the PageSpeed API measured nothing, until a measurement', async () => {
    const email = 'pagespeed-disabled@example.com';
    const cookie = await t.signUp(email);
    const userId = await userIdOf(t.db, email);
    const teamId = await personalTeamOf(t.db, userId);
    const setKey = (apiKey: string) =>
      t.request('/api/api-keys/google', { method: 'PUT', cookie, body: { apiKey } });
    await setKey('AIzaSy-PAGESPEED_DISABLED-0000000000000000');
    const { ids } = await seedSearch(t.db, userId, [{ website: 'https://no-api.example/' }]);
    const leadPage = async () => (await t.request(`/api/leads/${ids[0]}`, { cookie })).json();

    expect(await checkPageSpeed(t.deps, { leadId: ids[0], teamId })).toEqual({
      outcome: 'failed',
      kind: 'PAGESPEED_API_DISABLED',
    });
    const refused = await leadPage();
    expect(refused.pageSpeed).toBeNull();
    expect(refused.pageSpeedRefusal).toMatchObject({
      kind: 'PAGESPEED_API_DISABLED',
      message: expect.stringContaining('Enable "PageSpeed Insights API" in the Google Cloud Console'),
    });

    await setKey('AIzaSy-PAGESPEED-ENABLED-000000000000000');
    expect(await checkPageSpeed(t.deps, { leadId: ids[0], teamId })).toMatchObject({ outcome: 'measured' });
    const measured = await leadPage();
    expect(measured.pageSpeed).toMatchObject({ strategy: 'mobile' });
    expect(measured.pageSpeedRefusal).toBeNull();
  });

  it('sends at most one request at a time per team, with several workers; teams do not wait on each other', async () => {
    let second: SecondInstance | undefined;
    try {
      // Two instances on PostgreSQL, each with two more PageSpeed workers; PGlite is one process.
      const bosses = [t.deps.boss];
      if (testDbKind() === 'postgres') {
        second = await openSecondInstance(t, '10.9.9.9');
        bosses.push(second.deps.boss);
      }
      for (const boss of bosses) await workPageSpeed(boss, (job) => checkPageSpeed(t.deps, job));
      google.reset();
      const seeded = {
        a: await seed(
          'a',
          [1, 2, 3, 4].map((n) => `https://a${n}.shops.example/`),
        ),
        b: await seed(
          'b',
          [1, 2, 3, 4].map((n) => `https://b${n}.shops.example/`),
        ),
      };
      for (const team of ['a', 'b'] as const) {
        for (const leadId of seeded[team].ids)
          await queuePageSpeed(t.deps.boss, { leadId, teamId: teams[team].teamId });
      }
      const all = [...seeded.a.ids, ...seeded.b.ids];
      await until('every lead measured', async () => {
        const rows = await t.db
          .select({ audit: businessResults.audit })
          .from(businessResults)
          .where(inArray(businessResults.id, all));
        return rows.every((r) => r.audit?.pageSpeed) ? true : undefined;
      });

      const overlaps = (x: TFakeGoogleRequest, y: TFakeGoogleRequest) =>
        x.startedAt < y.finishedAt && y.startedAt < x.finishedAt;
      for (const team of ['a', 'b'] as const) {
        const sent = pageSpeedRequests(teams[team].key);
        expect(sent).toHaveLength(4);
        for (const x of sent) for (const y of sent) if (x !== y) expect(overlaps(x, y)).toBe(false);
      }
      const crossTeam = pageSpeedRequests(teams.a.key).some((x) =>
        pageSpeedRequests(teams.b.key).some((y) => overlaps(x, y)),
      );
      expect(crossTeam).toBe(true);
    } finally {
      await second?.close();
    }
  }, 90_000);

  it("keeps a domain's result 7 days for every team, then asks Google again (injected clock)", async () => {
    const first = await seed('a', ['https://www.cached-shop.example/']);
    const other = await seed('b', [
      'https://cached-shop.example/locations/austin',
      'http://CACHED-SHOP.example/',
    ]);
    const start = new Date('2026-04-01T08:00:00.000Z');
    const at = (ms: number) => ({ ...t.deps, now: () => new Date(start.getTime() + ms) });
    google.reset();

    expect(await checkPageSpeed(at(0), { leadId: first.ids[0], teamId: teams.a.teamId })).toEqual({
      outcome: 'measured',
      domain: 'cached-shop.example',
    });
    const measured = (await auditOf(first.ids[0])).audit!.pageSpeed!;
    expect(measured.checkedAt).toBe(start.toISOString());

    // Another team, another page of the same domain, six days later: the cached result, no request.
    const sixDays = 6 * DAY_MS;
    expect(await checkPageSpeed(at(sixDays), { leadId: other.ids[0], teamId: teams.b.teamId })).toEqual({
      outcome: 'cached',
      domain: 'cached-shop.example',
    });
    expect((await auditOf(other.ids[0])).audit!.pageSpeed).toEqual(measured);
    expect(pageSpeedRequests()).toHaveLength(1);

    // Past 7 days: measured again, with this team's key, and cached anew.
    const stale = PAGESPEED_CACHE_DAYS * DAY_MS + 60_000;
    expect(await checkPageSpeed(at(stale), { leadId: other.ids[1], teamId: teams.b.teamId })).toMatchObject({
      outcome: 'measured',
    });
    expect(pageSpeedRequests(teams.b.key)).toHaveLength(1);
    expect((await auditOf(other.ids[1])).audit!.pageSpeed!.checkedAt).toBe(
      new Date(start.getTime() + stale).toISOString(),
    );
    const [cached] = await t.db
      .select()
      .from(pageSpeedCache)
      .where(eq(pageSpeedCache.domain, 'cached-shop.example'));
    expect(cached.fetchedAt.toISOString()).toBe(new Date(start.getTime() + stale).toISOString());
  });

  it("merges into the lead's audit both ways: the findings stay, and a later findings write keeps PageSpeed", async () => {
    const finding = {
      id: 'no_viewport',
      severity: 'high',
      title: 'no mobile viewport',
      evidence: { url: 'https://audited.example/', value: 'no <meta name="viewport">' },
      pitch: 'Your site does not adapt to phones.',
    } as const;
    const { ids } = await seed('a', ['https://audited.example/', 'https://not-audited.example/']);
    const audited: TLeadAudit = {
      checkedAt: '2026-04-01T08:00:00.000Z',
      url: 'https://audited.example/',
      findings: [finding],
    };
    await t.db.update(businessResults).set({ audit: audited }).where(eq(businessResults.id, ids[0]));

    for (const leadId of ids) await checkPageSpeed(t.deps, { leadId, teamId: teams.a.teamId });
    const withFindings = (await auditOf(ids[0])).audit!;
    expect(withFindings).toMatchObject({ ...audited, pageSpeed: { strategy: 'mobile' } });
    // No audit yet: PageSpeed alone (no refusal), and the lead page shows it.
    const alone = (await auditOf(ids[1])).audit!;
    expect(Object.keys(alone)).toEqual(['pageSpeed', 'pageSpeedRefusal']);
    const page = await (await t.request(`/api/leads/${ids[1]}`, { cookie: teams.a.cookie })).json();
    expect(page.pageSpeed).toEqual(alone.pageSpeed);

    // The audit engine writes its findings later with the same merge: PageSpeed stays.
    const later = { ...audited, url: 'https://not-audited.example/', findings: [] };
    await t.db
      .update(businessResults)
      .set({ audit: mergeLeadAudit(later) })
      .where(eq(businessResults.id, ids[1]));
    expect((await auditOf(ids[1])).audit).toEqual({
      ...later,
      pageSpeed: alone.pageSpeed,
      pageSpeedRefusal: null,
    });
  });

  it("counts the requests Google answered in the team's Usage, not cached results", async () => {
    const answered = (key: string) => pageSpeedRequests(key).filter((r) => r.status > 0).length;
    google.reset();
    const before = { a: await usageOf('a'), b: await usageOf('b') };
    const { ids } = await seed('a', ['https://usage-one.example/', 'https://usage-two.example/']);
    for (const leadId of ids) await checkPageSpeed(t.deps, { leadId, teamId: teams.a.teamId });
    const again = await seed('a', ['https://usage-one.example/contact']);
    expect(await checkPageSpeed(t.deps, { leadId: again.ids[0], teamId: teams.a.teamId })).toMatchObject({
      outcome: 'cached',
    });
    expect(answered(teams.a.key)).toBe(2);
    await until('the usage to count both requests', async () =>
      (await usageOf('a')).thisMonth === before.a.thisMonth + 2 ? true : undefined,
    );
    expect(await usageOf('a')).toEqual({
      thisMonth: before.a.thisMonth + 2,
      last24Hours: before.a.last24Hours + 2,
    });
    expect(await usageOf('b')).toEqual(before.b);
    // PageSpeed is free: no cost, no billable request.
    const usage = await (await t.request('/api/usage', { cookie: teams.a.cookie })).json();
    expect(usage.billableRequests).toBe(0);
    expect(usage.estimatedApiCostUsd).toBe(0);
  });

  it('skips a team without a Google key, asking Google nothing', async () => {
    const email = 'pagespeed-nokey@example.com';
    await t.signUp(email);
    const userId = await userIdOf(t.db, email);
    const { ids } = await seedSearch(t.db, userId, [{ website: 'https://no-key.example/' }]);
    google.reset();
    expect(
      await checkPageSpeed(t.deps, { leadId: ids[0], teamId: await personalTeamOf(t.db, userId) }),
    ).toEqual({ outcome: 'skipped', reason: 'no key' });
    expect(pageSpeedRequests()).toEqual([]);
    // Another team's lead id is "no lead" for this team.
    expect(await checkPageSpeed(t.deps, { leadId: ids[0], teamId: teams.a.teamId })).toEqual({
      outcome: 'skipped',
      reason: 'no lead',
    });
  });
});

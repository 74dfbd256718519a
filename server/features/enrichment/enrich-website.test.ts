import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFakeSite, expectNoDecoys } from '@fakes/websites/expect-fake-site';
import { ARCHETYPE_NAMES, fakeSite } from '@fakes/websites/site-archetypes';
import { startFakeWebsites, type FakeWebsites } from '@fakes/websites/start-fake-websites';
import { startUrlOf } from './crawl-site';
import { analysePages, enrichWebsite, type EnrichOptions } from './enrich-website';
import { buildPage } from './page';
import { sharedAnalysisPool } from './start-analysis-pool';

const OPTIONS: EnrichOptions = {
  allowPrivateNetworks: true,
  userAgent: 'LeadScoutBot/1.0 (+http://localhost/bot)',
  budgetMs: 800,
};

describe('enrichWebsite against the fake business websites', () => {
  let websites: FakeWebsites;
  beforeAll(async () => {
    websites = await startFakeWebsites();
    // A server starts its analysis threads at boot (decision 126); a crawl's links are read there.
    await sharedAnalysisPool().ready();
  });
  afterAll(() => websites.close());

  it.each(ARCHETYPE_NAMES.map((archetype, index) => [archetype, index] as const))(
    '%s',
    async (_archetype, index) => {
      const result = await enrichWebsite(websites.siteUrl(index), OPTIONS);
      const site = fakeSite(index);
      expectFakeSite(result, site.firstPass ?? site.expected);
      expectNoDecoys(result, site.expected);
    },
  );

  it('keeps the source page of what it found on the contact page', async () => {
    const index = ARCHETYPE_NAMES.indexOf('wordpress-elementor-tawk');
    const result = await enrichWebsite(websites.siteUrl(index), OPTIONS);
    expect(result.pagesFetched).toBe(3);
    expect(result.contacts.find((contact) => contact.name === 'Jane Smith')).toMatchObject({
      title: 'Owner',
      source: `${websites.siteUrl(index)}contact-us/`,
    });
  });

  it('fetches nothing beyond robots.txt and the homepage when robots.txt disallows, and nothing once it knows', async () => {
    const index = ARCHETYPE_NAMES.indexOf('robots-disallow');
    await enrichWebsite(websites.siteUrl(index), OPTIONS);
    await expect(enrichWebsite(websites.siteUrl(index), OPTIONS)).resolves.toMatchObject({
      failureReason: 'robots_denied',
    });
    expect(
      websites.requests
        .filter((request) => request.site === index)
        .map((request) => request.path)
        .sort(),
    ).toEqual(['/', '/robots.txt']);
  });

  it('never rejects: no website is skipped, a bad URL fails', async () => {
    await expect(enrichWebsite(null, OPTIONS)).resolves.toMatchObject({
      status: 'skipped',
      failureReason: 'no_website',
    });
    await expect(enrichWebsite('http://exa mple.com', OPTIONS)).resolves.toMatchObject({
      status: 'failed',
      failureReason: 'invalid_url',
    });
  });
});

describe('crawl pacing', () => {
  let websites: FakeWebsites;
  beforeAll(async () => {
    websites = await startFakeWebsites({ latencyMs: 100 });
  });
  afterAll(() => websites.close());

  it('asks robots.txt and the homepage together, then the contact and about pages together', async () => {
    const index = ARCHETYPE_NAMES.indexOf('wordpress-elementor-tawk');
    const result = await enrichWebsite(websites.siteUrl(index), { ...OPTIONS, budgetMs: 2000 });
    expect(result.pagesFetched).toBe(3);
    const requests = websites.requests.filter((request) => request.site === index);
    expect(
      requests
        .slice(0, 2)
        .map((request) => request.path)
        .sort(),
    ).toEqual(['/', '/robots.txt']);
    expect(
      requests
        .slice(2)
        .map((request) => request.path)
        .sort(),
    ).toEqual(['/about/', '/contact-us/']);
    expect(Math.abs(requests[1].at - requests[0].at)).toBeLessThan(50);
    expect(requests[2].at - requests[1].at).toBeGreaterThanOrEqual(95);
    expect(Math.abs(requests[3].at - requests[2].at)).toBeLessThan(50);
  });

  it('gives up on a slow site when the budget is spent', async () => {
    const started = Date.now();
    const result = await enrichWebsite(websites.siteUrl(ARCHETYPE_NAMES.indexOf('slow')), {
      ...OPTIONS,
      budgetMs: 400,
    });
    expect(result).toMatchObject({ status: 'failed', failureReason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('startUrlOf', () => {
  it.each([
    ['joesplumbing.com', 'https://joesplumbing.com/'],
    [' http://joesplumbing.com/home ', 'http://joesplumbing.com/home'],
    ['ftp://joesplumbing.com', null],
    ['', null],
  ])('%s → %s', (raw, expected) => {
    expect(startUrlOf(raw)).toBe(expected);
  });
});

describe('analysePages on hostile markup', () => {
  it('reads a page nested 5 000 elements deep (no recursion limits, no quadratic sorting)', () => {
    const depth = 5_000;
    const html = `<html><head><meta name="generator" content="WordPress 6.5"></head><body>${'<div>'.repeat(depth)}<!-- x -->info@joesplumbing.com${'</div>'.repeat(depth)}</body></html>`;
    const result = analysePages([buildPage('https://joesplumbing.com/', load(html))], new Date());
    expect(result.emails.map((found) => found.email)).toEqual(['info@joesplumbing.com']);
    expect(result.cmsPlatform).toBe('WordPress');
  });
});

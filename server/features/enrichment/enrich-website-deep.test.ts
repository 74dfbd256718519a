import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFakeSite, expectNoDecoys } from '@fakes/websites/expect-fake-site';
import { ARCHETYPE_NAMES, fakeSite } from '@fakes/websites/site-archetypes';
import { startFakeWebsites, type FakeWebsites } from '@fakes/websites/start-fake-websites';
import { enrichWebsite } from './enrich-website';
import { enrichWebsiteDeep, type DeepEnrichOptions } from './enrich-website-deep';
import type { Page } from './page';

/** A shorter budget than the 15 s default: long enough for a 2–4 s homepage, short enough for the tests. */
const OPTIONS: DeepEnrichOptions = {
  allowPrivateNetworks: true,
  userAgent: 'LeadScoutBot/1.0 (+http://localhost/bot)',
  budgetMs: 6_000,
};
const indexOf = (archetype: string) => ARCHETYPE_NAMES.indexOf(archetype);

describe('enrichWebsiteDeep against the fake business websites', () => {
  let websites: FakeWebsites;
  beforeAll(async () => {
    websites = await startFakeWebsites();
  });
  afterAll(() => websites.close());

  describe.each(ARCHETYPE_NAMES.map((archetype, index) => [archetype, index] as const))('%s', (_, index) => {
    // A 3 MB page of 90 000 paragraphs takes a while to parse on a busy machine.
    it('finds its facts and stores none of its decoys', { timeout: 90_000 }, async () => {
      const { enrichment: result } = await enrichWebsiteDeep(websites.siteUrl(index), OPTIONS);
      expectFakeSite(result, fakeSite(index).expected);
      expectNoDecoys(result, fakeSite(index).expected);
    });
  });

  it('fills in a homepage slower than the first pass’s budget', async () => {
    const url = websites.siteUrl(indexOf('slow-homepage'));
    expect(await enrichWebsite(url, { ...OPTIONS, budgetMs: 900 })).toMatchObject({
      failureReason: 'timeout',
    });
    expect((await enrichWebsiteDeep(url, OPTIONS)).enrichment).toMatchObject({
      status: 'ok',
      chatbotPlatform: 'tawk.to',
    });
  });

  it('keeps what it read of a page over the cap', async () => {
    const url = websites.siteUrl(indexOf('heavy-homepage'));
    const { enrichment: result } = await enrichWebsiteDeep(url, { ...OPTIONS, maxBytes: 200_000 });
    expect(result.status).toBe('ok');
    expect(result.emails.map((found) => found.email)).toEqual([
      fakeSite(indexOf('heavy-homepage')).expected.emails![0],
    ]);
  });

  it('asks a bot-protected site once per URL and never again in disguise', async () => {
    // The next site of the archetype: robots.txt is not cached for it yet.
    const index = indexOf('bot-protected') + ARCHETYPE_NAMES.length;
    expect(fakeSite(index).archetype).toBe('bot-protected');
    await enrichWebsiteDeep(websites.siteUrl(index), OPTIONS);
    const paths = websites.requests
      .filter((request) => request.site === index)
      .map((request) => request.path);
    expect(paths.sort()).toEqual(['/', '/robots.txt']);
  });

  it('reads branch pages one at a time, within robots.txt, and passes every page through upgradePage first', async () => {
    const index = indexOf('multi-location');
    const upgraded: string[] = [];
    const upgradePage = async (page: Page) => {
      upgraded.push(new URL(page.url).pathname);
      return page;
    };
    const { enrichment: result } = await enrichWebsiteDeep(websites.siteUrl(index), {
      ...OPTIONS,
      upgradePage,
    });
    expect(upgraded).toEqual([
      '/',
      '/our-locations',
      '/our-locations/austin',
      '/our-locations/dallas',
      '/our-locations/houston',
    ]);
    expect(result.pagesFetched).toBe(5);
  });

  it('chooses links from the page upgradePage returns (a rendered page)', async () => {
    const index = indexOf('team-behind-about');
    const upgradePage = async (page: Page) => {
      if (new URL(page.url).pathname !== '/') return page;
      page.$('nav').append('<a href="/who-we-are/people">Our team</a>');
      return page;
    };
    const { enrichment: result } = await enrichWebsiteDeep(websites.siteUrl(index), {
      ...OPTIONS,
      upgradePage,
      maxPages: 2,
    });
    expect(result.contacts.map((contact) => contact.name)).toContain('Anna Berg');
  });
});

import { monitorEventLoopDelay } from 'node:perf_hooks';
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHETYPE_NAMES } from '@fakes/websites/site-archetypes';
import { startFakeWebsites, type FakeWebsites } from '@fakes/websites/start-fake-websites';
import { enrichWebsiteDeep } from './enrich-website-deep';
import { auditPageFacts } from './audit-page-facts';
import { analysePages } from './enrich-website';
import { findContactLinks } from './find-contact-pages';
import { buildPage, type Page } from './page';
import { startAnalysisPool } from './start-analysis-pool';

const OPTIONS = { allowPrivateNetworks: true, userAgent: 'LeadScoutBot/1.0 (+http://localhost/bot)' };

/** A page of dense markup, its only address at the very end: found only by parsing and reading all of it. */
function bigPage(paragraphs: number): Page {
  const html = `<html><body>${'<div class="row"><p>Plumbing, heating and <b>drains</b> <a href="/x">more</a></p></div>'.repeat(paragraphs)}<footer><a href="mailto:office@big.example">Write to us</a></footer></body></html>`;
  // Only the markup crosses to the pool: the document here is empty, the pool parses the source.
  return { ...buildPage('https://big.example/', load('')), source: { body: html, contentType: 'text/html' } };
}

describe('startAnalysisPool', () => {
  it('gives the same result as analysing on this thread', async () => {
    const pool = startAnalysisPool({ threads: 1 });
    try {
      const html =
        '<html><body><!-- <a href="mailto:old@a.example">old</a> --><a href="mailto:info@a.example">Mail</a><script src="https://embed.tawk.to/1/default"></script></body></html>';
      const page = {
        ...buildPage('https://a.example/', load(html)),
        source: { body: Buffer.from(html), contentType: 'text/html; charset=utf-8' },
      };
      const now = new Date('2026-12-01T00:00:00Z');
      expect(await pool.analyse([page], now)).toEqual({ enrichment: analysePages([page], now), audit: null });
      expect((await pool.analyse([page], now, [], true)).audit).toEqual(auditPageFacts([page]));
    } finally {
      await pool.close();
    }
  });

  it('builds a fetched page as the crawl did, and chooses its contact links, on a thread', async () => {
    const pool = startAnalysisPool({ threads: 1 });
    try {
      const html =
        '<html><body><nav><a href="/about-us">About us</a><a href="/contact">Contact</a></nav><a href="mailto:info@a.example">Mail</a></body></html>';
      const fetched = {
        url: 'https://a.example/',
        headers: { server: 'nginx' },
        setCookies: ['wp-settings=1; Path=/'],
        source: { body: Buffer.from(html), contentType: 'text/html; charset=utf-8' },
      };
      const built = {
        ...buildPage(fetched.url, load(html), fetched.headers, fetched.setCookies),
        source: fetched.source,
      };
      const { links, home } = await pool.contactLinks(fetched);
      expect(links.map((link) => link.url).sort()).toEqual([
        'https://a.example/about-us',
        'https://a.example/contact',
      ]);
      expect(links).toEqual(findContactLinks(built));
      const now = new Date('2026-12-01T00:00:00Z');
      const expected = { enrichment: analysePages([built], now), audit: null };
      // The thread that read the links analyses the page it kept; without that key it builds the page again.
      expect(home.heldAs).toEqual(expect.any(Number));
      expect(await pool.analyse([home], now)).toEqual(expected);
      expect(await pool.analyse([fetched], now)).toEqual(expected);
    } finally {
      await pool.close();
    }
  });

  it('says when its threads have loaded, and a thread that loaded answers at once', async () => {
    const pool = startAnalysisPool({ threads: 2 });
    try {
      let ready = false;
      const startedLoading = performance.now();
      const loading = pool.ready().then(() => (ready = true));
      expect(ready).toBe(false);
      await loading;
      const loadMs = performance.now() - startedLoading;
      const page = buildPage('https://b.example/', load('<a href="mailto:hi@b.example">Mail</a>'));
      const started = performance.now();
      const result = await pool.analyse([page], new Date());
      expect(result.enrichment.emails.map((found) => found.email)).toEqual(['hi@b.example']);
      // Loading the detectors from source takes seconds; a loaded thread only analyses one small page.
      expect(performance.now() - started).toBeLessThan(loadMs);
    } finally {
      await pool.close();
    }
  });

  it('keeps the event loop free while a big page is parsed and analysed', { timeout: 120_000 }, async () => {
    const pool = startAnalysisPool({ threads: 1 });
    try {
      // The thread is started and warm, so only the parse and the analysis are measured.
      await pool.analyse([bigPage(10)], new Date());
      const page = bigPage(20_000);
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const started = performance.now();
      const result = await pool.analyse([page], new Date());
      const tookMs = performance.now() - started;
      delay.disable();
      expect(result.enrichment.emails.map((found) => found.email)).toEqual(['office@big.example']);
      // On this thread the same parse and analysis would hold the loop for their whole time (seconds, one
      // block); in the pool the loop only waits for its timer and, on a busy machine, for a core.
      expect(tookMs).toBeGreaterThan(1_000);
      expect(delay.percentile(99) / 1e6).toBeLessThan(250);
      expect(delay.max / 1e6).toBeLessThan(tookMs / 10);
    } finally {
      await pool.close();
    }
  });

  // 48 MB hold the analysis thread and a small site's pages, not the 3 MB page of the `huge` site.
  describe('a site whose pages outgrow the thread’s memory', () => {
    let websites: FakeWebsites;
    beforeAll(async () => {
      websites = await startFakeWebsites();
    });
    afterAll(() => websites.close());

    it('is reported too heavy, and the pool goes on with a new thread', { timeout: 120_000 }, async () => {
      const analysis = startAnalysisPool({ threads: 1, heapMb: 48 });
      try {
        const huge = websites.siteUrl(ARCHETYPE_NAMES.indexOf('huge'));
        expect((await enrichWebsiteDeep(huge, { ...OPTIONS, analysis })).enrichment).toMatchObject({
          status: 'failed',
          failureReason: 'too_heavy',
          finalUrl: huge,
        });
        const small = websites.siteUrl(ARCHETYPE_NAMES.indexOf('wordpress-elementor-tawk'));
        expect((await enrichWebsiteDeep(small, { ...OPTIONS, analysis })).enrichment).toMatchObject({
          status: 'ok',
        });
      } finally {
        await analysis.close();
      }
    });
  });
});

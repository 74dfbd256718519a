import type { TWebsiteEnrichment } from '@contracts/enrichment';
import { crawlSiteDeep, type DeepCrawlOptions } from './crawl-site-deep';
import { analyseCrawl, withoutFacts, type EnrichOptions } from './enrich-website';

/**
 * `budgetMs` defaults to 15 s, `maxBytes` (per page) to 10 MB, `maxPages` to 10; `upgradePage` is called on
 * every fetched HTML page before further links are chosen from it, and the page it returns is used (the browser
 * pass renders the pages that need it). Without it the deep pass is purely static.
 */
export type DeepEnrichOptions = EnrichOptions &
  Pick<DeepCrawlOptions, 'maxBytes' | 'maxPages' | 'upgradePage'>;

/**
 * The second, deeper pass over a business website: a longer budget (`budgetMs`, default 15 s) for slow sites,
 * pages up to 10 MB, more pages chosen by role (contact, team, locations and each branch, legal notice) and
 * the site's own script files; same detectors, same contract as the first pass. Never rejects.
 */
export async function enrichWebsiteDeep(
  url: string,
  options: DeepEnrichOptions,
): Promise<TWebsiteEnrichment> {
  if (!url.trim()) return withoutFacts('skipped', 'no_website', null);
  try {
    const crawl = await crawlSiteDeep(url, options);
    if (!crawl.ok) return withoutFacts('failed', crawl.reason, crawl.finalUrl);
    return await analyseCrawl(crawl.pages, options, crawl.scripts);
  } catch {
    // Parsing hostile HTML should not throw, but a crawl must never take its caller down.
    return withoutFacts('failed', 'internal_error', null);
  }
}

import type { TLeadAudit } from '@contracts/audit';
import type { TWebsiteEnrichment } from '@contracts/enrichment';
import { auditFindings } from './audit-findings';
import {
  readCertificate,
  redirectsToHttps,
  servesFavicon,
  type CertificateFacts,
  type ProbeOptions,
} from './audit-probes';
import { startCrawlBudget } from './crawl-budget';
import { crawlFetchOptions } from './crawl-site';
import { crawlSiteDeep, DEEP_DEFAULTS, type DeepCrawlOptions, type HomepageAnswer } from './crawl-site-deep';
import { analyseCrawl, withoutFacts, type EnrichOptions } from './enrich-website';

/**
 * `budgetMs` defaults to 15 s, `maxBytes` (per page) to 10 MB, `maxPages` to 10; `upgradePage` is called on
 * every fetched HTML page before further links are chosen from it, and the page it returns is used (the browser
 * pass renders the pages that need it). Without it the deep pass is purely static.
 */
export type DeepEnrichOptions = EnrichOptions &
  Pick<DeepCrawlOptions, 'maxBytes' | 'maxPages' | 'upgradePage'>;

/** What the deep pass found: the enrichment, and the website audit when the homepage was read. */
export type DeepPassResult = { enrichment: TWebsiteEnrichment; audit: TLeadAudit | null };

const unread = (enrichment: TWebsiteEnrichment): DeepPassResult => ({ enrichment, audit: null });

/**
 * The second, deeper pass over a business website: a longer budget (`budgetMs`, default 15 s) for slow sites,
 * pages up to 10 MB, more pages chosen by role (contact, team, locations and each branch, legal notice) and
 * the site's own script files; same detectors, same contract as the first pass. Then the website audit
 * (decision 127): the pages' checks run on the analysis thread with the enrichment, while the audit's own
 * requests (a TLS handshake, the plain-http address, /favicon.ico when needed) use what is left of the site's
 * budget. A site whose certificate does not verify is read all the same, as a visitor who clicks through the
 * warning would: its certificate is a finding, not a failure. Never rejects.
 */
export async function enrichWebsiteDeep(url: string, options: DeepEnrichOptions): Promise<DeepPassResult> {
  if (!url.trim()) return unread(withoutFacts('skipped', 'no_website', null));
  const budgetMs = options.budgetMs ?? DEEP_DEFAULTS.budgetMs;
  const budget = startCrawlBudget(budgetMs);
  try {
    let crawlOptions: DeepCrawlOptions = { ...options, budget };
    let crawl = await crawlSiteDeep(url, crawlOptions);
    if (!crawl.ok && crawl.reason === 'tls' && !budget.signal.aborted) {
      crawlOptions = { ...crawlOptions, acceptInvalidCertificates: true };
      crawl = await crawlSiteDeep(url, crawlOptions);
    }
    if (!crawl.ok) return unread(withoutFacts('failed', crawl.reason, crawl.finalUrl));
    const { fetchOptions, signal } = crawlFetchOptions(crawlOptions, budgetMs, budget.signal);
    const probe = { ...fetchOptions, signal };
    const [analysis, network] = await Promise.all([
      analyseCrawl(crawl.pages, options, crawl.scripts, true),
      probeHomepage(crawl.homepage, probe),
    ]);
    if (!analysis.audit || analysis.enrichment.status !== 'ok') return unread(analysis.enrichment);
    const favicon =
      analysis.audit.iconUrl !== null || (await servesFavicon(crawl.homepage.url, probe).catch(() => null));
    return {
      enrichment: analysis.enrichment,
      audit: auditFindings({
        homepage: crawl.homepage,
        enrichment: analysis.enrichment,
        page: analysis.audit,
        ...network,
        favicon,
        now: options.now ?? new Date(),
      }),
    };
  } catch {
    // Parsing hostile HTML should not throw, but a crawl must never take its caller down.
    return unread(withoutFacts('failed', 'internal_error', null));
  }
}

/**
 * The audit's requests about the homepage's address, one after another: the handshake with its host (an http
 * homepage's https address), then, for an https homepage, its plain-http address.
 */
async function probeHomepage(
  homepage: HomepageAnswer,
  options: ProbeOptions,
): Promise<{ certificate: CertificateFacts | null; httpRedirect: boolean | null }> {
  const url = new URL(homepage.url);
  const https = url.protocol === 'https:';
  if (!https) url.protocol = 'https:';
  const certificate = await readCertificate(url, options);
  const httpRedirect = https ? await redirectsToHttps(homepage.url, options) : null;
  return { certificate, httpRedirect };
}

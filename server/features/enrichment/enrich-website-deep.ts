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
import { crawlFetchOptions, startUrlOf } from './crawl-site';
import { crawlSiteDeep, DEEP_DEFAULTS, type DeepCrawlOptions } from './crawl-site-deep';
import { analyseCrawl, withoutFacts, type EnrichOptions } from './enrich-website';
import type { PageText } from './page-texts';
import { robotsFor } from './robots';

/**
 * `budgetMs` defaults to 15 s, `maxBytes` (per page) to 10 MB, `maxPages` to 10; `upgradePage` is called on
 * every fetched HTML page before further links are chosen from it, and the page it returns is used (the browser
 * pass renders the pages that need it). Without it the deep pass is purely static.
 */
export type DeepEnrichOptions = EnrichOptions &
  Pick<DeepCrawlOptions, 'maxBytes' | 'maxPages' | 'upgradePage'>;

/**
 * What the deep pass found: the enrichment, the website audit when the homepage was read, and the pages'
 * visible text (decision 143; empty when nothing was read).
 */
export type DeepPassResult = {
  enrichment: TWebsiteEnrichment;
  audit: TLeadAudit | null;
  pageTexts: PageText[];
};

const unread = (enrichment: TWebsiteEnrichment, pageTexts: PageText[] = []): DeepPassResult => ({
  enrichment,
  audit: null,
  pageTexts,
});

/**
 * The second, deeper pass over a business website: a longer budget (`budgetMs`, default 15 s) for slow sites,
 * pages up to 10 MB, more pages chosen by role (contact, team, locations and each branch, legal notice) and
 * the site's own script files; same detectors, same contract as the first pass. Then the website audit
 * (decision 127): the pages' checks run on the analysis thread with the enrichment, while the audit's own
 * requests (a TLS handshake, the plain-http address, /favicon.ico when needed) use what is left of the site's
 * budget. The pages' visible text comes back with them, taken on the same thread. A site whose certificate does not verify is read all the same, as a visitor who clicks through the
 * warning would: its certificate is a finding, not a failure. Never rejects.
 */
export async function enrichWebsiteDeep(url: string, options: DeepEnrichOptions): Promise<DeepPassResult> {
  if (!url.trim()) return unread(withoutFacts('skipped', 'no_website', null));
  const budgetMs = options.budgetMs ?? DEEP_DEFAULTS.budgetMs;
  const budget = startCrawlBudget(budgetMs);
  const probeOptions = (crawl: DeepCrawlOptions): ProbeOptions => {
    const { fetchOptions, signal } = crawlFetchOptions(crawl, budgetMs, budget.signal);
    return { ...fetchOptions, signal };
  };
  try {
    let crawlOptions: DeepCrawlOptions = { ...options, budget };
    // The address's own probes start beside the crawl, while the budget is whole.
    const start = startUrlOf(url);
    const early = start ? probeAddress(new URL(start), probeOptions(crawlOptions)) : null;
    let crawl = await crawlSiteDeep(url, crawlOptions);
    if (!crawl.ok && crawl.reason === 'tls' && !budget.signal.aborted) {
      crawlOptions = { ...crawlOptions, acceptInvalidCertificates: true };
      crawl = await crawlSiteDeep(url, crawlOptions);
    }
    if (!crawl.ok) return unread(withoutFacts('failed', crawl.reason, crawl.finalUrl));
    const probe = probeOptions(crawlOptions);
    const [analysis, network] = await Promise.all([
      analyseCrawl(crawl.pages, options, crawl.scripts, true),
      probeHomepage(crawl.homepage.url, start, early, probe),
    ]);
    const pageTexts = analysis.texts ?? [];
    if (!analysis.audit || analysis.enrichment.status !== 'ok') return unread(analysis.enrichment, pageTexts);
    const favicon =
      analysis.audit.iconUrl !== null || (await servesFavicon(crawl.homepage.url, probe).catch(() => null));
    return {
      enrichment: analysis.enrichment,
      pageTexts,
      audit: auditFindings({
        homepage: crawl.homepage,
        complete: crawl.complete,
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

type AddressProbes = { certificate: CertificateFacts | null; httpRedirect: boolean | null };

/**
 * The audit's requests about one address, one after the other: the handshake with its host (an http address's
 * https twin), then, for an https address whose robots.txt allows its home page, its plain-http address.
 */
async function probeAddress(address: URL, options: ProbeOptions): Promise<AddressProbes> {
  const https = address.protocol === 'https:';
  const secure = new URL(address);
  secure.protocol = 'https:';
  const certificate = await readCertificate(secure, options);
  // The plain-http request asks for the home page: only where robots.txt lets the crawl read it.
  const allowed = https && (await robotsFor(address.href, options)).isAllowed(address.href);
  const httpRedirect = allowed ? await redirectsToHttps(address.href, options) : null;
  return { certificate, httpRedirect };
}

/**
 * The probes of the homepage the crawl ended on: those of the listed address when it is on the same host, its
 * own otherwise. An http listing the crawl was sent on from to https has its redirect.
 */
async function probeHomepage(
  homepage: string,
  start: string | null,
  early: Promise<AddressProbes> | null,
  options: ProbeOptions,
): Promise<AddressProbes> {
  const home = new URL(homepage);
  const listed = start ? new URL(start) : null;
  const probed = await early;
  if (!listed || !probed || listed.host !== home.host) return probeAddress(home, options);
  if (listed.protocol === 'http:' && home.protocol === 'https:')
    return { certificate: probed.certificate, httpRedirect: true };
  return probed;
}

import type { TFailureReason } from '@contracts/enrichment';
import { decodeHtmlInSlices } from './decode-html';
import { buildPage, type Page, type PageRole } from './page';
import { metaRefreshTarget } from './meta-refresh';
import { knownRobots, robotsFor, type RobotsRules } from './robots';
import { safeFetch, type FetchedResponse, type Resolver, type SafeFetchOptions } from './safe-fetch';
import { isSameSite, siteHostOf } from './same-site';
import type { FetchedPage } from './ship-page';
import type { AnalysisPool } from './start-analysis-pool';

export type CrawlOptions = {
  userAgent: string;
  allowPrivateNetworks: boolean;
  allowedNetworks?: readonly string[];
  /** Wall-clock budget for the whole site. */
  budgetMs?: number;
  signal?: AbortSignal;
  resolve?: Resolver;
} & Pick<SafeFetchOptions, 'trust' | 'acceptInvalidCertificates'>;

export type CrawlResult =
  { ok: true; pages: FetchedPage[] } | { ok: false; reason: TFailureReason; finalUrl: string | null };

export const DEFAULT_BUDGET_MS = 2000;

/** "joes.com" → "https://joes.com/"; null when it cannot be a web address. */
export function startUrlOf(raw: string): string | null {
  const text = raw.trim();
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A fetched page, parsed without blocking the event loop for the whole parse of a large one (both passes). */
export async function toPageInSlices(response: FetchedResponse): Promise<Page> {
  const page = buildPage(
    response.url,
    await decodeHtmlInSlices(response.body, response.contentType),
    response.headers,
    response.setCookies,
  );
  const source = { body: response.body, contentType: response.contentType };
  return response.truncated ? { ...page, source, truncated: true } : { ...page, source };
}

type SiteStart =
  | { ok: true; home: FetchedResponse; rules: RobotsRules }
  | { ok: false; reason: TFailureReason; finalUrl: string | null };

/**
 * The fetch options of one crawl: its budget signal (`budget`, by default `budgetMs` from now), and each request
 * allowed up to the whole budget.
 */
export function crawlFetchOptions(
  options: CrawlOptions,
  budgetMs: number,
  budget: AbortSignal = AbortSignal.timeout(budgetMs),
): { fetchOptions: SafeFetchOptions; signal: AbortSignal } {
  const signal = options.signal ? AbortSignal.any([options.signal, budget]) : budget;
  return {
    signal,
    fetchOptions: {
      userAgent: options.userAgent,
      allowPrivateNetworks: options.allowPrivateNetworks,
      allowedNetworks: options.allowedNetworks,
      signal,
      timeoutMs: budgetMs,
      resolve: options.resolve,
      trust: options.trust,
      acceptInvalidCertificates: options.acceptInvalidCertificates,
    },
  };
}

/**
 * robots.txt and the homepage, and the rules of the origin that finally answered. Robots.txt and the homepage
 * are requested together: that is two requests to one host for a moment instead of strictly one at a time, and
 * it is deliberate: it saves a full round trip (a third of the budget at 300 ms latency), robots.txt is a tiny
 * static file every polite crawler asks for first, and the homepage is only the GET any visitor makes. Nothing
 * is read from the homepage, and no link on it is followed, until robots.txt has allowed it; a disallowed
 * homepage is discarded unread.
 */
export async function openSite(url: string, fetchOptions: SafeFetchOptions): Promise<SiteStart> {
  const start = startUrlOf(url);
  if (!start) return { ok: false, reason: 'invalid_url', finalUrl: null };
  // A robots.txt already cached that forbids the homepage: ask nothing at all.
  if (knownRobots(start)?.isAllowed(start) === false) {
    return { ok: false, reason: 'robots_denied', finalUrl: null };
  }
  const [startRules, home] = await Promise.all([
    robotsFor(start, fetchOptions),
    safeFetch(start, fetchOptions),
  ]);
  if (!startRules.isAllowed(start)) return { ok: false, reason: 'robots_denied', finalUrl: null };
  if (!home.ok) return { ok: false, reason: home.reason, finalUrl: null };
  const finalUrl = home.response.url;
  const rules =
    new URL(finalUrl).origin === new URL(start).origin ? startRules : await robotsFor(finalUrl, fetchOptions);
  if (!rules.isAllowed(finalUrl)) return { ok: false, reason: 'robots_denied', finalUrl };
  return { ok: true, home: await followMetaRefresh(home.response, fetchOptions), rules };
}

/**
 * A homepage that only sends the visitor on with a meta refresh (often after a few seconds) is read at its
 * target, as an HTTP redirect would be: one hop, on the same site, allowed by robots.txt. Otherwise, or when
 * the target fails, the homepage itself.
 */
async function followMetaRefresh(
  home: FetchedResponse,
  fetchOptions: SafeFetchOptions,
): Promise<FetchedResponse> {
  const target = metaRefreshTarget(home.body, home.url);
  if (!target || !isSameSite(new URL(target).hostname, siteHostOf(home.url))) return home;
  if (!(await robotsFor(target, fetchOptions)).isAllowed(target)) return home;
  const next = await safeFetch(target, fetchOptions);
  if (!next.ok || !isSameSite(new URL(next.response.url).hostname, siteHostOf(home.url))) return home;
  return next.response;
}

/**
 * How much of a page over the read cap the first pass parses: the first 512 kB keep the head, the navigation and
 * most footers, and bound an analysis thread's time on one page while a search's fifty sites wait for the
 * threads; the deep pass reads the page in full.
 */
const FIRST_PASS_PARSE_BYTES = 512 * 1024;

/** A first-pass page as fetched, for an analysis thread to parse (the server's thread parses nothing). */
function firstPassPage(response: FetchedResponse, role?: PageRole): FetchedPage {
  const body = response.truncated ? response.body.subarray(0, FIRST_PASS_PARSE_BYTES) : response.body;
  return {
    url: response.url,
    headers: response.headers,
    setCookies: response.setCookies,
    source: { body, contentType: response.contentType },
    ...(response.truncated && { truncated: true }),
    ...(role && { role }),
  };
}

/**
 * Fetches the homepage and then the best 1–2 same-site contact/about pages, inside one time budget, in two
 * hops: (robots.txt ‖ homepage) → (contact page ‖ about page), plus one robots.txt hop when the homepage
 * redirected to another origin. A site sees at most two requests at once, as it does from a browser loading a
 * page (which opens up to six); it saves a 300 ms round trip for every site of a search (decision 135). The pages
 * are parsed on `analysis`'s threads and the contact links chosen there too (decision 126), so a search's crawls
 * leave the server's thread to fetching and serving. Rejects only with the pool's `PageTooHeavyError`.
 */
export async function crawlSite(
  url: string,
  options: CrawlOptions,
  analysis: AnalysisPool,
): Promise<CrawlResult> {
  const { fetchOptions, signal } = crawlFetchOptions(options, options.budgetMs ?? DEFAULT_BUDGET_MS);
  const site = await openSite(url, fetchOptions);
  if (!site.ok) return site;
  const siteHost = siteHostOf(site.home.url);
  const read = await analysis.contactLinks(firstPassPage(site.home));
  const { home } = read;
  const links = read.links.filter((link) => site.rules.isAllowed(link.url));
  if (signal.aborted) return { ok: true, pages: [home] };
  const answers = await Promise.all(links.map((link) => safeFetch(link.url, fetchOptions)));
  const more = answers.flatMap((result, i) =>
    result.ok && isSameSite(new URL(result.response.url).hostname, siteHost)
      ? [firstPassPage(result.response, links[i].role)]
      : [],
  );
  return { ok: true, pages: [home, ...more] };
}

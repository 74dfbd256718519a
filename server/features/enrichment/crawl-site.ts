import type { TFailureReason } from '@contracts/enrichment';
import { decodeHtmlInSlices } from './decode-html';
import { findContactLinks } from './find-contact-pages';
import { buildPage, type Page } from './page';
import { metaRefreshTarget } from './meta-refresh';
import { knownRobots, robotsFor, type RobotsRules } from './robots';
import { safeFetch, type FetchedResponse, type Resolver, type SafeFetchOptions } from './safe-fetch';
import { isSameSite, siteHostOf } from './same-site';

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
  { ok: true; pages: Page[] } | { ok: false; reason: TFailureReason; finalUrl: string | null };

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
 * How much of a page over the read cap the first pass parses. Parsing and analysing run on the main thread, so a
 * 3 MB homepage would stall every other crawl of the search; the first 512 kB keep the head, the navigation and
 * most footers, and the deep pass reads the page in full.
 */
const FIRST_PASS_PARSE_BYTES = 512 * 1024;

/**
 * Parsed in slices (`toPageInSlices`), so a large page does not hold up the other crawls of the search: their
 * answers and budget timers run between the slices (decision 102).
 */
function firstPassPage(response: FetchedResponse): Promise<Page> {
  return toPageInSlices(
    response.truncated ? { ...response, body: response.body.subarray(0, FIRST_PASS_PARSE_BYTES) } : response,
  );
}

/**
 * Fetches the homepage and then the best 1–2 same-site contact/about pages, strictly one after another,
 * inside one time budget. Never rejects. Sequential hops: (robots.txt ‖ homepage) → page 2 → page 3, plus one
 * robots.txt hop when the homepage redirected to another origin.
 */
export async function crawlSite(url: string, options: CrawlOptions): Promise<CrawlResult> {
  const { fetchOptions, signal } = crawlFetchOptions(options, options.budgetMs ?? DEFAULT_BUDGET_MS);
  const site = await openSite(url, fetchOptions);
  if (!site.ok) return site;
  const pages = [await firstPassPage(site.home)];
  const siteHost = siteHostOf(site.home.url);
  for (const next of findContactLinks(pages[0]).filter((link) => site.rules.isAllowed(link.url))) {
    if (signal.aborted) break;
    const result = await safeFetch(next.url, fetchOptions);
    if (result.ok && isSameSite(new URL(result.response.url).hostname, siteHost))
      pages.push({ ...(await firstPassPage(result.response)), role: next.role });
  }
  return { ok: true, pages };
}

import { load } from 'cheerio';
import { startCrawlBudget, type CrawlBudget, type WaitClock } from './crawl-budget';
import { crawlFetchOptions, openSite, toPageInSlices, type CrawlOptions } from './crawl-site';
import { bestLink, contentLinks, linksUnderLocationHeading, roleLinks, type RoleLink } from './link-roles';
import { buildPage, type Page, type PageRole } from './page';
import { robotsFor } from './robots';
import { safeFetch, type FetchedResponse, type SafeFetchOptions } from './safe-fetch';
import { sitemapLinks } from './sitemap-links';
import { isSameSite, siteHostOf } from './same-site';
import { DEEP_PASS_LIMITS } from '@contracts/crawler';
import type { TFailureReason } from '@contracts/enrichment';

export type DeepCrawlOptions = CrawlOptions & {
  /** Per page (HTML) cap; a page over it is parsed as far as it was read. */
  maxBytes?: number;
  /** HTML pages, the homepage included. */
  maxPages?: number;
  /**
   * Called on every fetched HTML page before any link is chosen from it; the page it returns is used instead
   * (the browser pass renders pages that need it). Never trusted to succeed: a failure keeps the static page.
   * `clock` stops the site's budget while the page waits for its turn (a free browser slot).
   */
  upgradePage?: (page: Page, signal: AbortSignal, clock?: WaitClock) => Promise<Page>;
  /** The site's running time, when the caller goes on using it after the crawl; by default `budgetMs` from now. */
  budget?: CrawlBudget;
};

/** How the homepage answered, as fetched (before any browser rendering): what the audit weighs and times. */
export type HomepageAnswer = Pick<FetchedResponse, 'url' | 'bytesRead' | 'truncated' | 'responseMs'>;

export type DeepCrawlResult =
  | {
      ok: true;
      pages: Page[];
      scripts: Page[];
      homepage: HomepageAnswer;
      /** Every page the crawl chose was read (or the page cap reached) before the budget ran out. */
      complete: boolean;
    }
  | { ok: false; reason: TFailureReason; finalUrl: string | null };

/** The published limits (contracts/crawler.ts, printed on the /bot page). */
export const DEEP_DEFAULTS = DEEP_PASS_LIMITS;

/** Which role is fetched first when the budget runs short: contact details, then people, then branches. */
const PRIORITY: Record<PageRole, number> = {
  contact: 0,
  team: 1,
  locations: 2,
  legal: 3,
  about: 4,
  branch: 5,
};

/** Libraries and platform code: never where a site's own loader or address is written. */
const LIBRARY_SCRIPT =
  /\/wp-includes\/|(?:jquery|bootstrap|polyfill|modernizr|lodash|underscore|swiper|slick|owl\.carousel|wp-emoji|wp-embed|regenerator|react(?:-dom)?|vue|angular|gsap|lazysizes|fontawesome|recaptcha|imagesloaded|masonry|isotope|popper|moment|chart|three|leaflet|mapbox|select2|flatpickr|aos|lightbox|fancybox|magnific)[\w.-]*\.(?:min\.)?m?js$/i;
const SCRIPT_PATH = /\.m?js$/i;
const SCRIPT_TYPES = /javascript|ecmascript|text\/plain|application\/octet-stream|^$/i;

/** A script file as a page for the detectors: its code is all it has. */
function scriptPage(url: string, code: string): Page {
  return { ...buildPage(url, load('')), inlineCode: [code] };
}

/** The site's own script files the pages load (delayed ones included), libraries left out, in page order. */
function ownScripts(pages: Page[], siteHost: string): string[] {
  const urls = new Set<string>();
  for (const page of pages) {
    for (const raw of page.assetUrls) {
      const url = new URL(raw);
      if (!/^https?:$/.test(url.protocol) || !isSameSite(url.hostname, siteHost)) continue;
      if (!SCRIPT_PATH.test(url.pathname) || LIBRARY_SCRIPT.test(url.pathname)) continue;
      urls.add(url.href);
    }
  }
  return [...urls];
}

/**
 * Same-site documents the pages frame (a chat or booking widget the theme puts in an iframe), in page order:
 * read like the site's own script files, for the loaders they hold.
 */
function ownFrames(pages: Page[], siteHost: string): string[] {
  const urls = new Set<string>();
  for (const page of pages) {
    for (const el of page.$('iframe[src]').get()) {
      try {
        const url = new URL(el.attribs.src ?? '', page.url);
        url.hash = '';
        if (/^https?:$/.test(url.protocol) && isSameSite(url.hostname, siteHost) && url.href !== page.url)
          urls.add(url.href);
      } catch {
        // Not an address.
      }
    }
  }
  return [...urls];
}

type Planned = RoleLink & { priority: number };

/**
 * The deep pass's crawl: the homepage, then pages chosen by their role — contact, team (also one level deeper
 * from the about page), locations and each branch page, legal notice — one request at a time, inside the
 * budget, each allowed by robots.txt; then a few of the site's own script files. Every HTML page goes through
 * `upgradePage` (when given) before links are chosen from it; a homepage it left static is offered again with
 * the code of its own script files, read first then. Never rejects.
 */
export async function crawlSiteDeep(url: string, options: DeepCrawlOptions): Promise<DeepCrawlResult> {
  const budgetMs = options.budgetMs ?? DEEP_DEFAULTS.budgetMs;
  const maxPages = options.maxPages ?? DEEP_DEFAULTS.maxPages;
  const budget = options.budget ?? startCrawlBudget(budgetMs);
  const { fetchOptions: base, signal } = crawlFetchOptions(options, budgetMs, budget.signal);
  const fetchOptions: SafeFetchOptions = { ...base, maxBytes: options.maxBytes ?? DEEP_DEFAULTS.maxBytes };
  const site = await openSite(url, fetchOptions);
  if (!site.ok) return site;
  const siteHost = siteHostOf(site.home.url);

  const upgrade = async (page: Page): Promise<Page> => {
    if (!options.upgradePage || signal.aborted) return page;
    try {
      return await options.upgradePage(page, signal, budget);
    } catch {
      return page;
    }
  };
  const allowed = async (target: string): Promise<boolean> =>
    (await robotsFor(target, fetchOptions)).isAllowed(target);

  const scriptOptions: SafeFetchOptions = {
    ...fetchOptions,
    accept: 'any',
    maxBytes: DEEP_DEFAULTS.scriptBytes,
  };
  const scripts: Page[] = [];
  const tried = new Set<string>();
  const readScripts = async (urls: string[], frames = false): Promise<void> => {
    for (const script of urls) {
      if (signal.aborted || tried.size >= DEEP_DEFAULTS.scripts) break;
      if (tried.has(script)) continue;
      tried.add(script);
      if (!(await allowed(script))) continue;
      // A framed document is HTML (required by the fetch); a script file is code.
      const result = await safeFetch(
        script,
        frames ? { ...scriptOptions, accept: undefined } : scriptOptions,
      );
      if (!result.ok || (!frames && !SCRIPT_TYPES.test(result.response.contentType ?? ''))) continue;
      if (frames && !isSameSite(new URL(result.response.url).hostname, siteHost)) continue;
      scripts.push(scriptPage(result.response.url, result.response.body.toString('utf8')));
    }
  };

  const homeFetchedAt = Date.now();
  const staticHome = { ...(await toPageInSlices(site.home)), fetchedAt: homeFetchedAt };
  let home = await upgrade(staticHome);
  if (home === staticHome && options.upgradePage) {
    // Not rendered for its HTML: its own script files may still write its contacts or load a widget late.
    await readScripts(ownScripts([home], siteHost));
    if (scripts.length > 0)
      home = await upgrade({ ...staticHome, ownScriptCode: scripts.map((script) => script.inlineCode[0]) });
  }
  const pages: Page[] = [home];
  const seen = new Set([site.home.url, home.url]);
  const queue: Planned[] = [];
  const roles = new Map<PageRole, number>();
  let branches = 0;
  const plan = (link: RoleLink | undefined): void => {
    if (!link || seen.has(link.url)) return;
    if (link.role === 'branch') {
      if (branches >= DEEP_DEFAULTS.maxBranches) return;
      branches++;
    } else if (roles.has(link.role)) return;
    else roles.set(link.role, 1);
    seen.add(link.url);
    queue.push({ ...link, priority: PRIORITY[link.role] });
    queue.sort((a, b) => a.priority - b.priority);
  };
  const discover = (page: Page): void => {
    const links = roleLinks(page, { clientRoutes: options.upgradePage !== undefined });
    for (const role of ['contact', 'legal', 'team', 'locations', 'about'] as const)
      plan(bestLink(links, [role]));
    // Each branch page; on a locations page also any page under its path (/locations → /locations/austin).
    const under = page.role === 'locations' ? new URL(page.url).pathname.replace(/\/?$/, '/') : null;
    for (const link of links) {
      if (link.role === 'branch' || (under && new URL(link.url).pathname.startsWith(under)))
        plan({ ...link, role: 'branch' });
    }
    // Links listed under a "Our locations" heading are branches, at any path (/east-nashville/).
    for (const listed of linksUnderLocationHeading(page))
      plan({ url: listed, role: 'branch', score: 1, depth: new URL(listed).pathname.split('/').length });
    // A store list links its branches from its content, at any path (/agence-lyon.html, /austin-tx).
    if (page.role !== 'locations') return;
    const elsewhere = new Set(links.filter((link) => link.role !== 'locations').map((link) => link.url));
    for (const listed of contentLinks(page)) {
      if (elsewhere.has(listed)) continue;
      plan({ url: listed, role: 'branch', score: 1, depth: new URL(listed).pathname.split('/').length });
    }
  };
  discover(home);
  // A menu that a script builds links nothing statically: the sitemap still lists the contact and legal pages.
  if (!roles.has('contact') && !roles.has('legal')) {
    const listed = await sitemapLinks(home.url, fetchOptions, allowed).catch(() => null);
    if (listed) discover(listed);
  }

  while (queue.length > 0 && pages.length < maxPages && !signal.aborted) {
    const next = queue.shift() as Planned;
    if (!(await allowed(next.url))) continue;
    const result = await safeFetch(next.url, fetchOptions);
    const fetchedAt = Date.now();
    if (!result.ok || !isSameSite(new URL(result.response.url).hostname, siteHost)) continue;
    // A hash route is the app's document (fetched without its fragment), rendered at the route.
    const route = new URL(next.url).hash && result.response.url === next.url.replace(/#.*$/, '');
    if (!route && seen.has(result.response.url) && result.response.url !== next.url) continue;
    seen.add(result.response.url);
    const fetched = await toPageInSlices(result.response);
    const upgraded = await upgrade(route ? { ...fetched, url: next.url } : fetched);
    const page = { ...upgraded, role: next.role, fetchedAt };
    pages.push(page);
    // One level deeper: the about page's team page, the locations page's branches, a contact page's locations.
    discover(page);
  }

  const complete = pages.length >= maxPages || (queue.length === 0 && !signal.aborted);
  // At most two frames, so the site's own script files keep most of the reads.
  await readScripts(ownFrames(pages, siteHost).slice(0, 2), true);
  await readScripts(ownScripts(pages, siteHost));
  const { url: homeUrl, bytesRead, truncated, responseMs } = site.home;
  return { ok: true, pages, scripts, homepage: { url: homeUrl, bytesRead, truncated, responseMs }, complete };
}

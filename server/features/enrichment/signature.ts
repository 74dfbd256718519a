import type { Page } from './page';
import { isSameSite, siteHostOf } from './same-site';

/**
 * Static markers of one technology. Precise markers beat loose substrings: hosts are matched where code is
 * loaded (resource URLs, or URL strings inside inline loader snippets), globals only inside inline code, and
 * markup through CSS selectors, so a blog post that merely names a vendor is not a hit.
 */
export type Signature = {
  /** Hosts/paths, tested against resource URLs and inline code (loader snippets build the URL in JS). */
  resources?: RegExp[];
  /**
   * Paths tested against the page's scripts and stylesheets and against resources on its own site: a site
   * loads its code from itself or its CDN, but anyone can hot-link a foreign image.
   */
  ownResources?: RegExp[];
  /** Globals and init calls, tested against inline code only. */
  code?: RegExp[];
  /** CSS selectors on the comment-free document. */
  selectors?: string[];
  /** Tested against a[href] targets. */
  links?: RegExp[];
  /** Tested against each `<meta name="generator">` content. */
  generator?: RegExp[];
  /** [lower-case header name, value pattern]. */
  headers?: [string, RegExp][];
  /** Tested against cookie names from Set-Cookie. */
  cookies?: RegExp[];
  /** Tested against the text of HTML comments, which builders sometimes sign their pages with. */
  comments?: RegExp[];
};

type Check = (page: Page, signature: Signature) => boolean;

const cached = new WeakMap<Page, Map<string, unknown>>();

/** Per-page derived text, computed on first use. */
function once<T>(page: Page, key: string, compute: () => T): T {
  let values = cached.get(page);
  if (!values) cached.set(page, (values = new Map()));
  if (!values.has(key)) values.set(key, compute());
  return values.get(key) as T;
}

/** A block that parses as JSON is data (an app's state, a blog post's text), never a loader that runs. */
function isJsonData(block: string): boolean {
  const text = block.trim();
  if (!/^[[{]/.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Inline code, JSON data blocks left out, with JSON-escaped slashes undone: loaders often keep their URLs in
 * JSON strings (Shopify's asyncLoad list of app scripts, wp_localize_script data), written `https:\/\/host\/path`.
 */
const inlineCode = (page: Page) =>
  once(page, 'inlineCode', () =>
    page.inlineCode
      .filter((block) => !isJsonData(block))
      .join('\n')
      .replace(/\\u002f/gi, '/')
      .replace(/\\\//g, '/'),
  );
/** The page's resource URLs and its inline code (JSON data left out), one text: where loaders name what they load. */
export const resourcesAndCode = (page: Page) =>
  once(page, 'resources', () => `${page.resourceUrls.join('\n')}\n${inlineCode(page)}`);
const ownResources = (page: Page) =>
  once(page, 'ownResources', () => {
    const siteHost = siteHostOf(page.url);
    const own = page.resourceUrls.filter((url) => isSameSite(new URL(url).hostname, siteHost));
    return [...page.assetUrls, ...own].join('\n');
  });
const code = inlineCode;
const links = (page: Page) => once(page, 'links', () => page.links.join('\n'));
const generators = (page: Page) =>
  once(page, 'generators', () =>
    page
      .$('meta[name="generator" i]')
      .map((_, el) => page.$(el).attr('content') ?? '')
      .get(),
  );

const any = (patterns: RegExp[] | undefined, subject: () => string): boolean =>
  patterns !== undefined && patterns.some((pattern) => pattern.test(subject()));

/** One check per kind of marker, cheapest first. */
const CHECKS: Check[] = [
  (page, s) =>
    s.headers?.some(
      ([name, pattern]) => page.headers[name] !== undefined && pattern.test(page.headers[name]),
    ) ?? false,
  (page, s) => s.cookies?.some((pattern) => page.cookieNames.some((name) => pattern.test(name))) ?? false,
  (page, s) =>
    s.generator?.some((pattern) => generators(page).some((content) => pattern.test(content))) ?? false,
  (page, s) => any(s.resources, () => resourcesAndCode(page)),
  (page, s) => any(s.ownResources, () => ownResources(page)),
  (page, s) => any(s.code, () => code(page)),
  (page, s) => any(s.links, () => links(page)),
  (page, s) => s.selectors?.some((selector) => page.$(selector).length > 0) ?? false,
  (page, s) => s.comments?.some((pattern) => page.comments.some((text) => pattern.test(text))) ?? false,
];

/** How many kinds of marker (resources, code, selectors, …) of the signature the page shows. */
export function markerKindsMatched(page: Page, signature: Signature): number {
  return CHECKS.filter((check) => check(page, signature)).length;
}

export function matchesSignature(page: Page, signature: Signature): boolean {
  return CHECKS.some((check) => check(page, signature));
}

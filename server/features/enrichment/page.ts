import type { CheerioAPI } from 'cheerio';
import { walkDom, type DomNode } from './dom-walk';
import { readJsonLd, type JsonLdNode } from './json-ld';
import { skipImpossibleSelectors } from './skip-impossible-selectors';

/** What a same-site page is for, judged from the link to it (link-roles.ts). */
export type PageRole = 'contact' | 'legal' | 'team' | 'about' | 'locations' | 'branch';

/** One fetched HTML page, prepared once for every detector and extractor. */
export type Page = {
  url: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  cookieNames: string[];
  /** The document with every `<!-- comment -->` removed: a commented-out snippet is not installed. */
  $: CheerioAPI;
  /** The removed comments' text, for the few markers a builder writes as a comment (`This is Squarespace.`). */
  comments: string[];
  /** Absolute URLs the page loads: script/iframe/img/embed/source src (and delayed data-*src), link href, form action. */
  resourceUrls: string[];
  /** The scripts and stylesheets among `resourceUrls` (delayed ones included): a site's own code, never hot-linked. */
  assetUrls: string[];
  /**
   * Bodies of inline `<script>` elements (any type but JSON-LD: consent managers park them as text/plain),
   * `<noscript>` contents, embeds a consent manager keeps encoded and scripts given as `data:` URLs, decoded.
   */
  inlineCode: string[];
  /** Absolute `a[href]` targets. */
  links: string[];
  jsonLd: JsonLdNode[];
  /** What the crawler fetched the page as (the deep pass); absent for the homepage and the first pass. */
  role?: PageRole;
  /**
   * The code of the site's own script files this page loads, once the deep pass has read them: a loader or an
   * address written there also makes the page need a browser (needs-browser.ts).
   */
  ownScriptCode?: string[];
  /** When the crawl fetched the page (epoch ms); set by the deep pass. */
  fetchedAt?: number;
  /**
   * The text the browser showed of a rendered page (`innerText` of its body: text hidden by CSS left out), as
   * far as `page-texts.ts` may keep; absent for a page read without a browser.
   */
  renderedText?: string;
  /** The body stopped at the size cap: the page is what was read. */
  truncated?: boolean;
  /**
   * The markup `$` was parsed from (a fetched body with its Content-Type, or a rendered document's HTML): what
   * the analysis thread parses again instead of receiving the document, which cannot cross threads.
   */
  source?: PageSource;
};

export type PageSource = { body: Uint8Array | string; contentType: string | null };

const RESOURCE_ATTRIBUTES: [selector: string, attribute: string][] = [
  ['script[src], iframe[src], img[src], embed[src], source[src]', 'src'],
  ['link[href]', 'href'],
  ['form[action]', 'action'],
];
/**
 * Where script delayers and consent managers park a script's or iframe's address until they load it:
 * data-src, data-rocket-src, data-lazy-src, data-litespeed-src, data-wpmeteor-src, Cookiebot's
 * data-cookieblock-src, Complianz's data-cmplz-src, Perfmatters' data-pmdelayedscript, iubenda's suppressedsrc, …
 */
const DELAYED_SRC = /^data-(?:[\w-]*-)?src$|^data-pmdelayedscript$|^(?:data-)?suppressedsrc$/i;
/** Consent managers that keep a blocked embed as base64 HTML until the visitor agrees (Borlabs Cookie 3). */
const ENCODED_BLOCKED_CONTENT = ['data-borlabs-cookie-content'];

function absolute(raw: string, base: string): string | null {
  try {
    return new URL(raw.trim(), base).href;
  } catch {
    return null;
  }
}

function cookieNames(setCookies: string[]): string[] {
  return setCookies.map((cookie) => cookie.split(';')[0].split('=')[0].trim()).filter(Boolean);
}

/** Blocked embeds a consent manager keeps encoded, decoded: read like inline code, never run. */
function blockedContent($: CheerioAPI): string[] {
  return ENCODED_BLOCKED_CONTENT.flatMap((attribute) =>
    $(`[${attribute}]`)
      .map((_, el) => Buffer.from($(el).attr(attribute) ?? '', 'base64').toString('utf8'))
      .get(),
  );
}

/** A script given as a `data:` URL (Flying Scripts and LiteSpeed park inline scripts so, in src or data-src). */
const SCRIPT_DATA_URL = /^\s*data:(?:text|application)\/(?:x-)?(?:java|ecma)script[^,]*?(;base64)?,/i;

/** The code of scripts given as `data:` URLs, decoded: read like inline code, never run. */
function dataUrlScripts($: CheerioAPI): string[] {
  return $('script')
    .get()
    .flatMap((el) => Object.entries(el.attribs))
    .filter(([name]) => name === 'src' || DELAYED_SRC.test(name))
    .flatMap(([, value]) => {
      const head = SCRIPT_DATA_URL.exec(value);
      if (!head) return [];
      const payload = value.slice(head[0].length);
      try {
        return [head[1] ? Buffer.from(payload, 'base64').toString('utf8') : decodeURIComponent(payload)];
      } catch {
        return [];
      }
    });
}

function delayedSources($: CheerioAPI, base: string): string[] {
  return $('script, iframe')
    .get()
    .flatMap((el) => Object.entries(el.attribs))
    .filter(([name]) => DELAYED_SRC.test(name))
    .map(([, value]) => absolute(value, base))
    .filter((href): href is string => href !== null);
}

/**
 * The document as every detector reads it: its comments removed (and returned), and read-only from here on, so
 * every detector's query of a marker the page does not contain is answered at once.
 */
export function readOnlyDocument(document: CheerioAPI): { $: CheerioAPI; comments: string[] } {
  const commentNodes: DomNode[] = [];
  walkDom(document.root().get() as DomNode[], {
    enter(node) {
      if (node.type === 'comment') commentNodes.push(node);
    },
  });
  const comments = commentNodes.map((node) => node.data ?? '');
  document(commentNodes as unknown as Parameters<CheerioAPI>[0]).remove();
  return { $: skipImpossibleSelectors(document), comments };
}

export function buildPage(
  url: string,
  document: CheerioAPI,
  headers: Record<string, string> = {},
  setCookies: string[] = [],
): Page {
  const { $, comments } = readOnlyDocument(document);
  const collect = (selector: string, attribute: string): string[] =>
    $(selector)
      .map((_, el) => absolute($(el).attr(attribute) ?? '', url))
      .get()
      .filter((href): href is string => href !== null);
  const delayed = delayedSources($, url);
  return {
    url,
    headers,
    cookieNames: cookieNames(setCookies),
    $,
    comments,
    assetUrls: [
      ...collect('script[src]', 'src'),
      ...collect(
        'link[rel~="stylesheet" i][href], link[rel~="preload" i][href], link[rel~="modulepreload" i][href]',
        'href',
      ),
      ...delayed,
    ],
    resourceUrls: [
      ...RESOURCE_ATTRIBUTES.flatMap(([selector, attribute]) => collect(selector, attribute)),
      ...delayed,
    ],
    inlineCode: [
      ...$('script:not([src]):not([type="application/ld+json" i]), noscript')
        .map((_, el) => $(el).text())
        .get(),
      ...blockedContent($),
      ...dataUrlScripts($),
    ],
    links: collect('a[href]', 'href'),
    jsonLd: readJsonLd($),
  };
}

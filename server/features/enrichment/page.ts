import type { CheerioAPI } from 'cheerio';
import { readJsonLd, type JsonLdNode } from './json-ld';

/** One fetched HTML page, prepared once for every detector and extractor. */
export type Page = {
  url: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  cookieNames: string[];
  /** The document with every `<!-- comment -->` removed: a commented-out snippet is not installed. */
  $: CheerioAPI;
  /** Absolute URLs the page loads: script/iframe/img/embed/source src (and lazy-load data-*src), link href, form action. */
  resourceUrls: string[];
  /** Bodies of inline `<script>` elements (any type but JSON-LD) and `<noscript>` contents. */
  inlineCode: string[];
  /** Absolute `a[href]` targets. */
  links: string[];
  jsonLd: JsonLdNode[];
};

const RESOURCE_ATTRIBUTES: [selector: string, attribute: string][] = [
  ['script[src], iframe[src], img[src], embed[src], source[src]', 'src'],
  ['script[data-src], iframe[data-src]', 'data-src'],
  ['script[data-rocket-src]', 'data-rocket-src'],
  ['script[data-lazy-src], iframe[data-lazy-src]', 'data-lazy-src'],
  ['link[href]', 'href'],
  ['form[action]', 'action'],
];

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

export function buildPage(
  url: string,
  $: CheerioAPI,
  headers: Record<string, string> = {},
  setCookies: string[] = [],
): Page {
  $('*')
    .add($.root())
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
  const collect = (selector: string, attribute: string): string[] =>
    $(selector)
      .map((_, el) => absolute($(el).attr(attribute) ?? '', url))
      .get()
      .filter((href): href is string => href !== null);
  return {
    url,
    headers,
    cookieNames: cookieNames(setCookies),
    $,
    resourceUrls: RESOURCE_ATTRIBUTES.flatMap(([selector, attribute]) => collect(selector, attribute)),
    inlineCode: $('script:not([src]):not([type="application/ld+json" i]), noscript')
      .map((_, el) => $(el).text())
      .get(),
    links: collect('a[href]', 'href'),
    jsonLd: readJsonLd($),
  };
}

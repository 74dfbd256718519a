import { outdatedGenerator } from './detect-cms';
import { hasContactForm } from './detect-contact-form';
import { onlineBookingOf } from './detect-online-booking';
import { jqueryVersion } from './detect-site-health';
import { descendants, typesOf } from './json-ld';
import { isLocalBusinessType } from './local-business-types';
import type { Page } from './page';

/**
 * What the website audit reads from the crawled pages (decision 127), computed on the analysis thread beside
 * the enrichment; `pages[0]` is the homepage. The network facts (certificate, redirect, weight, time) are the
 * deep pass's own (audit-probes.ts).
 */
export type AuditPageFacts = {
  /** The homepage's `<title>`, whitespace squashed; null when missing or empty. */
  title: string | null;
  metaDescription: string | null;
  /** The homepage has an `<h1>` with text (or an image with alt text). */
  hasH1: boolean;
  /** The first LocalBusiness type (or subtype) marked up on any page, JSON-LD or microdata, and where. */
  localBusiness: { type: string; url: string } | null;
  /** The homepage has Open Graph tags (og:title or og:image). */
  hasOpenGraph: boolean;
  /** The icon the homepage links to (`rel="icon"`, "shortcut icon", "apple-touch-icon"). */
  iconUrl: string | null;
  /** The first page with a contact form. */
  contactFormUrl: string | null;
  /** The online booking the pages offer ("Calendly", "an online booking link"), and where. */
  booking: { name: string; url: string } | null;
  /** An unmaintained CMS version the generator meta names ("WordPress 4.9.8"). */
  outdatedGenerator: string | null;
  /** The version of the jQuery the homepage loads. */
  jquery: string | null;
  /** The homepage's images (tracking pixels left out) and those without an alt attribute. */
  images: { total: number; withoutAlt: number };
  /** Distinct resources the homepage's HTML references (scripts, stylesheets, images, frames, media): counted, not fetched. */
  resources: number;
};

const squash = (text: string | undefined): string | null => text?.replace(/\s+/g, ' ').trim() || null;

/** Every element whose address the browser fetches while loading the page, and the attributes that hold it. */
const RESOURCE_SOURCES: [selector: string, attributes: string[]][] = [
  ['script[src]', ['src']],
  [
    'link[rel~="stylesheet" i], link[rel~="preload" i], link[rel~="modulepreload" i], link[rel~="icon" i], link[rel~="apple-touch-icon" i], link[rel~="manifest" i]',
    ['href'],
  ],
  ['img', ['src', 'data-src', 'data-lazy-src']],
  ['iframe', ['src', 'data-src']],
  ['video', ['src', 'poster']],
  ['audio[src], source[src], embed[src], track[src]', ['src']],
  ['object[data]', ['data']],
  ['input[type="image" i][src]', ['src']],
];

function resourceCount(page: Page): number {
  const urls = new Set<string>();
  for (const [selector, attributes] of RESOURCE_SOURCES) {
    for (const el of page.$(selector).toArray()) {
      for (const attribute of attributes) {
        const raw = page.$(el).attr(attribute)?.trim();
        if (!raw || /^(?:data|blob|about|javascript):/i.test(raw)) continue;
        try {
          urls.add(new URL(raw, page.url).href);
        } catch {
          // Not an address.
        }
      }
    }
  }
  return urls.size;
}

function imagesOf(page: Page): AuditPageFacts['images'] {
  const images = page
    .$('img')
    .get()
    .filter(({ attribs }) => !(attribs.width === '1' && attribs.height === '1'))
    .filter(({ attribs }) => attribs['aria-hidden'] !== 'true');
  return {
    total: images.length,
    withoutAlt: images.filter(({ attribs }) => attribs.alt === undefined).length,
  };
}

function localBusinessOf(page: Page): string | null {
  for (const node of page.jsonLd.flatMap(descendants)) {
    const type = typesOf(node).find(isLocalBusinessType);
    if (type) return type;
  }
  const microdata = page
    .$('[itemtype]')
    .get()
    .flatMap(({ attribs }) => (attribs.itemtype ?? '').split(/\s+/));
  return microdata.find(isLocalBusinessType)?.replace(/^.*\//, '') ?? null;
}

function iconOf(page: Page): string | null {
  const href = page
    .$('link[rel~="icon" i][href], link[rel~="apple-touch-icon" i][href]')
    .first()
    .attr('href');
  if (!href?.trim()) return null;
  try {
    return new URL(href.trim(), page.url).href;
  } catch {
    return null;
  }
}

const firstOf = <T>(pages: Page[], read: (page: Page) => T | null): { value: T; url: string } | null => {
  for (const page of pages) {
    const value = read(page);
    if (value !== null) return { value, url: page.url };
  }
  return null;
};

/** The audit's facts of a site's crawled pages (`pages[0]` the homepage). */
export function auditPageFacts(pages: Page[]): AuditPageFacts {
  const [home] = pages;
  const h1 = home
    .$('h1')
    .get()
    .some((el) => squash(home.$(el).text()) !== null || home.$(el).find('img[alt]:not([alt=""])').length > 0);
  const localBusiness = firstOf(pages, localBusinessOf);
  const booking = firstOf(pages, onlineBookingOf);
  return {
    title: squash(home.$('head title, title').first().text()),
    metaDescription: squash(home.$('meta[name="description" i]').attr('content')),
    hasH1: h1,
    localBusiness: localBusiness && { type: localBusiness.value, url: localBusiness.url },
    hasOpenGraph: home.$('meta[property="og:title" i], meta[property="og:image" i]').length > 0,
    iconUrl: iconOf(home),
    contactFormUrl: pages.find(hasContactForm)?.url ?? null,
    booking: booking && { name: booking.value, url: booking.url },
    outdatedGenerator: outdatedGenerator(home),
    jquery: jqueryVersion(home),
    images: imagesOf(home),
    resources: resourceCount(home),
  };
}

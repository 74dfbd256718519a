import type { TOutdatedSignal } from '@contracts/enrichment';
import type { Page } from './page';
import { matchesSignature, type Signature } from './signature';
import { visibleText } from './visible-text';

const JQUERY_1: Signature = {
  resources: [/jquery[.-]1\.\d+(?:\.\d+)?(?:\.min)?\.js/i, /jquery(?:\.min)?\.js\?ver=1\./i],
};
const FLASH: Signature = {
  selectors: [
    'object[type="application/x-shockwave-flash" i]',
    'embed[type="application/x-shockwave-flash" i]',
    'embed[src$=".swf" i]',
    'object param[name="movie" i]',
  ],
};

const COPYRIGHT = /(?:©|\(c\)|copyright)\D{0,40}?((?:19|20)\d{2})(?:\s*[-–—]\s*((?:19|20)\d{2}))?/gi;

/** Copyright lines older than this many years mark an unmaintained site. */
const STALE_COPYRIGHT_YEARS = 3;

export type SiteHealth = {
  hasViewport: boolean;
  copyrightYear: number | null;
  outdatedSignals: TOutdatedSignal[];
};

/** The newest year in a "© 2015–2019" style line, ignoring years after `currentYear`. */
export function copyrightYearOf(text: string, currentYear: number): number | null {
  const years = [...text.matchAll(COPYRIGHT)]
    .flatMap((match) => [match[1], match[2]])
    .filter((year): year is string => year !== undefined)
    .map(Number)
    .filter((year) => year <= currentYear);
  return years.length ? Math.max(...years) : null;
}

/** Cheap health signals of the homepage, judged against the crawl date. */
export function detectSiteHealth(page: Page, now: Date): SiteHealth {
  const viewport = page.$('meta[name="viewport" i]').attr('content') ?? '';
  const copyrightYear = copyrightYearOf(visibleText(page), now.getUTCFullYear());
  const outdatedSignals: TOutdatedSignal[] = [];
  if (copyrightYear !== null && now.getUTCFullYear() - copyrightYear >= STALE_COPYRIGHT_YEARS) {
    outdatedSignals.push('copyright_outdated');
  }
  if (matchesSignature(page, JQUERY_1)) outdatedSignals.push('jquery_1x');
  if (matchesSignature(page, FLASH)) outdatedSignals.push('flash');
  return {
    hasViewport: /width\s*=\s*device-width|initial-scale/i.test(viewport),
    copyrightYear,
    outdatedSignals,
  };
}

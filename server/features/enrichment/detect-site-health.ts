import type { TOutdatedSignal } from '@contracts/enrichment';
import type { Page } from './page';
import { matchesSignature, resourcesAndCode, type Signature } from './signature';
import { visibleText } from './visible-text';

/**
 * Where a loaded jQuery names its version: `jquery-1.12.4.min.js`, `jquery.min.js?ver=1.12.4` (WordPress),
 * `/ajax/libs/jquery/2.2.4/jquery.min.js` (Google's and cdnjs's CDNs).
 */
const JQUERY_VERSIONS = [
  /jquery[.-](\d+\.\d+(?:\.\d+)?)\b[\w.-]*?\.js\b/gi,
  /jquery(?:\.slim)?(?:\.min)?\.js\?ver=(\d+\.\d+(?:\.\d+)?)/gi,
  /\/jquery\/(\d+\.\d+(?:\.\d+)?)\/jquery(?:\.slim)?(?:\.min)?\.js/gi,
];
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

const versionParts = (version: string): number[] => version.split('.').map(Number);

/** a before b ("1.12.4" before "3.7.1"). */
function older(a: string, b: string): boolean {
  const [x, y] = [versionParts(a), versionParts(b)];
  const at = x.findIndex((part, i) => part !== (y[i] ?? 0));
  return at >= 0 && x[at] < (y[at] ?? 0);
}

/** The oldest version of jQuery the page loads ("1.12.4"), when an address says it. */
export function jqueryVersion(page: Page): string | null {
  const text = resourcesAndCode(page);
  let oldest: string | null = null;
  for (const pattern of JQUERY_VERSIONS) {
    for (const [, version] of text.matchAll(pattern)) {
      if (oldest === null || older(version, oldest)) oldest = version;
    }
  }
  return oldest;
}

/** Cheap health signals of the homepage, judged against the crawl date. */
export function detectSiteHealth(page: Page, now: Date): SiteHealth {
  const viewport = page.$('meta[name="viewport" i]').attr('content') ?? '';
  const copyrightYear = copyrightYearOf(visibleText(page), now.getUTCFullYear());
  const outdatedSignals: TOutdatedSignal[] = [];
  if (copyrightYear !== null && now.getUTCFullYear() - copyrightYear >= STALE_COPYRIGHT_YEARS) {
    outdatedSignals.push('copyright_outdated');
  }
  if (jqueryVersion(page)?.startsWith('1.')) outdatedSignals.push('jquery_1x');
  if (matchesSignature(page, FLASH)) outdatedSignals.push('flash');
  return {
    hasViewport: /width\s*=\s*device-width|initial-scale/i.test(viewport),
    copyrightYear,
    outdatedSignals,
  };
}

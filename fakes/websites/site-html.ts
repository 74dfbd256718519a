import type { TAuditFindingId } from '@contracts/audit';
import type { TFailureReason, TOutdatedSignal, TSocialProfiles } from '@contracts/enrichment';
import type { FakeCertificate } from './tls/fake-certificates';

/* What a fake business website is made of, and the HTML helpers its archetypes share. */

export type FakeResponse = {
  status?: number;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  /** Extra delay on top of the server's latency. */
  delayMs?: number;
  /** Stream this many bytes of HTML instead of `body`. */
  streamBytes?: number;
  /** Bot protection: what a browser's user agent gets instead (anything else gets this response). */
  forBrowsers?: FakeResponse;
};

/** What enrichment should report for the site (only the fields the archetype is about). */
export type FakeSiteExpectation = {
  status: 'ok' | 'failed';
  failureReason?: TFailureReason;
  cmsPlatform?: string;
  hasChatbot?: boolean | null;
  chatbotPlatform?: string | null;
  /** Every address, in any order. */
  emails?: string[];
  socials?: Partial<TSocialProfiles>;
  /** Contact names, in any order. */
  contacts?: string[];
  outdatedSignals?: TOutdatedSignal[];
  marketingTools?: string[];
  /** Path of the final URL. */
  finalPath?: string;
  /** Addresses, profile URLs and widget names the site shows that are someone else's: never stored. */
  decoys?: { emails?: string[]; socials?: string[]; chatbotPlatforms?: string[] };
  /** Email → (part of) the address of the branch whose page gives it. */
  branchEmails?: Record<string, string>;
  /** Every website audit finding the deep pass reports (decision 127), in any order; the ground truth of bench:quality. */
  audit?: TAuditFindingId[];
};

export type FakeSite = {
  index: number;
  archetype: string;
  name: string;
  /** The site's own host name, when it is served under one (a resolver maps it to the site's loopback address). */
  domain?: string;
  /** Responses by path; anything else is a 404 (so robots.txt is missing unless listed). */
  routes: Record<string, FakeResponse>;
  /**
   * The certificate the site answers a TLS handshake with (on a server started with `tls`); without one its
   * handshakes fail, as on a server with no https.
   */
  certificate?: FakeCertificate;
  /** What plain http gets on a site with a certificate: a redirect to https (default), or the pages themselves. */
  plainHttp?: 'redirect' | 'serve';
  /** What the deep pass (and, without `firstPass`, the first pass too) reports. */
  expected: FakeSiteExpectation;
  /** What the first pass reports when it is less than `expected` (a slow or heavy homepage, deeper pages). */
  firstPass?: FakeSiteExpectation;
};

export type Context = { index: number; name: string; slug: string; year: number };

/** Written in a body where the site names its own absolute URLs (a sitemap's `<loc>`); served as its origin. */
export const SITE_ORIGIN = '{{SITE_ORIGIN}}';

export const HTML = { 'content-type': 'text/html; charset=utf-8' };

export function page(
  ctx: Context,
  parts: { head?: string; body: string; viewport?: boolean; lang?: string },
): string {
  const viewport =
    parts.viewport === false ? '' : '<meta name="viewport" content="width=device-width, initial-scale=1">';
  return `<!DOCTYPE html>
<html lang="${parts.lang ?? 'en'}"><head><meta charset="utf-8">${viewport}<title>${ctx.name}</title>${parts.head ?? ''}</head>
<body>${parts.body}</body></html>`;
}

export function ok(body: string | Buffer, headers: Record<string, string | string[]> = {}): FakeResponse {
  return { status: 200, headers: { ...HTML, ...headers }, body };
}

export type Archetype = (ctx: Context) => Omit<FakeSite, 'index' | 'archetype' | 'name'>;

/**
 * Site number `index` of a set of archetypes: the archetypes in turn, the names shifted each round so one
 * archetype meets several businesses (same index, same site).
 */
export function siteOfSet(
  archetypes: Record<string, Archetype>,
  names: string[],
  index: number,
  year: number,
): FakeSite {
  const keys = Object.keys(archetypes);
  const archetype = keys[index % keys.length];
  const name = names[(index + Math.floor(index / keys.length)) % names.length];
  const ctx: Context = { index, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, ''), year };
  return { index, archetype, name, ...archetypes[archetype](ctx) };
}

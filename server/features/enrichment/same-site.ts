import { parse } from 'tldts';

/** Lower-case host without a leading "www.". */
export function siteHostOf(url: string): string {
  return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
}

/** Whether a host is only a public suffix (co.uk, me.uk, com.au, github.io…), never a site of its own. */
function isPublicSuffix(host: string): boolean {
  return parse(host, { allowPrivateDomains: true }).domain === null;
}

/**
 * Whether `host` belongs to the site at `siteHost`: the same host, or one a subdomain of the other
 * (shop.joes.com and joes.com). A bare public suffix (the public-suffix list, via tldts) never counts.
 */
export function isSameSite(host: string, siteHost: string): boolean {
  const a = host.toLowerCase().replace(/^www\./, '');
  const b = siteHost.toLowerCase().replace(/^www\./, '');
  if (a === b) return true;
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return shorter.includes('.') && !isPublicSuffix(shorter) && longer.endsWith(`.${shorter}`);
}

/** The host (`siteHostOf`) of `url`, read against `base`, when it is another site than `siteHost`; else null, also for anything that is not a web address. */
export function otherSiteHost(url: string, siteHost: string, base?: string): string | null {
  try {
    const host = siteHostOf(new URL(url, base).href);
    return isSameSite(host, siteHost) ? null : host;
  } catch {
    return null;
  }
}

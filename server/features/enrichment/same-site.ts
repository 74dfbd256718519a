/** Two-label public suffixes such as co.uk or com.au, which are never a site of their own. */
const SECOND_LEVEL_SUFFIX = /^(?:co|com|net|org|gov|edu|ac|or|ne|gob)\.[a-z]{2}$/;

/** Lower-case host without a leading "www.". */
export function siteHostOf(url: string): string {
  return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
}

/**
 * Whether `host` belongs to the site at `siteHost`: the same host, or one a subdomain of the other
 * (shop.joes.com and joes.com). Without a public-suffix list, bare suffixes like co.uk never count.
 */
export function isSameSite(host: string, siteHost: string): boolean {
  const a = host.toLowerCase().replace(/^www\./, '');
  const b = siteHost.toLowerCase().replace(/^www\./, '');
  if (a === b) return true;
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return shorter.includes('.') && !SECOND_LEVEL_SUFFIX.test(shorter) && longer.endsWith(`.${shorter}`);
}

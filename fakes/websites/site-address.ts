/**
 * Each fake site is its own host on a distinct loopback address (127.0.1.1, 127.0.1.2, …, 127.0.2.1, …), so
 * per-host politeness and robots.txt caching behave as with real sites. Linux routes all of 127/8 to lo.
 */
export function siteAddress(index: number): string {
  return `127.0.${1 + Math.floor(index / 254)}.${1 + (index % 254)}`;
}

/** The site index for a Host header value, or null when it is not a fake site's address. */
export function siteIndexOf(host: string): number | null {
  const match = /^127\.0\.(\d{1,3})\.(\d{1,3})(?::\d+)?$/.exec(host);
  if (!match) return null;
  const [third, fourth] = [Number(match[1]), Number(match[2])];
  if (third < 1 || third > 255 || fourth < 1 || fourth > 254) return null;
  return (third - 1) * 254 + (fourth - 1);
}

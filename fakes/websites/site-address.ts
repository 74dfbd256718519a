/** Sites per second octet: 127.a.1.1 … 127.a.255.254. */
const PER_BLOCK = 255 * 254;

/**
 * Each fake site is its own host on a distinct loopback address (127.0.1.1, 127.0.1.2, …, 127.0.2.1, …, then
 * 127.1.1.1, …), so per-host politeness and robots.txt caching behave as with real sites. Linux routes all of
 * 127/8 to lo. Room for 254 × 64,770 sites: the fake Google gives each business a host of its own (decision 129).
 */
export function siteAddress(index: number): string {
  const block = Math.floor(index / PER_BLOCK);
  const rest = index % PER_BLOCK;
  return `127.${block}.${1 + Math.floor(rest / 254)}.${1 + (rest % 254)}`;
}

/** The site index for a Host header value, or null when it is not a fake site's address. */
export function siteIndexOf(host: string): number | null {
  const match = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?::\d+)?$/.exec(host);
  if (!match) return null;
  const [block, third, fourth] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (block > 253 || third < 1 || third > 255 || fourth < 1 || fourth > 254) return null;
  return block * PER_BLOCK + (third - 1) * 254 + (fourth - 1);
}

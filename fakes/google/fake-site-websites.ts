import { siteAddress } from '../websites/site-address';
import { WORLD_SITE_CONTENTS } from '../websites/world-site';
import type { TWebsiteFor } from './fake-place';
import { hashString } from './seeded-random';

/** Hosts per site content: 500 × 32,000 loopback addresses (site-address.ts has room for 16.4 million). */
const HOSTS_PER_CONTENT = 32_000;

/**
 * Points businesses with a website at the fake websites server (fakes/websites), each site its own loopback host.
 * The name picks one of the 500 site contents; the name and city pick one of 32,000 hosts serving it, so two
 * businesses share a website only when they are one business: its second listing, its places in one city (same
 * name slug), or a brand's locations anywhere (decision 129). Unrelated businesses almost never share a host, as
 * on the real web, where a shared website makes a chain.
 */
export const fakeSiteWebsites =
  (websitesPort: number | string): TWebsiteFor =>
  (business) => {
    const content = hashString(business.slug) % WORLD_SITE_CONTENTS;
    const owner = business.chain === 'brand' ? business.slug : `${business.slug}|${business.city.key}`;
    const host = content + WORLD_SITE_CONTENTS * (hashString(owner) % HOSTS_PER_CONTENT);
    return `http://${siteAddress(host)}:${websitesPort}/`;
  };

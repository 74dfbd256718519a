import { siteAddress } from '../websites/site-address';
import { WORLD_SITE_CONTENTS } from '../websites/world-site';
import type { TWebsiteFor } from './fake-place';
import { hashString } from './seeded-random';

/** Hosts per site content: 500 × 128 loopback addresses (site-address.ts has room for 64,516). */
const HOSTS_PER_CONTENT = 128;

/**
 * Points businesses with a website at the fake websites server (fakes/websites), each site its own loopback host.
 * The business's name picks one of the 500 site contents and one of 128 hosts serving it, so businesses that are
 * not one another's branches almost never share a host (a shared website makes a chain, decision 129); those that
 * share a name slug (a second listing, a chain's locations) share one.
 */
export const fakeSiteWebsites =
  (websitesPort: number | string): TWebsiteFor =>
  (business) => {
    const hash = hashString(business.slug);
    const host =
      (hash % WORLD_SITE_CONTENTS) +
      WORLD_SITE_CONTENTS * (Math.floor(hash / WORLD_SITE_CONTENTS) % HOSTS_PER_CONTENT);
    return `http://${siteAddress(host)}:${websitesPort}/`;
  };

import { siteAddress } from '../websites/site-address';
import type { TWebsiteFor } from './fake-place';
import { hashString } from './seeded-random';

/** How many distinct fake websites the businesses are spread over. */
const WEBSITE_POPULATION = 500;

/** Points businesses with a website at the fake websites server (fakes/websites), each site its own loopback host. */
export const fakeSiteWebsites =
  (websitesPort: number | string): TWebsiteFor =>
  (business) =>
    `http://${siteAddress(hashString(business.slug) % WEBSITE_POPULATION)}:${websitesPort}/`;

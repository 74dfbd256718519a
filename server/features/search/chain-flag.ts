import type { TChainFlag } from '@contracts/audit';
import brandData from './chain-brands.json';
import { brandKey, CHAIN_GROUP_NAMES, groupsOfTypes, type TChainGroup } from './chain-groups';

/**
 * The chain flag (issue 32, decision 129): a place is part of a chain when its name is a known brand of its kind
 * (name-suggestion-index, `chain-brands.json`), when its "website" is a directory or booking-platform page, or
 * when three or more of the team's places share one website (`flag-shared-websites.ts`). Null otherwise.
 */

type TBrand = { name: string; group: TChainGroup; countries: Set<string> | null };

let brandsByKey: Map<string, TBrand[]> | undefined;

/** Every brand name and other name as its brandKey, read once. */
function brandIndex(): Map<string, TBrand[]> {
  if (brandsByKey) return brandsByKey;
  brandsByKey = new Map();
  for (const [name, , group, countries, ...others] of brandData.brands as [
    string,
    string,
    number,
    string,
    ...string[],
  ][]) {
    const brand = {
      name,
      group: CHAIN_GROUP_NAMES[group],
      countries: countries === '*' ? null : new Set(countries.split(' ')),
    };
    for (const key of new Set([brandKey(name), ...others])) {
      brandsByKey.set(key, [...(brandsByKey.get(key) ?? []), brand]);
    }
  }
  return brandsByKey;
}

export type TChainPlace = {
  businessName: string;
  primaryType: string | null;
  types: readonly string[];
  /** ISO 3166-1 alpha-2, as Google gives it. */
  country: string | null;
  website: string | null;
};

/**
 * The brand a place's name is, when it is one of its kind: the whole name is the brand ("Domino's", "Dominos
 * Pizza"), or starts with it ("Great Clips at Southpark") while Google files the place under the brand's kind.
 * A brand of another country or another kind never matches ("Subway Plumbing" is no sandwich shop).
 */
export function matchChainBrand(place: TChainPlace): string | null {
  const key = brandKey(place.businessName);
  if (!key) return null;
  const groups = groupsOfTypes([place.primaryType ?? '', ...place.types]);
  const country = place.country?.toLowerCase() ?? null;
  const fits = (brand: TBrand, isWhole: boolean) =>
    (brand.countries === null || country === null || brand.countries.has(country)) &&
    (groups.has(brand.group) || (isWhole && groups.size === 0));
  const words = key.split(' ');
  for (let length = words.length; length >= 1; length--) {
    const candidates = brandIndex().get(words.slice(0, length).join(' ')) ?? [];
    const brand = candidates.find((candidate) => fits(candidate, length === words.length));
    if (brand) return brand.name;
  }
  return null;
}

/**
 * Hosts whose pages list many businesses: a listing there given as a place's website is not the business's own
 * site. `*` stands for any country ending (yelp.com, yelp.co.uk, yelp.de).
 */
const DIRECTORY_HOSTS = [
  'yelp.*',
  'tripadvisor.*',
  'treatwell.*',
  'booking.com',
  'booksy.com',
  'fresha.com',
  'vagaro.com',
  'styleseat.com',
  'mindbodyonline.com',
  'planity.com',
  'doctolib.*',
  'zocdoc.com',
  'healthgrades.com',
  'opentable.*',
  'resy.com',
  'thefork.*',
  'ubereats.com',
  'doordash.com',
  'grubhub.com',
  'deliveroo.*',
  'just-eat.*',
  'zomato.com',
  'facebook.com',
  'fb.com',
  'instagram.com',
  'tiktok.com',
  'linktr.ee',
  'linkedin.com',
  'x.com',
  'twitter.com',
  'youtube.com',
  'wa.me',
  'g.page',
  'business.google.com',
  'maps.google.com',
  'nextdoor.com',
  'foursquare.com',
  'yellowpages.com',
  'yell.com',
  'angi.com',
  'homeadvisor.com',
  'thumbtack.com',
  'houzz.*',
  'bbb.org',
  'trustpilot.com',
  'checkatrade.com',
  'groupon.*',
  'avvo.com',
  'justia.com',
  'findlaw.com',
  'zillow.com',
  'realtor.com',
  'airbnb.*',
  'gelbeseiten.de',
  'dasoertliche.de',
  'pagesjaunes.fr',
  'paginegialle.it',
];

const DIRECTORY_PATTERNS = DIRECTORY_HOSTS.map((entry) => {
  const base = entry.replace(/\.\*$/, '').replace(/\./g, '\\.');
  const ending = entry.endsWith('.*') ? '\\.[a-z]{2,3}(?:\\.[a-z]{2})?' : '';
  return { entry, pattern: new RegExp(`(?:^|\\.)${base}${ending}$`) };
});

function hostOf(website: string): string | null {
  try {
    const url = new URL(website.trim());
    return /^https?:$/.test(url.protocol) ? url.hostname.toLowerCase().replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/** The directory host a website is on ("yelp.com", "facebook.com"), or null for a site of its own. */
export function directoryHostOf(website: string | null): string | null {
  const host = website ? hostOf(website) : null;
  if (!host) return null;
  return DIRECTORY_PATTERNS.some(({ pattern }) => pattern.test(host)) ? host : null;
}

/** Builders that host many businesses under one host, each in its own first path segment. */
const PATH_HOSTED = new Set(['sites.google.com']);

/**
 * What counts as "the same website" for places of one team: the host without `www.` (the host and first path
 * segment on a path-hosted builder); null for a directory page or an address that is no website.
 */
export function websiteKey(website: string | null): string | null {
  if (!website || directoryHostOf(website)) return null;
  const host = hostOf(website);
  if (!host) return null;
  if (!PATH_HOSTED.has(host)) return host;
  const [segment = ''] = new URL(website.trim()).pathname.split('/').filter(Boolean);
  return `${host}/${segment.toLowerCase()}`;
}

/** The flag a place carries on its own (its brand, or a directory page as website); null when neither. */
export function ownChainFlag(place: TChainPlace): TChainFlag | null {
  const brand = matchChainBrand(place);
  if (brand) return { kind: 'brand', reason: `Part of a chain (${brand})` };
  const directory = directoryHostOf(place.website);
  if (directory) return { kind: 'directory', reason: `Directory page (${directory}), not its own website` };
  return null;
}

/**
 * One place, however often it was listed or found: by its address, else its phone's digits, else Google's id. A
 * second listing of one business (same address) and the same place found by two searches count once.
 */
export function placeKey(lead: {
  id: string;
  placeId: string | null;
  address: string | null;
  phone: string | null;
}): string {
  const digits = lead.phone?.replace(/\D/g, '');
  return lead.address?.trim().toLowerCase() || (digits ? `tel:${digits}` : (lead.placeId ?? lead.id));
}

/** Places of one team on one website that make it a chain. */
export const SHARED_WEBSITE_PLACES = 3;

export function sharedWebsiteFlag(key: string, places: number): TChainFlag {
  return {
    kind: 'shared_domain',
    reason: `Same website (${key}) as ${places - 1} other places`,
  };
}

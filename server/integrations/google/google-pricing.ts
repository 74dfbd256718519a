import { MAX_PAGE_SIZE, MAX_RESULTS_PER_QUERY, SEARCH_FIELD_MASK } from './places-wire';

/** SKUs our Google calls can trigger (Places API (New) Text Search, Geocoding; PageSpeed Insights is free). */
export const GOOGLE_SKUS = [
  'TEXT_SEARCH_IDS_ONLY',
  'TEXT_SEARCH_PRO',
  'TEXT_SEARCH_ENTERPRISE',
  'TEXT_SEARCH_ENTERPRISE_ATMOSPHERE',
  'GEOCODING',
  'PAGESPEED_INSIGHTS',
] as const;
export type TGoogleSku = (typeof GOOGLE_SKUS)[number];

/**
 * List prices in USD per 1,000 requests (first paid tier) and the free monthly requests per SKU,
 * as published since 1 March 2025. One request (one page) is one billable event.
 */
export const GOOGLE_SKU_PRICES: Record<TGoogleSku, { usdPer1000: number; freePerMonth: number | null }> = {
  TEXT_SEARCH_IDS_ONLY: { usdPer1000: 0, freePerMonth: null },
  TEXT_SEARCH_PRO: { usdPer1000: 32, freePerMonth: 5_000 },
  TEXT_SEARCH_ENTERPRISE: { usdPer1000: 35, freePerMonth: 1_000 },
  TEXT_SEARCH_ENTERPRISE_ATMOSPHERE: { usdPer1000: 40, freePerMonth: 1_000 },
  GEOCODING: { usdPer1000: 5, freePerMonth: 10_000 },
  // Free; the limit is a quota (25,000 requests a day per Google Cloud project by default), not a bill.
  PAGESPEED_INSIGHTS: { usdPer1000: 0, freePerMonth: null },
};

/** Text Search (New) place fields by the SKU they trigger (Google's "fields that trigger" lists). */
const TIERS: [TGoogleSku, string][] = [
  ['TEXT_SEARCH_IDS_ONLY', 'attributions id name movedPlace movedPlaceId'],
  [
    'TEXT_SEARCH_PRO',
    'accessibilityOptions addressComponents addressDescriptor adrFormatAddress businessStatus containingPlaces ' +
      'displayName formattedAddress googleMapsLinks googleMapsUri iconBackgroundColor iconMaskBaseUri location ' +
      'openingDate photos plusCode postalAddress primaryType primaryTypeDisplayName pureServiceAreaBusiness ' +
      'shortFormattedAddress subDestinations timeZone types utcOffsetMinutes viewport',
  ],
  [
    'TEXT_SEARCH_ENTERPRISE',
    'currentOpeningHours currentSecondaryOpeningHours internationalPhoneNumber nationalPhoneNumber priceLevel ' +
      'priceRange rating regularOpeningHours regularSecondaryOpeningHours userRatingCount websiteUri',
  ],
  [
    'TEXT_SEARCH_ENTERPRISE_ATMOSPHERE',
    'allowsDogs curbsidePickup delivery dineIn editorialSummary evChargeAmenitySummary evChargeOptions fuelOptions ' +
      'generativeSummary goodForChildren goodForGroups goodForWatchingSports liveMusic menuForChildren ' +
      'neighborhoodSummary outdoorSeating parkingOptions paymentOptions reservable restroom reviews reviewSummary ' +
      'servesBeer servesBreakfast servesBrunch servesCocktails servesCoffee servesDessert servesDinner servesLunch ' +
      'servesVegetarianFood servesWine takeout',
  ],
];
const TOP_LEVEL_TIERS: Record<string, TGoogleSku> = {
  nextPageToken: 'TEXT_SEARCH_IDS_ONLY',
  searchUri: 'TEXT_SEARCH_PRO',
  routingSummaries: 'TEXT_SEARCH_PRO',
  contextualContents: 'TEXT_SEARCH_ENTERPRISE_ATMOSPHERE',
};
const PLACE_FIELD_TIERS = new Map(
  TIERS.flatMap(([sku, fields]) => fields.split(' ').map((f) => [f, sku] as const)),
);

/**
 * The SKU one Text Search field-mask path triggers (`places.websiteUri`, `nextPageToken`, `*`), or
 * undefined when Text Search has no such field. `*` and bare `places` mean every field.
 */
export function textSearchFieldSku(path: string): TGoogleSku | undefined {
  if (path === '*' || path === 'places') return 'TEXT_SEARCH_ENTERPRISE_ATMOSPHERE';
  if (path in TOP_LEVEL_TIERS) return TOP_LEVEL_TIERS[path];
  const [root, field] = path.split('.');
  return root === 'places' && field ? PLACE_FIELD_TIERS.get(field) : undefined;
}

const rank = (sku: TGoogleSku) => GOOGLE_SKUS.indexOf(sku);

/**
 * The SKU a Text Search request with this field mask is billed at: the highest tier among its fields
 * (an unknown field counts as the highest, to never under-estimate).
 */
export function skuForFieldMask(fieldMask: string): TGoogleSku {
  return fieldMask
    .split(',')
    .map((path) => textSearchFieldSku(path.trim()) ?? 'TEXT_SEARCH_ENTERPRISE_ATMOSPHERE')
    .reduce((a, b) => (rank(b) > rank(a) ? b : a), 'TEXT_SEARCH_IDS_ONLY');
}

/** What these requests cost at list prices (before free monthly usage), in USD rounded to 1/100 of a cent. */
export function listPriceUsd(requests: Partial<Record<TGoogleSku, number>>): number {
  const usd = Object.entries(requests).reduce(
    (sum, [sku, count]) => sum + ((count ?? 0) * GOOGLE_SKU_PRICES[sku as TGoogleSku].usdPer1000) / 1000,
    0,
  );
  return Math.round(usd * 10_000) / 10_000;
}

/** New places a cell page yields on average once past the first query (the rest were already found). */
const NEW_PLACES_PER_CELL_PAGE = 15;

/**
 * What a search for `limit` places is expected to cost at list prices (before free monthly usage):
 * pages of 20 for the first 60, then one geocode and the pages of the split area.
 */
export function estimateSearchCost(limit: number): {
  textSearchRequests: number;
  geocodeRequests: number;
  usd: number;
} {
  const firstQuery = Math.ceil(Math.min(limit, MAX_RESULTS_PER_QUERY) / MAX_PAGE_SIZE);
  const beyond = Math.max(0, limit - MAX_RESULTS_PER_QUERY);
  const textSearchRequests = firstQuery + Math.ceil(beyond / NEW_PLACES_PER_CELL_PAGE);
  const geocodeRequests = beyond > 0 ? 1 : 0;
  const usd = listPriceUsd({
    [skuForFieldMask(SEARCH_FIELD_MASK)]: textSearchRequests,
    GEOCODING: geocodeRequests,
  });
  return { textSearchRequests, geocodeRequests, usd };
}

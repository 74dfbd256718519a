import { z } from 'zod';

/**
 * Everything we store about a place, so a search never needs Place Details (billed Text Search Enterprise).
 * `regularOpeningHours` (Enterprise) and `photos` (Pro) were added for the profile gaps (issue 32): the mask
 * already holds Enterprise fields (phones, website, rating), so the request stays in the same SKU (decision 129).
 */
export const PLACE_FIELDS = [
  'id',
  'displayName',
  'formattedAddress',
  'addressComponents',
  'nationalPhoneNumber',
  'internationalPhoneNumber',
  'websiteUri',
  'rating',
  'userRatingCount',
  'location',
  'googleMapsUri',
  'businessStatus',
  'primaryType',
  'types',
  'regularOpeningHours',
  'photos',
] as const;

export const SEARCH_FIELD_MASK = [...PLACE_FIELDS.map((f) => `places.${f}`), 'nextPageToken'].join(',');

/** Free (Essentials IDs Only): enough to prove a key works. */
export const IDS_ONLY_FIELD_MASK = 'places.id';

/** Free too, with the page token: every page of a query, to count the places of an area (decision 142). */
export const IDS_PAGES_FIELD_MASK = 'places.id,nextPageToken';

/** Google returns at most 20 places per page and 60 across the pages of one query. */
export const MAX_PAGE_SIZE = 20;
export const MAX_RESULTS_PER_QUERY = 60;

const ZLatLng = z.object({ latitude: z.number(), longitude: z.number() });
export type TLatLng = z.infer<typeof ZLatLng>;
export type TRectangle = { low: TLatLng; high: TLatLng };

/** A Place as Places API (New) sends it: proto3 JSON, absent values omitted. */
export const ZWirePlace = z.object({
  id: z.string().min(1),
  displayName: z.object({ text: z.string() }).optional(),
  formattedAddress: z.string().optional(),
  addressComponents: z
    .array(z.object({ longText: z.string(), shortText: z.string(), types: z.array(z.string()) }))
    .optional(),
  nationalPhoneNumber: z.string().optional(),
  internationalPhoneNumber: z.string().optional(),
  websiteUri: z.string().optional(),
  rating: z.number().optional(),
  userRatingCount: z.number().optional(),
  location: ZLatLng.optional(),
  googleMapsUri: z.string().optional(),
  businessStatus: z.string().optional(),
  primaryType: z.string().optional(),
  types: z.array(z.string()).optional(),
  /** Only whether Google has hours is read: `periods` (or the localized `weekdayDescriptions`) present. */
  regularOpeningHours: z
    .object({ periods: z.array(z.unknown()).optional(), weekdayDescriptions: z.array(z.string()).optional() })
    .optional(),
  /** Up to 10 photo references (`places/{id}/photos/{ref}`); only how many is read, no photo is fetched. */
  photos: z.array(z.object({ name: z.string() })).optional(),
});
export type TWirePlace = z.infer<typeof ZWirePlace>;

export const ZSearchTextResponse = z.object({
  places: z.array(ZWirePlace).optional(),
  nextPageToken: z.string().optional(),
});

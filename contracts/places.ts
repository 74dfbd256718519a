import { z } from 'zod';

/**
 * One business as found by Google Places Text Search, normalised for storage.
 * Missing values are null (Google omits unknown fields); pure service-area businesses have no address
 * or coordinates.
 */
export const ZPlaceLead = z.object({
  googlePlaceId: z.string().min(1),
  businessName: z.string(),
  /** Google's formatted address. */
  address: z.string().nullable(),
  city: z.string().nullable(),
  /** Short form, e.g. "TX". */
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  /** ISO 3166-1 alpha-2 code, e.g. "US". */
  country: z.string().nullable(),
  /** National format when Google has it, else international. */
  phone: z.string().nullable(),
  website: z.string().nullable(),
  rating: z.number().min(0).max(5).nullable(),
  reviewCount: z.number().int().min(0).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  googleMapsUri: z.string().nullable(),
  /** OPERATIONAL, CLOSED_TEMPORARILY, CLOSED_PERMANENTLY or FUTURE_OPENING. */
  businessStatus: z.string().nullable(),
  primaryType: z.string().nullable(),
  types: z.array(z.string()),
  /** Google lists regular opening hours for it (null: read before issue 32, e.g. a saved cursor's spares). */
  hasOpeningHours: z.boolean().nullable().default(null),
  /** Photos on its Google profile (Text Search sends at most 10); null when not read. */
  photoCount: z.int().min(0).nullable().default(null),
});
export type TPlaceLead = z.infer<typeof ZPlaceLead>;

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
});
export type TPlaceLead = z.infer<typeof ZPlaceLead>;

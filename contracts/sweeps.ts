import { z } from 'zod';
import { ZSearchLocation } from './search';

const ZLatLng = z.object({
  latitude: z
    .number()
    .min(-90, 'Latitude must be between -90 and 90')
    .max(90, 'Latitude must be between -90 and 90'),
  longitude: z
    .number()
    .min(-180, 'Longitude must be between -180 and 180')
    .max(180, 'Longitude must be between -180 and 180'),
});

/** A south-west (`low`) and north-east (`high`) corner, as Google's `locationRestriction.rectangle` takes it. */
const ZRectangle = z.object({ low: ZLatLng, high: ZLatLng });

/** POST /api/sweeps/estimate: what covering an area with one business type would find and cost. */
export const ZSweepEstimateRequest = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'Business type is required')
    .max(120, 'Business type must be less than 120 characters'),
  location: ZSearchLocation,
  /** A drawn area; without it the location's geocoded viewport is swept. */
  rectangle: ZRectangle.refine(
    (r) => r.low.latitude < r.high.latitude && r.low.longitude < r.high.longitude,
    'The area’s south-west corner must lie south and west of its north-east corner',
  ).optional(),
});
export type TSweepEstimateRequest = z.infer<typeof ZSweepEstimateRequest>;

export const ZSweepEstimate = z.object({
  /** Distinct places Google has for the query in the area, counted for free (IDs only). */
  places: z.number().int(),
  /** Text Search requests with our Enterprise field mask needed to fetch every one of them. */
  billableRequests: z.number().int(),
  /** Those requests at list prices, before Google's free monthly usage. */
  dollars: z.number(),
  /** False when a cell of the smallest size still held 60 places: there may be more than `places`. */
  complete: z.boolean(),
  area: ZRectangle,
  /** The cells the area was divided into (small where it is dense), each with its places, in fetching order. */
  cells: z.array(z.object({ rectangle: ZRectangle, places: z.number().int() })),
});
export type TSweepEstimate = z.infer<typeof ZSweepEstimate>;

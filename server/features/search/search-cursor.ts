import { z } from 'zod';
import { ZPlaceLead } from '@contracts/places';

const ZLatLng = z.object({ latitude: z.number(), longitude: z.number() });
const ZRectangle = z.object({ low: ZLatLng, high: ZLatLng });

const ZPendingQuery = z.object({
  textQuery: z.string(),
  rectangle: ZRectangle.optional(),
  /** 0 for the first query over the whole location, then 1, 2, … for ever smaller cells. */
  depth: z.number().int(),
  /** Where the query stopped; Google keeps page tokens valid for a while. */
  pageToken: z.string().optional(),
  /** Places this query returned so far (a query that returns 60 is capped: more exist in its area). */
  placesSeen: z.number().int(),
});

/**
 * Where a search stands with Google, saved with the search so Get More continues instead of starting again:
 * the queries still to run (the head may be part-way through) and places already fetched but not yet needed.
 */
export const ZSearchCursor = z.object({
  queue: z.array(ZPendingQuery),
  /** Whether the location has been geocoded and split into cells already. */
  expanded: z.boolean(),
  firstQueryFull: z.boolean(),
  spares: z.array(ZPlaceLead),
});
export type TSearchCursor = z.infer<typeof ZSearchCursor>;
export type TPendingQuery = z.infer<typeof ZPendingQuery>;

/** Text Search query for a cell when no niche was given (a bare location would match the city itself). */
export const ANY_BUSINESS_QUERY = 'businesses';

export function newSearchCursor(niche: string, location: string): TSearchCursor {
  const textQuery = niche.trim() ? `${niche.trim()} in ${location}` : location;
  return {
    queue: [{ textQuery, depth: 0, placesSeen: 0 }],
    expanded: false,
    firstQueryFull: false,
    spares: [],
  };
}

/** A saved cursor, or a new one when none was saved (or it no longer parses). */
export function readSearchCursor(saved: unknown, niche: string, location: string): TSearchCursor {
  const parsed = ZSearchCursor.safeParse(saved);
  return parsed.success ? parsed.data : newSearchCursor(niche, location);
}

import { z } from 'zod';
import { ZLead, ZSearchLocation } from './search';

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

const ZBusinessType = z
  .string()
  .trim()
  .min(1, 'Business type is required')
  .max(120, 'Business type must be less than 120 characters');

/** POST /api/sweeps/estimate: what covering an area with one business type would find and cost. */
export const ZSweepEstimateRequest = z.object({
  query: ZBusinessType,
  location: ZSearchLocation,
  /** A drawn area; without it the location's geocoded viewport is swept. */
  rectangle: ZRectangle.refine(
    (r) => r.low.latitude < r.high.latitude && r.low.longitude < r.high.longitude,
    'The area’s south-west corner must lie south and west of its north-east corner',
  ).optional(),
});
export type TSweepEstimateRequest = z.infer<typeof ZSweepEstimateRequest>;

/** Business types or locations of a market, at most `max` (one typed twice is counted once). */
const several = <T extends z.ZodString>(item: T, what: string, max: number) =>
  z.array(item).min(1, `Add at least one ${what}`).max(max, `A market has at most ${max} ${what}s`);

/** Most business types, and most locations, one market covers (issue 33: "dentist, orthodontist" × 3 cities). */
export const MARKET_MAX_NICHES = 5;
export const MARKET_MAX_LOCATIONS = 5;

/** POST /api/markets/estimate: several business types × several locations, counted and priced as one. */
export const ZMarketEstimateRequest = z.object({
  niches: several(ZBusinessType, 'business type', MARKET_MAX_NICHES),
  locations: several(ZSearchLocation, 'location', MARKET_MAX_LOCATIONS),
});
export type TMarketEstimateRequest = z.infer<typeof ZMarketEstimateRequest>;

/** One business type in one location of a market (a plain sweep has one). */
export const ZSweepPairEstimate = z.object({
  query: z.string(),
  location: z.string(),
  area: ZRectangle,
  /** Distinct places its query has in its area (some may be another pair's too). */
  places: z.number().int(),
});

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
  /**
   * The cells the area was divided into (small where it is dense), each with its places and its pair, in
   * fetching order.
   */
  cells: z.array(z.object({ rectangle: ZRectangle, places: z.number().int(), pair: z.number().int() })),
  /** Each business type in each location; `places` above counts a place once however many pairs have it. */
  pairs: z.array(ZSweepPairEstimate),
});
export type TSweepEstimate = z.infer<typeof ZSweepEstimate>;

/** Where a sweep stands; the last four are final. */
export const ZSweepStatus = z.enum([
  'queued',
  'running',
  'completed',
  'stopped_at_budget',
  'cancelled',
  'failed',
]);
export type TSweepStatus = z.infer<typeof ZSweepStatus>;

/** The most a sweep may spend: billed Text Search requests, or dollars at the Enterprise list price. */
export const ZSweepBudget = z.union([
  z.object({
    requests: z
      .number()
      .int('Budget must be a whole number of requests')
      .min(1, 'Budget must be at least 1 request')
      .max(1_000, 'Budget must be at most 1,000 requests'),
  }),
  z.object({
    dollars: z.number().min(0.01, 'Budget must be at least $0.01').max(35, 'Budget must be at most $35'),
  }),
]);
export type TSweepBudget = z.infer<typeof ZSweepBudget>;

/** What the forms say of a budget in dollars outside ZSweepBudget's bounds. */
export const BUDGET_DOLLARS_MESSAGE = 'Budget must be between $0.01 and $35';

/** A budget typed in dollars, or null when it is not a number within ZSweepBudget's bounds. */
export function readBudgetDollars(text: string): number | null {
  const dollars = Number(text);
  return text.trim() && Number.isFinite(dollars) && dollars >= 0.01 && dollars <= 35 ? dollars : null;
}

/** The budget first offered for spending `dollars`: a tenth to spare (a page Google answers differently), in cents. */
export const suggestedBudgetDollars = (dollars: number) =>
  Math.min(35, Math.max(0.04, Math.ceil(dollars * 110) / 100));

/** What a sweep or a market may spend, and whether places the team already has are skipped. */
const ZSpending = z.object({
  budget: ZSweepBudget,
  /** Places already in one of the team's searches are not fetched or crawled again: their newest copy is used. */
  skipKnown: z.boolean().default(false),
});

/** POST /api/sweeps: the estimate's fields, the budget, and whether places the team already has are skipped. */
export const ZStartSweepRequest = ZSweepEstimateRequest.extend(ZSpending.shape);
export type TStartSweepRequest = z.infer<typeof ZStartSweepRequest>;

/** The sweep's budget and skip-known, without what is swept. */
export type TSweepSpending = z.infer<typeof ZSpending>;

/** POST /api/markets: the market's estimate fields, one budget for all of it, and skip-known. */
export const ZStartMarketRequest = ZMarketEstimateRequest.extend(ZSpending.shape);
export type TStartMarketRequest = z.infer<typeof ZStartMarketRequest>;

/** A cell of the sweep's area: `pending` until its planned pages are fetched, `skipped` when it needs none. */
export const ZSweepCellState = z.enum(['pending', 'done', 'skipped']);

export const ZSweepCell = z.object({
  rectangle: ZRectangle,
  /** Places the exploration counted in it. */
  places: z.number().int(),
  /** Billed pages planned for it, and fetched so far. */
  pagesPlanned: z.number().int(),
  pagesFetched: z.number().int(),
  state: ZSweepCellState,
  /** Which of the sweep's pairs (business type in location) it belongs to. */
  pair: z.number().int(),
});
export type TSweepCell = z.infer<typeof ZSweepCell>;

/** One search holding part of a sweep's places (at most 100). */
export const ZSweepSearch = z.object({
  id: z.string(),
  part: z.number().int(),
  resultsCount: z.number().int(),
  status: z.string(),
});

export const ZSweepSummary = z.object({
  id: z.string(),
  /** `market` when it covers several business types or locations. */
  kind: z.enum(['area', 'market']),
  query: z.string(),
  location: z.string(),
  status: ZSweepStatus,
  skipKnown: z.boolean(),
  /** Distinct places the exploration counted. */
  placesFound: z.number().int(),
  /** Places saved as leads of its searches (fetched, or copied when known). */
  placesSaved: z.number().int(),
  /** Of those, copied from the team's existing leads instead of fetched and crawled (skipKnown). */
  placesSkipped: z.number().int(),
  budgetRequests: z.number().int(),
  /** The budget's requests at the Enterprise list price. */
  budgetDollars: z.number(),
  requestsSpent: z.number().int(),
  /** The spent requests at the Enterprise list price. */
  dollarsSpent: z.number(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TSweepSummary = z.infer<typeof ZSweepSummary>;

/** GET /api/sweeps/:id (and the answer of POST /api/sweeps). */
export const ZSweep = ZSweepSummary.extend({
  area: ZRectangle,
  cells: z.array(ZSweepCell),
  /** Each business type in each location, with its progress. */
  pairs: z.array(ZSweepPairEstimate.extend({ cells: z.number().int(), cellsDone: z.number().int() })),
  searches: z.array(ZSweepSearch),
});
export type TSweep = z.infer<typeof ZSweep>;

/** GET /api/sweeps: the team's sweeps, newest first. */
export const ZSweepList = z.object({ sweeps: z.array(ZSweepSummary) });

/** GET /api/sweeps/:id/leads: every lead of the sweep's searches, best lead score first, as one workspace. */
export const ZSweepLeads = z.object({ sweep: ZSweepSummary, leads: z.array(ZLead) });
export type TSweepLeads = z.infer<typeof ZSweepLeads>;

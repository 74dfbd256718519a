import { listPriceUsd, skuForFieldMask } from '../../integrations/google/google-pricing';
import { MAX_PAGE_SIZE, SEARCH_FIELD_MASK, type TRectangle } from '../../integrations/google/places-wire';
import type { TExploredCell } from './explore-area';
import type { TSurveyedPair } from './survey-area';

/** One cell's billed requests: its first `pages` pages with our Enterprise field mask; `pair` as its cell's. */
export type TFetchStep = { rectangle: TRectangle; placeIds: string[]; pages: number; pair: number };

export type TSweepFetchPlan = {
  steps: TFetchStep[];
  /** Distinct places the steps bring (the `known` ones left out). */
  places: number;
  /** Text Search requests billed (one per page). */
  billableRequests: number;
};

/**
 * What fetching an explored area with the full field mask needs (decision 142): the cells in order, each only up
 * to the page holding its last place no earlier cell brought (a page holds 20; Google answers a query in the
 * same order whatever the mask), so a cell whose places all came before costs nothing. Places in `known` (a
 * sweep that skips what the team has, decision 144) count as brought already. A market's cells come pair after
 * pair (business type in location), so a place two pairs share is paid for by the first.
 */
export function planSweepFetch(
  cells: (TExploredCell & { pair?: number })[],
  known: ReadonlySet<string> = new Set(),
): TSweepFetchPlan {
  const covered = new Set<string>(known);
  const steps = cells.map(({ rectangle, placeIds, pair = 0 }) => {
    const lastNew = placeIds.findLastIndex((id) => !covered.has(id));
    placeIds.forEach((id) => covered.add(id));
    return { rectangle, placeIds, pair, pages: lastNew < 0 ? 0 : Math.floor(lastNew / MAX_PAGE_SIZE) + 1 };
  });
  return {
    steps,
    places: covered.size - known.size,
    billableRequests: steps.reduce((sum, step) => sum + step.pages, 0),
  };
}

/** Billed Text Search requests with our field mask (Enterprise) at list price, before Google's free usage. */
export function requestsInDollars(requests: number): number {
  return listPriceUsd({ [skuForFieldMask(SEARCH_FIELD_MASK)]: requests });
}

/** The cells of every pair of a survey, pair after pair, planned as one (see `planSweepFetch`). */
export function planSurvey(pairs: TSurveyedPair[], known?: ReadonlySet<string>): TSweepFetchPlan {
  return planSweepFetch(
    pairs.flatMap((p, pair) => p.exploration.cells.map((cell) => ({ ...cell, pair }))),
    known,
  );
}

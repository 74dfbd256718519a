import type { TMarketEstimateRequest, TSweepEstimate, TSweepEstimateRequest } from '@contracts/sweeps';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { boundingBox } from '../../integrations/google/rectangles';
import type { TeamScope } from '../../lib/team-scope';
import { planSurvey, requestsInDollars } from './plan-sweep-fetch';
import { surveyAreas, type TSurveyedPair } from './survey-area';

type Deps = { db: Db; config: Config; appSecret: string };

/**
 * Before a sweep spends anything (decision 142): the area's exact count of places from the free exploration, and
 * the billed requests and dollars that fetching every one of them would take.
 */
export async function estimateSweep(
  deps: Deps,
  scope: TeamScope,
  request: TSweepEstimateRequest,
): Promise<TSweepEstimate> {
  const { pairs } = await surveyAreas(deps, scope, [request]);
  return estimateOf(pairs);
}

/** Each once, letter case aside (the first spelling kept). */
const once = (names: string[]) =>
  names.filter((name, i) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === i);

/** A market's pairs: every business type in every location, location by location. */
export const marketAreas = ({ niches, locations }: TMarketEstimateRequest): TSweepEstimateRequest[] =>
  once(locations).flatMap((location) => once(niches).map((query) => ({ query, location })));

/**
 * The same for a market (issue 33 §2): every business type in every location counted for free, and one price
 * for all of it, each place counted and paid for once however many pairs have it.
 */
export async function estimateMarket(
  deps: Deps,
  scope: TeamScope,
  request: TMarketEstimateRequest,
): Promise<TSweepEstimate> {
  const { pairs } = await surveyAreas(deps, scope, marketAreas(request));
  return estimateOf(pairs);
}

function estimateOf(pairs: TSurveyedPair[]): TSweepEstimate {
  const plan = planSurvey(pairs);
  return {
    places: plan.places,
    billableRequests: plan.billableRequests,
    dollars: requestsInDollars(plan.billableRequests),
    complete: pairs.every((p) => p.exploration.isComplete),
    area: boundingBox(pairs.map((p) => p.area)),
    cells: plan.steps.map((step) => ({
      rectangle: step.rectangle,
      places: step.placeIds.length,
      pair: step.pair,
    })),
    pairs: pairs.map(({ query, location, area, exploration }) => ({
      query,
      location,
      area,
      places: exploration.placeCount,
    })),
  };
}

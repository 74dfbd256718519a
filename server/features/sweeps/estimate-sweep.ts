import type { TSweepEstimate, TSweepEstimateRequest } from '@contracts/sweeps';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { TeamScope } from '../../lib/team-scope';
import { planSweepFetch, requestsInDollars } from './plan-sweep-fetch';
import { surveyArea } from './survey-area';

/**
 * Before a sweep spends anything (decision 142): the area's exact count of places from the free exploration, and
 * the billed requests and dollars that fetching every one of them would take.
 */
export async function estimateSweep(
  deps: { db: Db; config: Config; appSecret: string },
  scope: TeamScope,
  request: TSweepEstimateRequest,
): Promise<TSweepEstimate> {
  const { area, exploration } = await surveyArea(deps, scope, request);
  const plan = planSweepFetch(exploration.cells);
  return {
    places: plan.places,
    billableRequests: plan.billableRequests,
    dollars: requestsInDollars(plan.billableRequests),
    complete: exploration.isComplete,
    area,
    cells: plan.steps.map((step) => ({ rectangle: step.rectangle, places: step.placeIds.length })),
  };
}

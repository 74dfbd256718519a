import type { TSweepEstimate, TSweepEstimateRequest } from '@contracts/sweeps';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordGoogleRequests } from '../../lib/google-requests';
import type { TeamScope } from '../../lib/team-scope';
import { geocode } from '../../integrations/google/geocode';
import { GoogleApiError } from '../../integrations/google/google-api-error';
import { googleConfigFor } from '../../integrations/google/google-config-for';
import { listPriceUsd, skuForFieldMask } from '../../integrations/google/google-pricing';
import { SEARCH_FIELD_MASK } from '../../integrations/google/places-wire';
import { readSearchKey } from '../api-keys';
import { getSearchAccess } from '../entitlements';
import { exploreArea } from './explore-area';
import { planSweepFetch } from './plan-sweep-fetch';

/**
 * Before a sweep spends anything (decision 142): who may search and on which key as for a search, then the
 * area (the drawn rectangle, or the location's geocoded viewport), its exact count of places from the free
 * exploration, and the billed requests and dollars that fetching every one of them would take.
 */
export async function estimateSweep(
  deps: { db: Db; config: Config; appSecret: string },
  scope: TeamScope,
  request: TSweepEstimateRequest,
): Promise<TSweepEstimate> {
  const { db, config, appSecret } = deps;
  const access = await getSearchAccess(db, scope);
  if (access.betaResultsRemaining === 0)
    throw new AppError('BETA_COMPLETE', 'Your beta results budget is used up');
  const apiKey = await readSearchKey(db, appSecret, scope, access.keySource);
  const owner = { teamId: scope.teamId, createdBy: scope.userId, searchId: null };
  const google = googleConfigFor(config, apiKey, recordGoogleRequests(db, owner));
  try {
    const area = request.rectangle ?? (await geocode(google, request.location)).viewport;
    const exploration = await exploreArea(google, { query: request.query, rectangle: area });
    const plan = planSweepFetch(exploration.cells);
    return {
      places: plan.places,
      billableRequests: plan.billableRequests,
      dollars: listPriceUsd({ [skuForFieldMask(SEARCH_FIELD_MASK)]: plan.billableRequests }),
      complete: exploration.isComplete,
      area,
      cells: plan.steps.map((step) => ({ rectangle: step.rectangle, places: step.placeIds.length })),
    };
  } catch (error) {
    if (!(error instanceof GoogleApiError)) throw error;
    throw new AppError(
      error.kind === 'LOCATION_NOT_FOUND' ? 'LOCATION_NOT_FOUND' : 'SEARCH_FAILED',
      error.message,
    );
  }
}

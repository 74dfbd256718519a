import type { TSweepEstimateRequest } from '@contracts/sweeps';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordGoogleRequests } from '../../lib/google-requests';
import { consumeRateLimit, type RateLimit } from '../../lib/rate-limits';
import type { TeamScope } from '../../lib/team-scope';
import { geocode } from '../../integrations/google/geocode';
import { GoogleApiError } from '../../integrations/google/google-api-error';
import { googleConfigFor } from '../../integrations/google/google-config-for';
import type { TRectangle } from '../../integrations/google/places-wire';
import { readSearchKey } from '../api-keys';
import { getSearchAccess, type SearchAccess } from '../entitlements';
import { exploreArea, MAX_SWEEP_PLACES, type TAreaExploration } from './explore-area';

/**
 * An estimate (and a sweep's start, which explores the area again) sends up to a few hundred (free) Text Search
 * requests and a geocode on the team's key: enough for a person trying areas and business types, not for
 * hammering Google's quota (decision 142). Counted per person across the app, `/api/v1` and MCP.
 */
const SWEEP_EXPLORATIONS: RateLimit = {
  name: 'sweep-estimates',
  points: 30,
  durationSeconds: 10 * 60,
  message: 'Too many sweep estimates; please wait a few minutes and try again',
};

/** One business type in one place: a sweep has one, a market one per business type and location. */
export type TSurveyedPair = {
  query: string;
  location: string;
  area: TRectangle;
  exploration: TAreaExploration;
};

/**
 * What an estimate and a sweep's start both do first (decisions 142, 144): who may search and on which key, as
 * for a search (a beta tester whose budget is spent is refused), then each area (the drawn rectangle, or the
 * location's geocoded viewport, each location geocoded once) and its free exploration, one after another; each
 * counts once against the exploration limit. A market whose pairs hold more than MAX_SWEEP_PLACES places
 * between them is refused. Every Google request is recorded for Usage; Google's refusals become
 * LOCATION_NOT_FOUND or SEARCH_FAILED.
 */
export async function surveyAreas(
  deps: { db: Db; config: Config; appSecret: string },
  scope: TeamScope,
  requests: TSweepEstimateRequest[],
): Promise<{ access: SearchAccess; pairs: TSurveyedPair[] }> {
  const { db, config, appSecret } = deps;
  await consumeRateLimit(db, SWEEP_EXPLORATIONS, scope.userId, requests.length);
  const access = await getSearchAccess(db, scope);
  if (access.betaResultsRemaining === 0)
    throw new AppError('BETA_COMPLETE', 'Your beta results budget is used up');
  const apiKey = await readSearchKey(db, appSecret, scope, access.keySource);
  const owner = { teamId: scope.teamId, createdBy: scope.userId, searchId: null };
  const google = googleConfigFor(config, apiKey, recordGoogleRequests(db, owner));
  const viewports = new Map<string, TRectangle>();
  try {
    const pairs: TSurveyedPair[] = [];
    for (const { query, location, rectangle } of requests) {
      let area = rectangle ?? viewports.get(location);
      if (!area) viewports.set(location, (area = (await geocode(google, location)).viewport));
      pairs.push({
        query,
        location,
        area,
        exploration: await exploreArea(google, { query, rectangle: area }),
      });
    }
    const places = new Set(pairs.flatMap((p) => p.exploration.cells.flatMap((cell) => cell.placeIds)));
    if (places.size > MAX_SWEEP_PLACES)
      throw new AppError(
        'SWEEP_TOO_LARGE',
        `This market has more than ${MAX_SWEEP_PLACES.toLocaleString('en-US')} places; choose fewer business types or locations`,
      );
    return { access, pairs };
  } catch (error) {
    if (!(error instanceof GoogleApiError)) throw error;
    throw new AppError(
      error.kind === 'LOCATION_NOT_FOUND' ? 'LOCATION_NOT_FOUND' : 'SEARCH_FAILED',
      error.message,
    );
  }
}

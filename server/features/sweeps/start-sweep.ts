import { eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type {
  TStartMarketRequest,
  TStartSweepRequest,
  TSweep,
  TSweepBudget,
  TSweepEstimateRequest,
  TSweepSpending,
} from '@contracts/sweeps';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { profiles, sweeps, type TStoredSweepCell } from '../../db/schema';
import { boundingBox } from '../../integrations/google/rectangles';
import { AppError } from '../../lib/app-error';
import { ownerColumns, type TeamScope } from '../../lib/team-scope';
import {
  releaseBetaResults,
  releaseMonthly,
  reserveBetaResults,
  reserveMonthly,
  type MonthlyReservation,
} from '../entitlements';
import { findKnownPlaces } from './find-known-places';
import { getSweep } from './get-sweep';
import { marketAreas } from './estimate-sweep';
import { planSurvey, requestsInDollars } from './plan-sweep-fetch';
import { surveyAreas } from './survey-area';
import { queueSweep } from './sweep-queue';

/** The spec's cap for one search: a sweep's places are stored as searches of at most this many (issue 33). */
export const PLACES_PER_SEARCH = 100;

/** The budget in billed requests; dollars buy whole requests at the Enterprise list price. */
export function budgetInRequests(budget: TSweepBudget): number {
  if ('requests' in budget) return budget.requests;
  return Math.floor(budget.dollars / requestsInDollars(1) + 1e-9);
}

type Deps = { db: Db; config: Config; appSecret: string; boss: Pick<PgBoss, 'send'> };

/**
 * Starts a sweep (decision 144): explores the area for free (as the estimate does), plans the billed pages (with
 * `skipKnown`, places already in the team's searches count as fetched), takes one search of the plan per 100
 * places (all or none; refused when the month cannot hold them) and, for a beta tester, a result of the beta
 * budget per place, then saves the sweep with its cells and queues its job. Whatever is taken is given back if
 * it cannot be queued; the job gives back what the sweep does not use.
 */
export async function startSweep(deps: Deps, scope: TeamScope, request: TStartSweepRequest): Promise<TSweep> {
  return startCoverage(deps, scope, [request], request);
}

/**
 * Starts a market (issue 33 §2): one sweep over every business type in every location, explored pair by pair,
 * planned, priced and capped as one, each place fetched and saved once however many pairs have it.
 */
export async function startMarket(
  deps: Deps,
  scope: TeamScope,
  request: TStartMarketRequest,
): Promise<TSweep> {
  return startCoverage(deps, scope, marketAreas(request), request);
}

/** Starts a sweep of these areas (one: a sweep; several: a market), as the two above and a monitor's runs do. */
export async function startCoverage(
  deps: Deps,
  scope: TeamScope,
  areas: TSweepEstimateRequest[],
  spending: TSweepSpending,
): Promise<TSweep> {
  const { db } = deps;
  const budgetRequests = budgetInRequests(spending.budget);
  if (budgetRequests < 1)
    throw new AppError(
      'VALIDATION_ERROR',
      `Budget must cover at least one request ($${requestsInDollars(1).toFixed(3)})`,
    );
  const { access, pairs } = await surveyAreas(deps, scope, areas);
  const explored = [...new Set(pairs.flatMap((p) => p.exploration.cells.flatMap((cell) => cell.placeIds)))];
  const known = spending.skipKnown ? await findKnownPlaces(db, scope.teamId, explored) : new Set<string>();
  const plan = planSurvey(pairs, known);

  const searchesNeeded = Math.ceil(explored.length / PLACES_PER_SEARCH);
  let searches: MonthlyReservation | null = null;
  if (searchesNeeded > 0) {
    searches = await reserveMonthly(db, scope, 'search', access.monthlyLimit, searchesNeeded);
    if (!searches) {
      const left = Math.max(0, (access.monthlyLimit ?? 0) - access.searchesThisMonth);
      throw new AppError(
        'SEARCH_LIMIT_REACHED',
        `This sweep needs ${searchesNeeded} searches of your plan (one per ${PLACES_PER_SEARCH} places) and ${left} are left this month; choose a smaller area`,
      );
    }
  }
  const onBetaKey = access.keySource === 'admin';
  const betaResults = onBetaKey ? await reserveBetaResults(db, scope.userId, explored.length) : 0;
  const giveBack = async () => {
    if (searches) await releaseMonthly(db, searches);
    await releaseBetaResults(db, scope.userId, betaResults);
  };
  if (onBetaKey && betaResults < explored.length) {
    await giveBack();
    throw new AppError(
      'BETA_COMPLETE',
      `Your beta results budget has ${betaResults} results left and this area has ${explored.length} places; choose a smaller area`,
    );
  }

  let sweepId: string | undefined;
  try {
    const isMarket = pairs.length > 1;
    const cells: TStoredSweepCell[] = plan.steps.map((step) => ({
      rectangle: step.rectangle,
      placeIds: step.placeIds,
      pagesPlanned: step.pages,
      pagesFetched: 0,
      state: step.pages === 0 ? 'skipped' : 'pending',
      ...(isMarket && { query: pairs[step.pair].query, location: pairs[step.pair].location }),
    }));
    const [sweep] = await db
      .insert(sweeps)
      .values({
        ...ownerColumns(scope),
        query: [...new Set(pairs.map((p) => p.query))].join(', '),
        location: [...new Set(pairs.map((p) => p.location))].join('; '),
        area: boundingBox(pairs.map((p) => p.area)),
        cells,
        skipKnown: spending.skipKnown,
        budgetRequests,
        placesFound: explored.length,
        searchReservation: searches ? { ...searches, action: 'search' } : null,
        usedAdminKey: onBetaKey,
        betaResultsReserved: betaResults,
        // Its leads are scored for its maker's persona, as a search's are.
        scorePersona: sql`coalesce((select ${profiles.scorePersona} from ${profiles} where ${profiles.id} = ${scope.userId}), 'agency')`,
      })
      .returning({ id: sweeps.id });
    sweepId = sweep.id;
    await queueSweep(deps.boss, { sweepId, teamId: scope.teamId });
  } catch (error) {
    if (sweepId) await db.delete(sweeps).where(eq(sweeps.id, sweepId));
    await giveBack();
    throw error;
  }
  return getSweep(db, scope, sweepId);
}

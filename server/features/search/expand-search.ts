import { and, eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { EXPAND } from '@contracts/search';
import type { Database, Db } from '../../db/client';
import { searchHistory } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { getSearchAccess, releaseBetaResults, reserveBetaResults } from '../entitlements';
import { getSearch } from './search-queries';
import { saveAndEnqueueSearches } from './search-queue';

/**
 * Get More: raises a finished search's limit (up to 100) and runs it again for the places it lacks. A search on
 * the beta key takes the extra results from the beta budget first (the job gives back what it does not find).
 */
export async function expandSearch(
  deps: { db: Db; database: Database; boss: PgBoss },
  scope: TeamScope,
  searchId: string,
  limit: number,
) {
  const { db } = deps;
  const search = await getSearch(db, scope, searchId);
  if (limit > EXPAND.max)
    throw new AppError('MAXIMUM_LIMIT_REACHED', `Up to ${EXPAND.max} results at a time`);
  if (search.status !== 'completed') throw new AppError('CONFLICT', 'This search is still running');
  // A sweep's part holds places of a whole area, found by its sweep (decision 144): there is no more to get.
  if (search.sweepId)
    throw new AppError('NO_MORE_RESULTS', 'This search is part of a sweep: no more results');
  if (limit <= search.resultsCount) throw new AppError('NO_MORE_RESULTS', 'No more results');
  await getSearchAccess(db, scope);
  const wanted = limit - search.resultsCount;
  const granted = search.usedAdminKey ? await reserveBetaResults(db, scope.userId, wanted) : wanted;
  if (granted === 0) throw new AppError('BETA_COMPLETE', 'Your beta results budget is used up');
  try {
    await saveAndEnqueueSearches(deps, async (tx) => {
      await tx
        .update(searchHistory)
        .set({
          requestedLimit: search.resultsCount + granted,
          run: sql`${searchHistory.run} + 1`,
          runStartResults: search.resultsCount,
          status: 'queued',
          phase: 'queued',
          finishedAt: null,
          updatedAt: sql`clock_timestamp()`,
        })
        .where(and(eq(searchHistory.id, searchId), ofTeam(searchHistory, scope)));
      return [{ id: searchId, teamId: scope.teamId, createdBy: scope.userId }];
    });
  } catch (error) {
    if (search.usedAdminKey) await releaseBetaResults(db, scope.userId, granted);
    throw error;
  }
}

import { and, eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { EXPAND } from '@contracts/search';
import type { Database, Db } from '../../db/client';
import { searchHistory } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { getSearchAccess } from '../entitlements';
import { getSearch } from './search-queries';
import { saveAndEnqueueSearches } from './search-queue';

/** Get More: raises a finished search's limit (up to 100) and runs it again for the places it lacks. */
export async function expandSearch(
  deps: { db: Db; database: Database; boss: PgBoss },
  userId: string,
  searchId: string,
  limit: number,
) {
  const { db } = deps;
  const search = await getSearch(db, userId, searchId);
  if (limit > EXPAND.max)
    throw new AppError('MAXIMUM_LIMIT_REACHED', `Up to ${EXPAND.max} results at a time`);
  if (search.status !== 'completed') throw new AppError('CONFLICT', 'This search is still running');
  if (limit <= search.resultsCount) throw new AppError('NO_MORE_RESULTS', 'No more results');
  const access = await getSearchAccess(db, userId);
  const allowed =
    access.betaResultsRemaining === null
      ? limit
      : Math.min(limit, search.resultsCount + access.betaResultsRemaining);
  if (allowed <= search.resultsCount)
    throw new AppError('BETA_COMPLETE', 'Your beta results budget is used up');
  await saveAndEnqueueSearches(deps, async (tx) => {
    await tx
      .update(searchHistory)
      .set({
        requestedLimit: allowed,
        status: 'queued',
        phase: 'queued',
        finishedAt: null,
        updatedAt: sql`clock_timestamp()`,
      })
      .where(and(eq(searchHistory.id, searchId), eq(searchHistory.userId, userId)));
    return [searchId];
  });
}

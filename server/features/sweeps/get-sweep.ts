import { and, asc, eq } from 'drizzle-orm';
import type { TSweep, TSweepStatus, TSweepSummary } from '@contracts/sweeps';
import type { Db } from '../../db/client';
import { searchHistory, sweeps } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { requestsInDollars } from './plan-sweep-fetch';

type SweepRow = typeof sweeps.$inferSelect;

export function toSweepSummary(row: SweepRow): TSweepSummary {
  return {
    id: row.id,
    query: row.query,
    location: row.location,
    status: row.status as TSweepStatus,
    skipKnown: row.skipKnown,
    placesFound: row.placesFound,
    placesSaved: row.placesSaved,
    placesSkipped: row.placesSkipped,
    budgetRequests: row.budgetRequests,
    budgetDollars: requestsInDollars(row.budgetRequests),
    requestsSpent: row.requestsSpent,
    dollarsSpent: requestsInDollars(row.requestsSpent),
    errorMessage: row.errorMessage,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** One of the team's sweeps with its cells (for the area's outline) and the searches holding its places. */
export async function getSweep(db: Db, scope: Pick<TeamScope, 'teamId'>, sweepId: string): Promise<TSweep> {
  const [row] = await db
    .select()
    .from(sweeps)
    .where(and(eq(sweeps.id, sweepId), ofTeam(sweeps, scope)))
    .limit(1);
  if (!row) throw notFound('Sweep');
  const searches = await db
    .select({
      id: searchHistory.id,
      part: searchHistory.sweepPart,
      resultsCount: searchHistory.resultsCount,
      status: searchHistory.status,
    })
    .from(searchHistory)
    .where(and(eq(searchHistory.sweepId, sweepId), ofTeam(searchHistory, scope)))
    .orderBy(asc(searchHistory.sweepPart));
  return {
    ...toSweepSummary(row),
    area: row.area,
    cells: row.cells.map(({ rectangle, placeIds, pagesPlanned, pagesFetched, state }) => ({
      rectangle,
      places: placeIds.length,
      pagesPlanned,
      pagesFetched,
      state,
    })),
    searches: searches.map((search) => ({ ...search, part: search.part ?? 0 })),
  };
}

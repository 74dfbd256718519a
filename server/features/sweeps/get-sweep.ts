import { and, asc, eq } from 'drizzle-orm';
import type { TSweep, TSweepStatus, TSweepSummary } from '@contracts/sweeps';
import type { Db } from '../../db/client';
import { searchHistory, sweeps, type TStoredSweepCell } from '../../db/schema';
import { boundingBox } from '../../integrations/google/rectangles';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { requestsInDollars } from './plan-sweep-fetch';

type SweepRow = typeof sweeps.$inferSelect;

/** A market's cells carry their own business type and location; a sweep's take the sweep's. */
export const sweepKind = (cells: TStoredSweepCell[]): 'area' | 'market' =>
  cells.some((cell) => cell.query !== undefined) ? 'market' : 'area';

export function toSweepSummary(row: SweepRow): TSweepSummary {
  return {
    id: row.id,
    kind: sweepKind(row.cells),
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
    ...cellsAndPairs(row),
    searches: searches.map((search) => ({ ...search, part: search.part ?? 0 })),
  };
}

/**
 * The sweep's cells for its outline, and its pairs (each business type in each location of a market; a sweep
 * has one) with their areas (their cells tile them) and progress.
 */
function cellsAndPairs(row: SweepRow): Pick<TSweep, 'cells' | 'pairs'> {
  const keys: string[] = [];
  const pairOf = row.cells.map((cell) => {
    const key = JSON.stringify([cell.query ?? row.query, cell.location ?? row.location]);
    if (!keys.includes(key)) keys.push(key);
    return keys.indexOf(key);
  });
  const cells = row.cells.map(({ rectangle, placeIds, pagesPlanned, pagesFetched, state }, i) => ({
    rectangle,
    places: placeIds.length,
    pagesPlanned,
    pagesFetched,
    state,
    pair: pairOf[i],
  }));
  const pairs = keys.map((key, pair) => {
    const [query, location] = JSON.parse(key) as [string, string];
    const own = row.cells.filter((_, i) => pairOf[i] === pair);
    return {
      query,
      location,
      area: boundingBox(own.map((cell) => cell.rectangle)),
      places: new Set(own.flatMap((cell) => cell.placeIds)).size,
      cells: own.length,
      cellsDone: own.filter((cell) => cell.state !== 'pending').length,
    };
  });
  return { cells, pairs };
}

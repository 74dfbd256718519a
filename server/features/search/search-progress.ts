import { count, eq, inArray, sql } from 'drizzle-orm';
import type { TSearchStatus } from '@contracts/search';
import { and, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessResults, searchHistory } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Progress lives on the search row, so any instance can stream it to the browser. */
export async function setSearchStatus(db: Db, searchId: string, status: TSearchStatus): Promise<void> {
  await db
    .update(searchHistory)
    .set({ status, phase: status, updatedAt: sql`clock_timestamp()` })
    .where(eq(searchHistory.id, searchId));
}

/** Recounts leads and enriched sites from the rows themselves (idempotent, whatever ran before). */
export async function refreshSearchCounts(db: Db | Tx, searchId: string): Promise<void> {
  const [counts] = await db
    .select({
      leads: count(),
      sites: sql<number>`count(*) filter (where ${businessResults.website} is not null)`.mapWith(Number),
      sitesDone:
        sql<number>`count(*) filter (where ${businessResults.website} is not null and ${businessResults.enrichmentStatus} <> 'pending')`.mapWith(
          Number,
        ),
    })
    .from(businessResults)
    .where(eq(businessResults.searchId, searchId));
  await db
    .update(searchHistory)
    .set({
      resultsCount: counts.leads,
      totalBusinessesFound: counts.leads,
      sitesTotal: counts.sites,
      sitesDone: counts.sitesDone,
      updatedAt: sql`clock_timestamp()`,
    })
    .where(eq(searchHistory.id, searchId));
}

/**
 * Marks a running search completed or failed. Returns its final limit and lead count the first time only (null
 * if it was already finished or is gone), so what follows the finish — settling a reservation — happens once.
 */
export async function finishSearch(
  db: Db | Tx,
  searchId: string,
  outcome: { status: 'completed' } | { status: 'failed'; code: string; title: string; message: string },
): Promise<{
  createdBy: string | null;
  usedAdminKey: boolean;
  requestedLimit: number;
  resultsCount: number;
} | null> {
  await refreshSearchCounts(db, searchId);
  const [finished] = await db
    .update(searchHistory)
    .set({
      status: outcome.status,
      phase: outcome.status,
      errorCode: outcome.status === 'failed' ? outcome.code : null,
      errorTitle: outcome.status === 'failed' ? outcome.title : null,
      errorMessage: outcome.status === 'failed' ? outcome.message : null,
      finishedAt: sql`clock_timestamp()`,
      updatedAt: sql`clock_timestamp()`,
    })
    .where(and(eq(searchHistory.id, searchId), notInArray(searchHistory.status, ['completed', 'failed'])))
    .returning({
      createdBy: searchHistory.createdBy,
      usedAdminKey: searchHistory.usedAdminKey,
      requestedLimit: searchHistory.requestedLimit,
      resultsCount: searchHistory.resultsCount,
    });
  return finished ?? null;
}

/** After leads are deleted or merged away, each affected search shows how many results it still has. */
export async function recountSearchResults(
  db: Db | Tx,
  scope: Pick<TeamScope, 'teamId'>,
  searchIds: string[],
): Promise<void> {
  if (searchIds.length === 0) return;
  const mine = and(ofTeam(searchHistory, scope), inArray(searchHistory.id, [...new Set(searchIds)]));
  // Lock first, count in the next statement: an UPDATE that waits for a concurrent delete's lock keeps the snapshot
  // it started with, and would write a count that still includes the rows that delete removed.
  await db
    .select({ id: searchHistory.id })
    .from(searchHistory)
    .where(mine)
    .orderBy(searchHistory.id)
    .for('update');
  await db
    .update(searchHistory)
    .set({
      resultsCount: sql`(select count(*) from ${businessResults} where ${businessResults.searchId} = ${searchHistory.id})`,
    })
    .where(mine);
}

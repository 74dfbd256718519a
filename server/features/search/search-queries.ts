import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { TDeepProgress } from '@contracts/search';
import type { Db } from '../../db/client';
import { businessResults, searchHistory } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { toLead, toSearchSummary } from './to-lead';

/** Every query names the owning team: another team's search is simply "not found". */
export async function getSearch(db: Db, scope: Pick<TeamScope, 'teamId'>, searchId: string) {
  const [row] = await db
    .select()
    .from(searchHistory)
    .where(and(eq(searchHistory.id, searchId), ofTeam(searchHistory, scope)))
    .limit(1);
  if (!row) throw notFound('Search');
  return row;
}

export async function findSearches(db: Db, scope: Pick<TeamScope, 'teamId'>) {
  const rows = await db
    .select()
    .from(searchHistory)
    .where(ofTeam(searchHistory, scope))
    .orderBy(desc(searchHistory.createdAt));
  return rows.map(toSearchSummary);
}

/** Where a search's deeper checks stand (decision 092). Leads stored before the deep pass existed have none and count nowhere. */
export async function countDeepChecks(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  searchId: string,
): Promise<TDeepProgress> {
  const state = (status: string) =>
    sql<number>`count(*) filter (where ${businessResults.deepStatus} = ${status})`.mapWith(Number);
  const [counts] = await db
    .select({
      pending: state('pending'),
      running: state('running'),
      done: state('done'),
      failed: state('failed'),
      skipped: state('skipped'),
    })
    .from(businessResults)
    .where(and(eq(businessResults.searchId, searchId), ofTeam(businessResults, scope)));
  return { ...counts, settled: counts.pending + counts.running === 0 };
}

/** Leads of one search, optionally only those changed after revision `since` (live updates). */
export async function findSearchLeads(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  searchId: string,
  since?: number,
) {
  const rows = await db
    .select()
    .from(businessResults)
    .where(
      and(
        eq(businessResults.searchId, searchId),
        ofTeam(businessResults, scope),
        since === undefined ? undefined : gt(businessResults.revision, since),
      ),
    )
    .orderBy(asc(businessResults.position));
  const revision = rows.reduce((max, r) => Math.max(max, r.revision), since ?? 0);
  return { leads: rows.map(toLead), revision };
}

/** The delete cascades to the search's leads and list entries; as a transaction it is retried on a deadlock. */
export async function deleteSearch(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  searchId: string,
): Promise<void> {
  const deleted = await db.transaction((tx) =>
    tx
      .delete(searchHistory)
      .where(and(eq(searchHistory.id, searchId), ofTeam(searchHistory, scope)))
      .returning({ id: searchHistory.id }),
  );
  if (deleted.length === 0) throw notFound('Search');
}

import { and, asc, eq, gt, or, type SQL } from 'drizzle-orm';
import type { TLead } from '@contracts/search';
import type { Db } from '../../db/client';
import { businessResults } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { getSearch } from './search-queries';
import { toLead } from './to-lead';

/** Where the previous page ended: the last lead's place in the search, and its id for ties. */
export type TLeadPageCursor = { position: number; id: string };

/**
 * One page of a search's leads in the search's order, after `cursor` (keyset: one indexed query however deep the
 * page). An empty page checks the search is the team's, so another team's search is "not found".
 */
export async function findSearchLeadPage(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  searchId: string,
  page: { after?: TLeadPageCursor; limit: number },
): Promise<{ leads: TLead[]; next: TLeadPageCursor | null }> {
  const { after, limit } = page;
  const afterCursor: SQL | undefined = after
    ? or(
        gt(businessResults.position, after.position),
        and(eq(businessResults.position, after.position), gt(businessResults.id, after.id)),
      )
    : undefined;
  const rows = await db
    .select()
    .from(businessResults)
    .where(and(eq(businessResults.searchId, searchId), ofTeam(businessResults, scope), afterCursor))
    .orderBy(asc(businessResults.position), asc(businessResults.id))
    .limit(limit + 1);
  if (rows.length === 0) await getSearch(db, scope, searchId);
  const leads = rows.slice(0, limit).map(toLead);
  const last = leads.at(-1);
  return { leads, next: rows.length > limit && last ? { position: last.position, id: last.id } : null };
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessResults, searchHistory } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { leadFactsFrom, type TLeadFacts } from './lead-facts';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

export type TLoadedLead = {
  row: typeof businessResults.$inferSelect;
  niche: string | null;
  facts: TLeadFacts;
};

/**
 * The user's leads by id, in the order asked, with the niche of the search each came from. Any id that is
 * not one of the user's leads makes the whole request "Lead not found".
 */
export async function loadLeads(db: Db, scope: TeamScope, ids: string[]): Promise<TLoadedLead[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ lead: businessResults, niche: searchHistory.niche })
    .from(businessResults)
    .innerJoin(
      searchHistory,
      and(eq(searchHistory.id, businessResults.searchId), ofTeam(searchHistory, scope)),
    )
    .where(and(inArray(businessResults.id, unique), ofTeam(businessResults, scope)));
  if (rows.length !== unique.length) throw notFound('Lead');
  const byId = new Map(
    rows.map(({ lead, niche }) => [
      lead.id,
      { row: lead, niche: niche || null, facts: leadFactsFrom(lead, niche || null) },
    ]),
  );
  return unique.map((id) => byId.get(id)!);
}

export async function loadLead(db: Db, scope: TeamScope, id: string): Promise<TLoadedLead> {
  const [lead] = await loadLeads(db, scope, [id]);
  return lead;
}

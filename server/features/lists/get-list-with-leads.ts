import { and, desc, eq, sql } from 'drizzle-orm';
import type { TListWithLeads } from '@contracts/lists';
import type { Db } from '../../db/client';
import { businessResults, leadListMembers } from '../../db/schema';
import { toLead } from '../search';
import { getList } from './find-lists';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

/** A list with its leads (best lead score first); another user's list is "List not found". */
export async function getListWithLeads(db: Db, scope: TeamScope, listId: string): Promise<TListWithLeads> {
  const list = await getList(db, scope, listId);
  const rows = await db
    .select({ lead: businessResults })
    .from(leadListMembers)
    .innerJoin(businessResults, eq(businessResults.id, leadListMembers.businessId))
    .where(and(eq(leadListMembers.listId, listId), ofTeam(businessResults, scope)))
    .orderBy(
      sql`${businessResults.leadScore} desc nulls last`,
      desc(leadListMembers.createdAt),
      businessResults.id,
    );
  return { list, leads: rows.map((r) => toLead(r.lead)) };
}

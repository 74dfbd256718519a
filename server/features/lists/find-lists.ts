import { and, count, desc, eq } from 'drizzle-orm';
import type { TLeadList } from '@contracts/lists';
import type { Db } from '../../db/client';
import { leadListMembers, leadLists } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { toLeadList } from './to-lead-list';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

/** The user's lists, newest first, each with its member count. */
export async function findLists(db: Db, scope: TeamScope): Promise<TLeadList[]> {
  const rows = await db
    .select({ list: leadLists, memberCount: count(leadListMembers.businessId) })
    .from(leadLists)
    .leftJoin(leadListMembers, eq(leadListMembers.listId, leadLists.id))
    .where(ofTeam(leadLists, scope))
    .groupBy(leadLists.id)
    .orderBy(desc(leadLists.createdAt), desc(leadLists.id));
  return rows.map((r) => toLeadList(r.list, r.memberCount));
}

/** One of the user's lists, or "List not found". */
export async function getList(db: Db, scope: TeamScope, listId: string): Promise<TLeadList> {
  const [row] = await db
    .select({ list: leadLists, memberCount: count(leadListMembers.businessId) })
    .from(leadLists)
    .leftJoin(leadListMembers, eq(leadListMembers.listId, leadLists.id))
    .where(and(eq(leadLists.id, listId), ofTeam(leadLists, scope)))
    .groupBy(leadLists.id);
  if (!row) throw notFound('List');
  return toLeadList(row.list, row.memberCount);
}

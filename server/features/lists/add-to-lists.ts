import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TAddToListsResponse } from '@contracts/lists';
import type { Db } from '../../db/client';
import { businessResults, leadListMembers, leadLists } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { emitTeamEvent } from '../webhooks';

type TTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Puts every lead into every list, inside the caller's transaction. Pairs already present are skipped and
 * counted, so the browser can say "Partially added". Lists and leads must all be the user's own.
 */
export async function addMembers(
  tx: TTx,
  scope: TeamScope,
  listIds: string[],
  leadIds: string[],
): Promise<TAddToListsResponse> {
  const lists = [...new Set(listIds)];
  const leads = [...new Set(leadIds)];
  const ownedLists = await tx
    .select({ id: leadLists.id, name: leadLists.name })
    .from(leadLists)
    .where(and(inArray(leadLists.id, lists), ofTeam(leadLists, scope)));
  if (ownedLists.length !== lists.length) throw notFound('List');
  const ownedLeads = await tx
    .select({ id: businessResults.id })
    .from(businessResults)
    .where(and(inArray(businessResults.id, leads), ofTeam(businessResults, scope)));
  if (ownedLeads.length !== leads.length) throw notFound('Business');

  let added = 0;
  const CHUNK = 1000;
  for (const list of ownedLists) {
    const leadIds: string[] = [];
    for (let i = 0; i < leads.length; i += CHUNK) {
      const inserted = await tx
        .insert(leadListMembers)
        .values(leads.slice(i, i + CHUNK).map((businessId) => ({ listId: list.id, businessId })))
        .onConflictDoNothing()
        .returning({ businessId: leadListMembers.businessId });
      leadIds.push(...inserted.map((row) => row.businessId));
    }
    added += leadIds.length;
    // One webhook event per list that gained members (decision 117).
    if (leadIds.length > 0)
      await emitTeamEvent(tx, scope.teamId, 'list.members_added', {
        list,
        leadIds,
        added: leadIds.length,
      });
  }
  return { added, alreadyPresent: lists.length * leads.length - added };
}

/** POST /api/lists/members */
export async function addToLists(
  db: Db,
  scope: TeamScope,
  listIds: string[],
  leadIds: string[],
): Promise<TAddToListsResponse> {
  return db.transaction((tx) => addMembers(tx, scope, listIds, leadIds));
}

/** DELETE /api/lists/:id/members — takes leads out of one list; the leads stay. */
export async function removeFromList(
  db: Db,
  scope: TeamScope,
  listId: string,
  leadIds: string[],
): Promise<number> {
  const removed = await db
    .delete(leadListMembers)
    .where(
      and(
        eq(leadListMembers.listId, listId),
        inArray(leadListMembers.businessId, leadIds),
        sql`exists (select 1 from ${leadLists} where ${leadLists.id} = ${listId} and ${leadLists.teamId} = ${scope.teamId})`,
      ),
    )
    .returning({ businessId: leadListMembers.businessId });
  if (removed.length === 0) {
    const [list] = await db
      .select({ id: leadLists.id })
      .from(leadLists)
      .where(and(eq(leadLists.id, listId), ofTeam(leadLists, scope)));
    if (!list) throw notFound('List');
  }
  return removed.length;
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TMergeLeadsRequest } from '@contracts/leads';
import type { TLead } from '@contracts/search';
import type { Db } from '../../db/client';
import { businessResults, nextLeadRevision } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { recountSearchResults, toLead } from '../search';
import { emitTeamEvent } from '../webhooks';
import { mergeFields } from './merge-fields';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

/**
 * Folds duplicates into the primary and deletes them, in one transaction. The duplicates' list memberships
 * move to the primary first, so merging never takes a business out of a list. The kept lead is `lead.updated`.
 */
export async function mergeLeads(db: Db, scope: TeamScope, request: TMergeLeadsRequest): Promise<TLead> {
  const duplicateIds = [...new Set(request.duplicateIds)];
  const ids = [request.primaryId, ...duplicateIds];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(businessResults)
      .where(and(inArray(businessResults.id, ids), ofTeam(businessResults, scope)))
      .for('update');
    if (rows.length !== ids.length) throw notFound('Business');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const merged = mergeFields(
      byId.get(request.primaryId)!,
      duplicateIds.map((id) => byId.get(id)!),
    );

    await tx.execute(sql`
      insert into lead_list_members (list_id, business_id)
      select distinct m.list_id, ${request.primaryId}::uuid from lead_list_members m
      where m.business_id in (${sql.join(
        duplicateIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      on conflict do nothing`);
    await tx
      .delete(businessResults)
      .where(and(inArray(businessResults.id, duplicateIds), ofTeam(businessResults, scope)));
    const [updated] = await tx
      .update(businessResults)
      .set({ ...merged, updatedAt: sql`clock_timestamp()`, revision: nextLeadRevision() })
      .where(and(eq(businessResults.id, request.primaryId), ofTeam(businessResults, scope)))
      .returning();
    await recountSearchResults(
      tx,
      scope,
      rows.map((r) => r.searchId),
    );
    const lead = toLead(updated);
    await emitTeamEvent(tx, scope.teamId, 'lead.updated', { lead, changed: ['merged'] });
    return lead;
  });
}

import { and, eq, exists, gte, isNotNull, not, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessResults, crmAutoPushSearches, crmConnections } from '../../db/schema';
import type { CrmPushJob } from './crm-push-queue';
import { recordCrmPush, waitsInPush } from './record-crm-push';

/**
 * Auto-push (decision 115): a lead whose deeper check just ended becomes a one-lead push to every CRM connection
 * of its team whose `autoPushMinScore` it meets and whose scope takes its search (every search, or the lead's
 * search is among the chosen ones), unless it already waits in a push of that connection. Pushing again is
 * idempotent, so a lead pushed before that gained facts is updated and an unchanged one skipped. Call it in the
 * transaction that ends the check, then queue the returned jobs (a lost send is recovered at start).
 */
export async function recordAutoPushes(tx: Db, lead: { id: string; teamId: string }): Promise<CrmPushJob[]> {
  const chosen = tx
    .select({ id: crmAutoPushSearches.id })
    .from(crmAutoPushSearches)
    .where(
      and(
        eq(crmAutoPushSearches.teamId, lead.teamId),
        eq(crmAutoPushSearches.connectionId, crmConnections.id),
        eq(crmAutoPushSearches.searchId, businessResults.searchId),
      ),
    );
  const connections = await tx
    .select({ id: crmConnections.id, createdBy: crmConnections.createdBy })
    .from(crmConnections)
    .innerJoin(
      businessResults,
      and(eq(businessResults.id, lead.id), eq(businessResults.teamId, crmConnections.teamId)),
    )
    .where(
      and(
        eq(crmConnections.teamId, lead.teamId),
        isNotNull(crmConnections.autoPushMinScore),
        gte(businessResults.leadScore, crmConnections.autoPushMinScore),
        or(eq(crmConnections.autoPushScope, 'all'), exists(chosen)),
        not(waitsInPush(tx, lead.id, crmConnections.id)),
      ),
    );
  for (const connection of connections)
    await recordCrmPush(tx, {
      teamId: lead.teamId,
      createdBy: connection.createdBy,
      connectionId: connection.id,
      leadIds: [lead.id],
    });
  return connections.map((connection) => ({ connectionId: connection.id, teamId: lead.teamId }));
}

import { and, eq, gte, isNotNull, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessResults, crmConnections, crmPushItems, crmPushes } from '../../db/schema';
import type { CrmPushJob } from './crm-push-queue';

/**
 * Auto-push (decision 115): a lead whose deeper check just ended becomes a one-lead push to every CRM connection
 * of its team whose `autoPushMinScore` it meets, unless it already waits in a push of that connection. Pushing
 * again is idempotent, so a lead pushed before that gained facts is updated and an unchanged one skipped. Call it
 * in the transaction that ends the check, then queue the returned jobs (a lost send is recovered at start).
 */
export async function recordAutoPushes(tx: Db, lead: { id: string; teamId: string }): Promise<CrmPushJob[]> {
  const waiting = tx
    .select({ id: crmPushItems.id })
    .from(crmPushItems)
    .innerJoin(crmPushes, eq(crmPushes.id, crmPushItems.pushId))
    .where(
      and(
        eq(crmPushItems.leadId, lead.id),
        eq(crmPushItems.status, 'pending'),
        eq(crmPushes.connectionId, crmConnections.id),
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
        notExists(waiting),
      ),
    );
  for (const connection of connections) {
    const [push] = await tx
      .insert(crmPushes)
      .values({ teamId: lead.teamId, createdBy: connection.createdBy, connectionId: connection.id, total: 1 })
      .returning({ id: crmPushes.id });
    await tx
      .insert(crmPushItems)
      .values({ teamId: lead.teamId, pushId: push!.id, leadId: lead.id, position: 0 });
  }
  return connections.map((connection) => ({ connectionId: connection.id, teamId: lead.teamId }));
}

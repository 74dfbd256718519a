import { and, eq, exists, type Column } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crmPushItems, crmPushes } from '../../db/schema';

/**
 * Writes one push of `leadIds` (in that order) to a connection: the rows its `crm.push` job works. Call it in the
 * caller's transaction, then queue the connection's job after the commit.
 */
export async function recordCrmPush(
  tx: Db,
  push: { teamId: string; createdBy: string | null; connectionId: string; leadIds: string[] },
): Promise<{ id: string }> {
  const [created] = await tx
    .insert(crmPushes)
    .values({
      teamId: push.teamId,
      createdBy: push.createdBy,
      connectionId: push.connectionId,
      total: push.leadIds.length,
    })
    .returning({ id: crmPushes.id });
  await tx.insert(crmPushItems).values(
    push.leadIds.map((leadId, position) => ({
      teamId: push.teamId,
      pushId: created!.id,
      leadId,
      position,
    })),
  );
  return created!;
}

/** Whether the lead already waits in a push of the connection: it need not be queued again. */
export const waitsInPush = (tx: Db, leadId: Column | string, connectionId: Column | string) =>
  exists(
    tx
      .select({ id: crmPushItems.id })
      .from(crmPushItems)
      .innerJoin(crmPushes, eq(crmPushes.id, crmPushItems.pushId))
      .where(
        and(
          eq(crmPushItems.leadId, leadId),
          eq(crmPushItems.status, 'pending'),
          eq(crmPushes.connectionId, connectionId),
        ),
      ),
  );

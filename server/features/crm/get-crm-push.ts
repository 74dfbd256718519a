import { and, asc, eq } from 'drizzle-orm';
import { CRM_ITEM_STATUSES, type TCrmItemStatus, type TCrmProvider, type TCrmPush } from '@contracts/crm';
import type { Db } from '../../db/client';
import { businessResults, crmConnections, crmPushItems, crmPushes, crmRecords } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

/** A push's progress and each lead's result, with the CRM link of the leads that reached it. */
export async function getCrmPush(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  pushId: string,
): Promise<TCrmPush> {
  const [push] = await db
    .select({ push: crmPushes, provider: crmConnections.provider })
    .from(crmPushes)
    .innerJoin(crmConnections, eq(crmConnections.id, crmPushes.connectionId))
    .where(and(eq(crmPushes.id, pushId), ofTeam(crmPushes, scope)))
    .limit(1);
  if (!push) throw new AppError('NOT_FOUND', 'Push not found');
  const items = await db
    .select({
      leadId: crmPushItems.leadId,
      businessName: businessResults.businessName,
      status: crmPushItems.status,
      message: crmPushItems.message,
      recordUrl: crmRecords.recordUrl,
    })
    .from(crmPushItems)
    .innerJoin(businessResults, eq(businessResults.id, crmPushItems.leadId))
    .leftJoin(
      crmRecords,
      and(eq(crmRecords.leadId, crmPushItems.leadId), eq(crmRecords.connectionId, push.push.connectionId)),
    )
    .where(and(eq(crmPushItems.pushId, pushId), ofTeam(crmPushItems, scope)))
    .orderBy(asc(crmPushItems.position));
  const counts = Object.fromEntries(CRM_ITEM_STATUSES.map((s) => [s, 0])) as Record<TCrmItemStatus, number>;
  for (const item of items) counts[item.status as TCrmItemStatus] += 1;
  return {
    id: push.push.id,
    provider: push.provider as TCrmProvider,
    status: push.push.status as TCrmPush['status'],
    total: push.push.total,
    counts,
    items: items.map((i) => ({
      ...i,
      status: i.status as TCrmItemStatus,
      recordUrl: i.status === 'failed' || i.status === 'pending' ? null : i.recordUrl,
    })),
    createdAt: push.push.createdAt.toISOString(),
    finishedAt: push.push.finishedAt?.toISOString() ?? null,
  };
}

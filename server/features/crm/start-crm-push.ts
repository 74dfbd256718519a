import { and, eq, inArray } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { CRM_PUSH_MAX_LEADS, type TCrmProvider } from '@contracts/crm';
import type { Db } from '../../db/client';
import { businessResults, leadListMembers, leadLists } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ofTeam, ownerColumns, type TeamScope } from '../../lib/team-scope';
import { getCrmConnection } from './crm-connection-store';
import { queueCrmPush } from './crm-push-queue';
import { recordCrmPush } from './record-crm-push';

/**
 * Records a push of the team's chosen leads (or a list's members) to one of its CRMs, then queues the
 * connection's job. Leads of other teams are simply not found.
 */
export async function startCrmPush(
  db: Db,
  boss: Pick<PgBoss, 'send'>,
  scope: TeamScope,
  request: { provider: TCrmProvider; leadIds?: string[]; listId?: string },
) {
  const connection = await getCrmConnection(db, scope, request.provider);
  const leadIds = await leadsToPush(db, scope, request);
  if (leadIds.length === 0) throw new AppError('NOT_FOUND', 'No leads to push');
  const push = await db.transaction((tx) =>
    recordCrmPush(tx, { ...ownerColumns(scope), connectionId: connection.id, leadIds }),
  );
  await queueCrmPush(boss, { connectionId: connection.id, teamId: scope.teamId });
  return { id: push.id };
}

async function leadsToPush(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  request: { leadIds?: string[]; listId?: string },
): Promise<string[]> {
  if (request.leadIds) {
    const found = await db
      .select({ id: businessResults.id })
      .from(businessResults)
      .where(and(ofTeam(businessResults, scope), inArray(businessResults.id, request.leadIds)));
    const ids = new Set(found.map((f) => f.id));
    return [...new Set(request.leadIds)].filter((id) => ids.has(id));
  }
  const [list] = await db
    .select({ id: leadLists.id })
    .from(leadLists)
    .where(and(eq(leadLists.id, request.listId!), ofTeam(leadLists, scope)))
    .limit(1);
  if (!list) throw new AppError('NOT_FOUND', 'List not found');
  const members = await db
    .select({ id: leadListMembers.businessId })
    .from(leadListMembers)
    .innerJoin(businessResults, eq(businessResults.id, leadListMembers.businessId))
    .where(and(eq(leadListMembers.listId, list.id), ofTeam(businessResults, scope)))
    .orderBy(leadListMembers.createdAt)
    .limit(CRM_PUSH_MAX_LEADS);
  return members.map((m) => m.id);
}

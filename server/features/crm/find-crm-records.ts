import { and, eq } from 'drizzle-orm';
import type { TCrmProvider, TCrmRecords } from '@contracts/crm';
import type { Db } from '../../db/client';
import { businessResults, crmConnections, crmRecords } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

/** Where one of the team's leads was pushed, with the link to each CRM record. */
export async function findCrmRecords(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  leadId: string,
): Promise<TCrmRecords> {
  const [lead] = await db
    .select({ id: businessResults.id })
    .from(businessResults)
    .where(and(eq(businessResults.id, leadId), ofTeam(businessResults, scope)))
    .limit(1);
  if (!lead) throw new AppError('NOT_FOUND', 'Lead not found');
  const rows = await db
    .select({
      provider: crmConnections.provider,
      recordUrl: crmRecords.recordUrl,
      pushedAt: crmRecords.pushedAt,
    })
    .from(crmRecords)
    .innerJoin(crmConnections, eq(crmConnections.id, crmRecords.connectionId))
    .where(and(eq(crmRecords.leadId, leadId), ofTeam(crmRecords, scope)));
  return {
    records: rows.map((r) => ({
      provider: r.provider as TCrmProvider,
      recordUrl: r.recordUrl,
      pushedAt: r.pushedAt.toISOString(),
    })),
  };
}

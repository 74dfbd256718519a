import { and, eq } from 'drizzle-orm';
import type { TCrmProvider, TCrmRecords } from '@contracts/crm';
import type { Db } from '../../db/client';
import { crmConnections, crmRecords } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

/** Where one of the team's leads was pushed, with the link to each CRM record. */
export async function findCrmRecords(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  leadId: string,
): Promise<TCrmRecords> {
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

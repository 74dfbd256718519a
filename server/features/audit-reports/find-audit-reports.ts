import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TAuditReportList } from '@contracts/audit-reports';
import type { Db } from '../../db/client';
import { auditReports, businessResults, user } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { toAuditReport } from './to-audit-report';

/** One lead's live share links, newest first; another team's lead (or none) is "not found". */
export async function findAuditReports(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  leadId: string,
): Promise<TAuditReportList> {
  const [lead] = await db
    .select({ id: businessResults.id })
    .from(businessResults)
    .where(and(eq(businessResults.id, leadId), ofTeam(businessResults, scope)));
  if (!lead) throw notFound('Business');
  const rows = await db
    .select({
      id: auditReports.id,
      leadId: auditReports.leadId,
      createdAt: auditReports.createdAt,
      views: auditReports.views,
      firstViewedAt: auditReports.firstViewedAt,
      createdByName: user.name,
    })
    .from(auditReports)
    .leftJoin(user, eq(user.id, auditReports.createdBy))
    .where(and(ofTeam(auditReports, scope), eq(auditReports.leadId, leadId), isNull(auditReports.revokedAt)))
    .orderBy(desc(auditReports.createdAt), desc(auditReports.id));
  return { reports: rows.map(toAuditReport) };
}

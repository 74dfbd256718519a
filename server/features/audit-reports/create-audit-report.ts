import { and, eq } from 'drizzle-orm';
import type { TCreatedAuditReport } from '@contracts/audit-reports';
import type { Db } from '../../db/client';
import { auditReports, businessResults } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { recordLeadActivity } from '../../lib/lead-activity';
import { ownerColumns, type TeamScope } from '../../lib/team-scope';
import { hashReportToken, newReportToken, reportUrls } from './report-token';
import { toAuditReport } from './to-audit-report';

/**
 * A new public link to one lead's audit report (decision 130): its token is returned this once, only its SHA-256
 * is stored. The lead must be the team's (read through the team and held against a concurrent delete); the trail
 * records who shared it.
 */
export async function createAuditReport(
  db: Db,
  scope: Pick<TeamScope, 'teamId' | 'userId'> & { userName: string },
  leadId: string,
  appUrl: string,
): Promise<TCreatedAuditReport> {
  const token = newReportToken();
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: businessResults.id })
      .from(businessResults)
      .where(and(eq(businessResults.id, leadId), eq(businessResults.teamId, scope.teamId)))
      .for('key share');
    if (!lead) throw notFound('Business');
    const [row] = await tx
      .insert(auditReports)
      .values({ ...ownerColumns(scope), leadId, tokenHash: hashReportToken(token) })
      .returning();
    await recordLeadActivity(tx, scope, [leadId], 'report_shared', { reportId: row!.id });
    return {
      report: toAuditReport({ ...row!, createdByName: scope.userName }),
      ...reportUrls(appUrl, token),
    };
  });
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import { REPORT_TOKEN_PATTERN } from '@contracts/audit-reports';
import type { Db } from '../../db/client';
import { auditReports, businessResults, nextLeadRevision } from '../../db/schema';
import { recordLeadActivity } from '../../lib/lead-activity';
import { toLead } from '../search';
import { emitTeamEvent } from '../webhooks';
import { hashReportToken } from './report-token';

/**
 * Counts one real view of a live link: its page was visible for a few seconds (the page's beacon, decision 130).
 * The link's first view marks the lead "Viewed report" (kept from the first link of the lead viewed), writes the
 * lead's trail (by nobody of the team: the prospect) and records a `report.viewed` webhook, in one transaction.
 * False when the token names no live link.
 */
export async function recordReportView(db: Db, token: string): Promise<boolean> {
  if (!REPORT_TOKEN_PATTERN.test(token)) return false;
  return db.transaction(async (tx) => {
    const [report] = await tx
      .update(auditReports)
      .set({
        views: sql`${auditReports.views} + 1`,
        firstViewedAt: sql`coalesce(${auditReports.firstViewedAt}, now())`,
      })
      .where(and(eq(auditReports.tokenHash, hashReportToken(token)), isNull(auditReports.revokedAt)))
      .returning();
    if (!report) return false;
    if (report.views > 1) return true;
    const [lead] = await tx
      .update(businessResults)
      .set({
        reportViewedAt: sql`coalesce(${businessResults.reportViewedAt}, now())`,
        updatedAt: sql`clock_timestamp()`,
        revision: nextLeadRevision(),
      })
      .where(and(eq(businessResults.id, report.leadId), eq(businessResults.teamId, report.teamId)))
      .returning();
    if (!lead) return true;
    await recordLeadActivity(tx, { teamId: report.teamId, userId: null }, [lead.id], 'report_viewed', {
      reportId: report.id,
    });
    await emitTeamEvent(tx, report.teamId, 'report.viewed', {
      lead: toLead(lead),
      report: {
        id: report.id,
        createdAt: report.createdAt.toISOString(),
        firstViewedAt: report.firstViewedAt!.toISOString(),
      },
    });
    return true;
  });
}

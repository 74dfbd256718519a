import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditReports } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { recordLeadActivity } from '../../lib/lead-activity';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

/** Revokes one of the team's share links: its page, PDF, logo and beacon answer 404 from now on. */
export async function revokeAuditReport(
  db: Db,
  scope: Pick<TeamScope, 'teamId' | 'userId'>,
  reportId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(auditReports)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(auditReports.id, reportId), ofTeam(auditReports, scope), isNull(auditReports.revokedAt)))
      .returning({ leadId: auditReports.leadId });
    if (!row) throw notFound('Shared report');
    await recordLeadActivity(tx, scope, [row.leadId], 'report_revoked', { reportId });
  });
}

import type { TAuditReport } from '@contracts/audit-reports';
import type { auditReports } from '../../db/schema';

type TRow = Pick<
  typeof auditReports.$inferSelect,
  'id' | 'leadId' | 'createdAt' | 'views' | 'firstViewedAt'
> & {
  createdByName: string | null;
};

export const toAuditReport = (row: TRow): TAuditReport => ({
  id: row.id,
  leadId: row.leadId,
  createdAt: row.createdAt.toISOString(),
  createdByName: row.createdByName,
  views: row.views,
  firstViewedAt: row.firstViewedAt?.toISOString() ?? null,
});

import type { TMonitorReport } from '../../db/schema';

/** "3 new, 1 closed, 2 changed, 1 opening soon" (or "No changes"). */
export function summarize(report: TMonitorReport): string {
  const parts = [
    report.new.length > 0 && `${report.new.length} new`,
    report.closed.length > 0 && `${report.closed.length} closed`,
    report.changed.length > 0 && `${report.changed.length} changed`,
    report.openingSoon.length > 0 && `${report.openingSoon.length} opening soon`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'No changes';
}

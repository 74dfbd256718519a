import type { Db } from '../db/client';
import { googleApiRequests } from '../db/schema';
import { logger } from '../core/logger';
import type { TGoogleRequestReport } from '../integrations/google/google-config';

/**
 * Records every Google request a team's work sends (one row per attempt) for the Usage page: its SKU, whether
 * Google bills it and the HTTP status. Written beside the request, never delaying it; a failed write is logged.
 */
export function recordGoogleRequests(
  db: Db,
  owner: { teamId: string; createdBy: string | null; searchId: string | null },
): (report: TGoogleRequestReport) => void {
  return (report) => {
    void db
      .insert(googleApiRequests)
      .values({ ...owner, sku: report.sku, billable: report.billable, httpStatus: report.status })
      .catch((error: unknown) => logger.error('could not record a Google request', { error }));
  };
}

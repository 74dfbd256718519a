import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../../db/client';
import { searchHistory } from '../../db/schema';
import { logger } from '../../core/logger';
import { saveAndEnqueueSearches } from './search-queue';

/**
 * After a restart of the embedded (single-process) server, searches that were running belong to no one:
 * release their leases and queue them again at once, instead of waiting for the queue's heartbeat to notice.
 * On PostgreSQL other instances may be running them, so there the heartbeat and the lease decide.
 */
export async function recoverInterruptedSearches(database: Database, boss: PgBoss): Promise<void> {
  if (database.kind !== 'pglite') return;
  const resumed = await saveAndEnqueueSearches({ database, boss }, async (tx) => {
    const interrupted = await tx
      .update(searchHistory)
      .set({ leaseOwner: null, leaseUntil: null, updatedAt: sql`clock_timestamp()` })
      .where(
        and(
          inArray(searchHistory.status, ['queued', 'searching', 'enriching']),
          // A sweep's searches are filled by the sweep's job (decision 144), never run on their own.
          isNull(searchHistory.sweepId),
        ),
      )
      .returning({ id: searchHistory.id, teamId: searchHistory.teamId, createdBy: searchHistory.createdBy });
    return interrupted;
  });
  if (resumed.length > 0) logger.info('resuming interrupted searches', { count: resumed.length });
}

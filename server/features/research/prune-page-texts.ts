import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client';
import { leadPageTexts } from '../../db/schema';
import { createNightlyQueue, deleteInBatches, workNightly } from '../../lib/nightly-prune';

export const PAGE_TEXT_PRUNE_QUEUE = 'page-text.prune';
/** Every night at 03:41 UTC, apart from the webhook log's prune. */
const PRUNE_CRON = '41 3 * * *';

/**
 * Deletes the page text fetched more than `days` ago (`PAGE_TEXT_RETENTION_DAYS`, decision 143). Returns how many
 * pages' text went.
 */
export function prunePageTexts(db: Db, days: number): Promise<number> {
  return deleteInBatches(
    db,
    leadPageTexts,
    (limit) => sql`
      select id from ${leadPageTexts}
      where fetched_at < now() - make_interval(days => ${days}::int)
      limit ${limit}`,
  );
}

export function createPageTextPruneQueue(boss: PgBoss): Promise<void> {
  return createNightlyQueue(boss, PAGE_TEXT_PRUNE_QUEUE, PRUNE_CRON);
}

export function workPageTextPrune(boss: PgBoss, run: () => Promise<unknown>): Promise<void> {
  return workNightly(boss, PAGE_TEXT_PRUNE_QUEUE, run);
}

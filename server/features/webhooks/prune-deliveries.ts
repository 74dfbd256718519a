import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client';
import { webhookDeliveries } from '../../db/schema';
import { createNightlyQueue, deleteInBatches, workNightly } from '../../lib/nightly-prune';

export const WEBHOOK_PRUNE_QUEUE = 'webhook.prune';
/** Every night at 03:17 UTC (off the hour, when other schedules crowd). */
const PRUNE_CRON = '17 3 * * *';

/**
 * Deletes the delivery log older than `days`: every delivery that has ended (succeeded, or failed for good)
 * and not changed since, with its attempts (they cascade). A pending delivery is never touched, however old;
 * a resend makes a delivery pending and new again. Returns how many deliveries went.
 */
export function pruneWebhookDeliveries(db: Db, days: number): Promise<number> {
  return deleteInBatches(
    db,
    webhookDeliveries,
    (limit) => sql`
      select id from ${webhookDeliveries}
      where status in ('succeeded', 'failed') and updated_at < now() - make_interval(days => ${days}::int)
      limit ${limit}`,
  );
}

/** The nightly prune (decision 117), on its own schedule. */
export function createWebhookPruneQueue(boss: PgBoss): Promise<void> {
  return createNightlyQueue(boss, WEBHOOK_PRUNE_QUEUE, PRUNE_CRON);
}

export function workWebhookPrune(boss: PgBoss, run: () => Promise<unknown>): Promise<void> {
  return workNightly(boss, WEBHOOK_PRUNE_QUEUE, run);
}

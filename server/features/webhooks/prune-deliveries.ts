import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client';
import { defineQueue } from '../../lib/jobs';

export const WEBHOOK_PRUNE_QUEUE = 'webhook.prune';
/** Every night at 03:17 UTC (off the hour, when other schedules crowd). */
const PRUNE_CRON = '17 3 * * *';
/** Rows deleted per statement, so one night's prune never holds a long lock or a huge transaction. */
const BATCH = 5_000;

/**
 * Deletes the delivery log older than `days`: every delivery that has ended (succeeded, or failed for good)
 * and not changed since, with its attempts (they cascade). A pending delivery is never touched, however old;
 * a resend makes a delivery pending and new again. Returns how many deliveries went.
 */
export async function pruneWebhookDeliveries(db: Db, days: number): Promise<number> {
  let total = 0;
  for (;;) {
    const result = (await db.execute(sql`
      with gone as (
        delete from webhook_deliveries where id in (
          select id from webhook_deliveries
          where status in ('succeeded', 'failed') and updated_at < now() - make_interval(days => ${days}::int)
          limit ${BATCH})
        returning 1)
      select count(*)::int as n from gone`)) as unknown as { rows: { n: number }[] };
    const n = Number(result.rows[0]?.n ?? 0);
    total += n;
    if (n < BATCH) return total;
  }
}

/**
 * The nightly prune (decision 117): a pg-boss schedule, so one instance runs it whichever instances are up
 * (the schedule is one row; `exclusive` keeps a second job from queueing while one waits or runs).
 */
export async function createWebhookPruneQueue(boss: PgBoss): Promise<void> {
  await defineQueue(boss, WEBHOOK_PRUNE_QUEUE, {
    policy: 'exclusive',
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 15 * 60,
    deleteAfterSeconds: 7 * 24 * 3600,
  });
  await boss.schedule(WEBHOOK_PRUNE_QUEUE, PRUNE_CRON, null, { tz: 'UTC' });
}

export async function workWebhookPrune(boss: PgBoss, run: () => Promise<unknown>): Promise<void> {
  await boss.work(WEBHOOK_PRUNE_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    await run();
  });
}

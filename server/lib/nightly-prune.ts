import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/client';
import { defineQueue } from './jobs';

/** Rows deleted per statement, so one night's prune never holds a long lock or a huge transaction. */
const BATCH = 5_000;

/**
 * Deletes in batches until none is left: `ids(limit)` selects at most `limit` ids of `table`'s rows to go.
 * Returns how many rows went.
 */
export async function deleteInBatches(db: Db, table: PgTable, ids: (limit: number) => SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const result = (await db.execute(sql`
      with gone as (delete from ${table} where id in (${ids(BATCH)}) returning 1)
      select count(*)::int as n from gone`)) as unknown as { rows: { n: number }[] };
    const n = Number(result.rows[0]?.n ?? 0);
    total += n;
    if (n < BATCH) return total;
  }
}

/**
 * A nightly prune's queue: a pg-boss schedule, so one instance runs it whichever instances are up (the schedule
 * is one row; `exclusive` keeps a second job from queueing while one waits or runs).
 */
export async function createNightlyQueue(boss: PgBoss, name: string, cron: string): Promise<void> {
  await defineQueue(boss, name, {
    policy: 'exclusive',
    retryLimit: 3,
    retryDelay: 60,
    expireInSeconds: 15 * 60,
    deleteAfterSeconds: 7 * 24 * 3600,
  });
  await boss.schedule(name, cron, null, { tz: 'UTC' });
}

export async function workNightly(boss: PgBoss, name: string, run: () => Promise<unknown>): Promise<void> {
  await boss.work(name, { pollingIntervalSeconds: 60 }, async () => {
    await run();
  });
}

import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database, Db } from '../../db/client';
import { logger } from '../../core/logger';
import { WEBHOOK_OUTBOX_CHANNEL } from './emit-event';
import { defineQueue } from '../../lib/jobs';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const WEBHOOK_QUEUE = 'webhook.deliver';
/** One attempt of one delivery: it runs only while the delivery has had exactly `attempt - 1` attempts. */
export type WebhookJob = { deliveryId: string; attempt: number };

/** The backstop when no notification arrives (another instance on PGlite cannot exist; a lost NOTIFY can). */
const POLL_MS = 2_000;
/** A delivery handed to the queue this long ago and still not attempted (a crash in between) is handed again. */
const REQUEUE_AFTER = '5 minutes';
const BATCH = 100;

/**
 * One job per attempt (decision 117): stately, keyed by delivery and attempt, so one attempt is queued once
 * whichever instance relays it; a job a dead process held is run again after its expiry, and the delivery's
 * attempt counter (compare-and-set in deliver-webhook.ts) keeps a second run of the same attempt from sending.
 */
export async function createWebhookQueue(boss: PgBoss): Promise<void> {
  await defineQueue(boss, WEBHOOK_QUEUE, {
    policy: 'stately',
    notify: true,
    expireInSeconds: 60,
    retryLimit: 2,
    retryDelay: 5,
    deleteAfterSeconds: 24 * 3600,
  });
}

/** Inside a transaction that made a delivery due: every instance's relay looks at once after the commit. */
export async function wakeWebhookRelay(tx: Tx | Db): Promise<void> {
  await tx.execute(sql`select pg_notify(${WEBHOOK_OUTBOX_CHANNEL}, '')`);
}

/**
 * Hands the due deliveries to the queue: claims them (`queued_at`, skipping rows another instance is claiming)
 * and inserts one job each for their next attempt. Returns how many were handed over.
 */
export async function relayDueDeliveries(db: Db, boss: Pick<PgBoss, 'insert'>): Promise<number> {
  const claimed = (await db.execute(sql`
    update webhook_deliveries set queued_at = now()
    where id in (
      select id from webhook_deliveries
      where status = 'pending' and next_attempt_at <= now()
        and (queued_at is null or queued_at < now() - ${REQUEUE_AFTER}::interval)
      order by next_attempt_at
      limit ${BATCH}
      for update skip locked)
    returning id, attempts`)) as unknown as { rows: { id: string; attempts: number }[] };
  const rows = claimed.rows;
  if (rows.length === 0) return 0;
  try {
    await boss.insert(
      WEBHOOK_QUEUE,
      rows.map((row) => {
        const data: WebhookJob = { deliveryId: row.id, attempt: row.attempts + 1 };
        return { data, singletonKey: `${row.id}:${data.attempt}` };
      }),
    );
  } catch (error) {
    // Give them back at once rather than after REQUEUE_AFTER.
    await db.execute(sql`update webhook_deliveries set queued_at = null
      where id in (${sql.join(
        rows.map((row) => sql`${row.id}::uuid`),
        sql`, `,
      )})`);
    throw error;
  }
  return rows.length;
}

/**
 * This instance's relay: runs at every outbox notification (NOTIFY is sent at the commit of the transaction that
 * wrote a delivery; on PGlite by its own LISTEN) and every POLL_MS; stops with the queue.
 */
export async function startWebhookRelay(database: Database, boss: PgBoss): Promise<void> {
  let running = false;
  let again = false;
  let stopped = false;
  const run = async (): Promise<void> => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await relayDueDeliveries(database.db, boss);
      } while (again && !stopped);
    } catch (error) {
      if (!stopped) logger.warn('webhook relay failed', { error });
    } finally {
      running = false;
    }
  };
  const wake = () => void run();
  if (database.notifications) await database.notifications.listen(WEBHOOK_OUTBOX_CHANNEL, wake);
  else await database.pglite?.listen(WEBHOOK_OUTBOX_CHANNEL, wake);
  const timer = setInterval(wake, POLL_MS);
  timer.unref();
  boss.once('stopped', () => {
    stopped = true;
    clearInterval(timer);
  });
  wake();
}

/** Attempts one instance sends at once (each waits at most DELIVERY_TIMEOUT_MS). */
const DELIVERY_WORKERS = 4;

export async function workWebhooks(boss: PgBoss, run: (job: WebhookJob) => Promise<unknown>): Promise<void> {
  await boss.work<WebhookJob>(
    WEBHOOK_QUEUE,
    { localConcurrency: DELIVERY_WORKERS, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 2 },
    async ([job]) => {
      await run(job.data);
    },
  );
}

import type { PgBoss } from 'pg-boss';
import { defineQueue } from '../../lib/jobs';

export const INBOX_WATCH_QUEUE = 'inbox.watch';
export const INBOX_SWEEP_QUEUE = 'inbox.sweep';
/** A job watches one mailbox's inbox for a while (read → IDLE → read), then hands over to the next job. */
export type InboxWatchJob = { mailboxId: string };

/** Every minute: the mailboxes that may receive answers get a watcher (a no-op where one is queued or working). */
const SWEEP_CRON = '* * * * *';

/**
 * One watcher per mailbox at a time, on whichever instance works the queue (decision 137): the stately policy keeps
 * at most one queued and one working job per mailbox. A job's heartbeat hands a watcher whose process died to
 * another; what it read and recorded is never recorded twice (inbound rows are unique by UID). The heartbeat is
 * pg-boss's shortest (10 s) and a failed watch is retried after 5 s (then 10, 20): while a dead watcher's job still
 * looks active no other may start, and a reply waits that long (decision 137, addendum "after a kill").
 */
export async function createInboxWatchQueues(boss: PgBoss): Promise<void> {
  await defineQueue(boss, INBOX_WATCH_QUEUE, {
    policy: 'stately',
    heartbeatSeconds: 10,
    expireInSeconds: 15 * 60,
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: true,
    deleteAfterSeconds: 3600,
  });
  await defineQueue(boss, INBOX_SWEEP_QUEUE, {
    policy: 'exclusive',
    expireInSeconds: 60,
    deleteAfterSeconds: 3600,
  });
  await boss.schedule(INBOX_SWEEP_QUEUE, SWEEP_CRON, null, { tz: 'UTC' });
}

export async function queueInboxWatch(boss: Pick<PgBoss, 'send'>, mailboxId: string): Promise<void> {
  await boss.send(INBOX_WATCH_QUEUE, { mailboxId } satisfies InboxWatchJob, { singletonKey: mailboxId });
}

export async function workInboxWatches(
  boss: PgBoss,
  watch: (job: InboxWatchJob, signal: AbortSignal) => Promise<void>,
  sweep: () => Promise<void>,
): Promise<void> {
  await boss.work<InboxWatchJob>(
    INBOX_WATCH_QUEUE,
    { localConcurrency: 4, pollingIntervalSeconds: 5, notifyPollingIntervalSeconds: 10 },
    async ([job]) => watch(job.data, job.signal),
  );
  await boss.work(INBOX_SWEEP_QUEUE, { pollingIntervalSeconds: 30 }, async () => sweep());
}

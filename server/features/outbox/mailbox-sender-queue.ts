import type { PgBoss } from 'pg-boss';
import { logger } from '../../core/logger';
import { defineQueue, keyedWorkQueue } from '../../lib/jobs';

export const MAILBOX_SENDER_QUEUE = 'outbox.send';
/** A job sends every due message of one mailbox, in due order, within its window and cap (decision 138). */
export type MailboxSenderJob = { mailboxId: string };

/**
 * One sender per mailbox at a time, whichever instance sends or works it: the stately policy keeps at most one
 * queued and one active job per `singletonKey` (the mailbox), and since a job works every due message of its
 * mailbox, a send that the policy drops loses nothing. The heartbeat hands a job whose process died to another
 * worker, which settles the message it had claimed by looking in the Sent folder (decision 136).
 */
export async function createMailboxSenderQueue(boss: PgBoss): Promise<void> {
  await defineQueue(boss, MAILBOX_SENDER_QUEUE, keyedWorkQueue(10));
}

/**
 * Wakes a mailbox's sender now (after a launch or a resume). When a job is already queued — possibly a sleeping
 * one, deferred to the window's next opening — the policy drops this one, so the queued job is brought forward to
 * now instead (decision 140): a wake is never lost behind a later one.
 */
export async function queueMailboxSender(
  boss: Pick<PgBoss, 'send' | 'update'>,
  mailboxId: string,
): Promise<void> {
  const id = await boss.send(MAILBOX_SENDER_QUEUE, { mailboxId } satisfies MailboxSenderJob, {
    singletonKey: mailboxId,
  });
  if (!id)
    await boss.update(MAILBOX_SENDER_QUEUE, undefined, {
      singletonKey: mailboxId,
      startAfter: new Date(),
      match: 'all',
    });
}

/**
 * A sender going to sleep asks to be woken at `at` (the window's opening, the cap's next slot, the next due
 * message). When a job is queued already, the earlier of the two wins: a queued job due later is brought forward
 * to `at`, one due sooner is left (decision 140).
 */
export async function wakeMailboxSenderAt(
  boss: Pick<PgBoss, 'send' | 'findJobs' | 'update'>,
  mailboxId: string,
  at: Date,
): Promise<void> {
  const id = await boss.send(MAILBOX_SENDER_QUEUE, { mailboxId } satisfies MailboxSenderJob, {
    singletonKey: mailboxId,
    startAfter: at,
  });
  if (id) return;
  for (const queued of await boss.findJobs(MAILBOX_SENDER_QUEUE, { key: mailboxId, queued: true }))
    if (queued.startAfter.getTime() > at.getTime())
      await boss.update(MAILBOX_SENDER_QUEUE, undefined, { id: queued.id, startAfter: at });
}

/** Queues a sender for each of these mailboxes unless one is queued already (restart recovery, the tick). */
export async function queueSenders(boss: Pick<PgBoss, 'send'>, mailboxIds: readonly string[]): Promise<void> {
  for (const mailboxId of mailboxIds)
    await boss
      .send(MAILBOX_SENDER_QUEUE, { mailboxId } satisfies MailboxSenderJob, { singletonKey: mailboxId })
      .catch((error: unknown) => logger.warn('could not queue a mailbox sender', { mailboxId, error }));
}

/**
 * Senders of several mailboxes run side by side on each instance: a sender mostly waits (SMTP, IMAP, the spread's
 * next slot inside the job), and one mailbox's wait must not hold up another's sends.
 */
const SENDERS_PER_INSTANCE = 8;

export async function workMailboxSenders(
  boss: PgBoss,
  run: (job: MailboxSenderJob, signal: AbortSignal) => Promise<void>,
): Promise<void> {
  await boss.work<MailboxSenderJob>(
    MAILBOX_SENDER_QUEUE,
    { pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 2, localConcurrency: SENDERS_PER_INSTANCE },
    async ([job]) => run(job.data, job.signal),
  );
}

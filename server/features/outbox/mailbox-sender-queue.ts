import type { PgBoss } from 'pg-boss';

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
  await boss.createQueue(MAILBOX_SENDER_QUEUE, {
    policy: 'stately',
    heartbeatSeconds: 10,
    expireInSeconds: 3600,
    retryLimit: 10,
    retryDelay: 5,
    retryBackoff: true,
    deleteAfterSeconds: 24 * 3600,
  });
}

/** Wakes a mailbox's sender (after a launch or a resume): a no-op when one is already queued. */
export async function queueMailboxSender(boss: Pick<PgBoss, 'send'>, mailboxId: string): Promise<void> {
  await boss.send(MAILBOX_SENDER_QUEUE, { mailboxId } satisfies MailboxSenderJob, {
    singletonKey: mailboxId,
  });
}

import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { logger } from '../../core/logger';
import { campaignMessages, mailboxInboxPositions, mailboxes } from '../../db/schema';
import type { TMailAddressRule, TMailServerLogin } from '../../integrations/mail/connect-target';
import { mailFailureOf, MAIL_FAILURES } from '../../integrations/mail/mail-failure';
import { sendMessage } from '../../integrations/mail/send-message';
import { appendToSent, findSentByMessageId } from '../../integrations/mail/sent-folder';
import { mailAddressRule, mailboxMessage, openedLogins, type MailboxRow } from '../mailboxes';
import { claimNextMessage } from './claim-next-message';
import { queueMailboxSender, wakeMailboxSenderAt, type MailboxSenderJob } from './mailbox-sender-queue';
import type { TOutboxMessage } from './outbox-message';
import { outreachClock, type OutreachClock } from './outreach-clock';
import { recordHardBounce, recordTemporaryRefusal, releaseClaim } from './record-refusal';
import { recordSentMessage } from './record-sent-message';
import { settleClaimedMessages } from './settle-claimed-messages';
import { returnSendSlot } from './take-send-slot';

/** A wake this near is waited for inside the job (its heartbeat goes on); a later one is a deferred job. */
const NEAR_WAIT_MS = 30_000;
const MIN_WAIT_MS = 20;
/** A job hands over to a fresh one after this long, well inside the queue's one-hour expiry. */
const RUN_LIMIT_MS = 10 * 60_000;

type SenderDeps = Pick<AppDeps, 'db' | 'appSecret' | 'config' | 'boss'>;
type TLogins = { smtp: TMailServerLogin; imap: TMailServerLogin };
type TContext = {
  deps: SenderDeps;
  mailbox: MailboxRow;
  logins: TLogins;
  rule: TMailAddressRule;
  clock: OutreachClock;
};

/** How soon a sender looks again for its mailbox's first inbox read. */
const INBOX_WAIT_MS = 3_000;

/** Whether the mailbox's inbox watcher has read its inbox once (its position is saved). */
async function isInboxWatched(db: SenderDeps['db'], mailboxId: string): Promise<boolean> {
  const [row] = await db
    .select({ mailboxId: mailboxInboxPositions.mailboxId })
    .from(mailboxInboxPositions)
    .where(eq(mailboxInboxPositions.mailboxId, mailboxId));
  return Boolean(row);
}

/** The mailbox's server could not be used: the job fails and pg-boss tries it again later (decision 140). */
export class MailboxUnavailableError extends Error {}

/**
 * The sender of one mailbox (decision 140): settles interrupted claims, then sends due messages one at a time —
 * claim (committed), compose, SMTP, record — for as long as there are any inside the window and the cap. When the
 * next thing is a while off (the window's opening, the spread's next slot, the next due step), it asks to be
 * woken then and ends; near ones it waits for. Throws when the mailbox's servers cannot be reached (retried).
 */
export async function sendDueMessages(
  deps: SenderDeps,
  job: MailboxSenderJob,
  signal: AbortSignal = new AbortController().signal,
): Promise<void> {
  const clock = outreachClock(deps.config.OUTREACH_DAY_SECONDS);
  const rule = mailAddressRule(deps.config);
  const started = Date.now();
  while (!signal.aborted) {
    const [mailbox] = await deps.db.select().from(mailboxes).where(eq(mailboxes.id, job.mailboxId));
    if (!mailbox) return;
    const logins = openedLogins(deps.appSecret, mailbox);
    if (!logins || !mailbox.physicalAddress.trim()) {
      logger.info('mailbox not ready to send', { mailboxId: mailbox.id, passwordOpens: Boolean(logins) });
      return;
    }
    if (!(await isInboxWatched(deps.db, mailbox.id))) {
      // Not a message before the inbox is watched: its replies and bounces must be able to stop the sequence, and
      // the watcher reads only what arrives after its first read (decision 137). Launch and the sweep start it.
      await wakeMailboxSenderAt(deps.boss, mailbox.id, new Date(Date.now() + INBOX_WAIT_MS));
      return;
    }
    const next = await sendNext({ deps, mailbox, logins, rule, clock }, signal);
    if (next === 'progressed') {
      if (Date.now() - started < RUN_LIMIT_MS) continue;
      await queueMailboxSender(deps.boss, mailbox.id);
      return;
    }
    if (next === null) return;
    const wait = next.getTime() - Date.now();
    if (wait > NEAR_WAIT_MS) return wakeMailboxSenderAt(deps.boss, mailbox.id, next);
    // A floor, so a row another sender holds locked for a moment is not polled in a tight loop.
    await sleep(Math.max(wait, MIN_WAIT_MS), undefined, { signal }).catch(() => undefined);
  }
}

const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));

/** One step of the sender: a message sent (or refused, or skipped), or when to look again (null: never). */
async function sendNext(context: TContext, signal: AbortSignal): Promise<'progressed' | Date | null> {
  const { deps, mailbox, logins, rule, clock } = context;
  const now = new Date();
  const settleAt = await settleClaimedMessages(
    deps.db,
    clock,
    mailbox,
    async (messageId) => (await findSentByMessageId(logins.imap, rule, messageId)) !== null,
    now,
  );
  const claim = await claimNextMessage(deps.db, mailbox, clock, now);
  if (claim.kind === 'skipped') return 'progressed';
  if (claim.kind === 'wait') return earliest(claim.until, settleAt);
  const { claimed, day } = claim;
  if (signal.aborted) {
    // The job's claim was taken away (its heartbeat lapsed): another run will send it.
    await releaseClaim(deps.db, claimed.message, { lastError: null });
    await returnSendSlot(deps.db, { mailboxId: mailbox.id, day, now: new Date() });
    return 'progressed';
  }
  const result = await sendMessage(
    logins.smtp,
    rule,
    mailboxMessage(deps, mailbox, {
      teamId: mailbox.teamId,
      to: claimed.enrolment.email,
      subject: claimed.message.subject,
      body: claimed.message.body,
      messageId: claimed.message.messageId,
      ...(claimed.message.inReplyTo
        ? { inReplyTo: claimed.message.inReplyTo, references: claimed.message.references }
        : {}),
      ref: claimed.enrolment.id,
    }),
  );
  switch (result.status) {
    case 'sent':
      await recordSentMessage(deps.db, clock, mailbox, claimed, new Date());
      await keepInSent(context, claimed, result.raw);
      return 'progressed';
    case 'rejected_permanent':
      await recordHardBounce(deps.db, claimed, `${result.responseCode} ${result.response}`.trim());
      return 'progressed';
    case 'rejected_temporary':
      await recordTemporaryRefusal(
        deps.db,
        clock,
        claimed,
        `${result.responseCode} ${result.response}`.trim(),
      );
      return 'progressed';
    case 'failed_connection': {
      // Nothing left the mailbox: the recipient keeps its tries and the day its send.
      const reason = `SMTP: ${result.message}`;
      await releaseClaim(deps.db, claimed.message, { lastError: reason });
      await returnSendSlot(deps.db, { mailboxId: mailbox.id, day, now: new Date() });
      throw new MailboxUnavailableError(reason);
    }
  }
}

/** The Sent copy (decision 136); a failure is noted on the row, the message having gone out all the same. */
async function keepInSent({ deps, logins, rule }: TContext, sent: TOutboxMessage, raw: Buffer) {
  try {
    await appendToSent(logins.imap, rule, raw);
  } catch (error) {
    const failure = mailFailureOf(error);
    logger.info('campaign message not kept in Sent', { messageId: sent.message.id, failure });
    await deps.db
      .update(campaignMessages)
      .set({ lastError: `Sent, but not kept in Sent (IMAP: ${MAIL_FAILURES[failure]})` })
      .where(and(eq(campaignMessages.id, sent.message.id), eq(campaignMessages.teamId, sent.message.teamId)));
  }
}

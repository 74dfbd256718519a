import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignEnrolments, campaignMessages, inboundMessages } from '../../db/schema';
import type { TInboxMessage } from '../../integrations/mail/read-inbox';
import { newMessageId } from '../../integrations/mail/message-id';
import { recordLeadActivity } from '../../lib/lead-activity';
import { addSuppression } from '../suppressions';
import { emitTeamEvent } from '../webhooks';
import { matchEnrolment, type TMatch } from './match-enrolment';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The mailbox an inbox belongs to, as the watcher knows it. */
export type TWatchedMailbox = { id: string; teamId: string; fromAddress: string };

/** What became of one arrived message. `seen`: read before (a restart re-read it), nothing done again. */
export type TInboundOutcome = 'seen' | 'unmatched' | TInboxMessage['classification']['kind'];

/** How many times a message a server deferred (a soft bounce) is sent again before it counts as failed. */
export const SOFT_BOUNCE_RETRIES = 3;

/** An enrolment's steps not yet sent, cancelled with the enrolment (a reply, a hard bounce, an unsubscribe). */
async function cancelRemaining(tx: Tx, enrolmentIds: string[]): Promise<void> {
  if (enrolmentIds.length === 0) return;
  await tx
    .update(campaignMessages)
    .set({ state: 'cancelled' })
    .where(and(inArray(campaignMessages.enrolmentId, enrolmentIds), eq(campaignMessages.state, 'scheduled')));
}

/** Ends the enrolment when it is still going (or finished, for a reply that comes after the last step). */
async function endEnrolment(
  tx: Tx,
  match: TMatch,
  state: 'replied' | 'bounced',
  set: Partial<typeof campaignEnrolments.$inferInsert>,
): Promise<boolean> {
  const from = state === 'replied' ? ['active', 'finished'] : ['active'];
  const ended = await tx
    .update(campaignEnrolments)
    .set({ ...set, state, updatedAt: sql`now()` })
    .where(and(eq(campaignEnrolments.id, match.enrolmentId), inArray(campaignEnrolments.state, from)))
    .returning({ id: campaignEnrolments.id });
  await cancelRemaining(tx, [match.enrolmentId]);
  return ended.length > 0;
}

async function onReply(tx: Tx, mailbox: TWatchedMailbox, match: TMatch, message: TInboxMessage) {
  const { snippet, subject } = message.classification;
  const repliedAt = new Date();
  const ended = await endEnrolment(tx, match, 'replied', {
    replySnippet: snippet,
    repliedAt,
    endedReason: 'Replied',
  });
  if (!ended) return;
  const actor = { teamId: mailbox.teamId, userId: null };
  await recordLeadActivity(tx, actor, [match.leadId], 'replied', {
    email: match.email,
    subject,
    snippet,
    campaignId: match.campaignId,
  });
  await emitTeamEvent(tx, mailbox.teamId, 'email.replied', {
    email: match.email,
    leadId: match.leadId,
    campaignId: match.campaignId,
    repliedAt: repliedAt.toISOString(),
    snippet,
  });
}

async function onHardBounce(tx: Tx, mailbox: TWatchedMailbox, match: TMatch | null, message: TInboxMessage) {
  const bounce = message.classification.bounce;
  const status = bounce?.status ?? null;
  const reason = `Hard bounce${status ? `: ${status}` : ''}${bounce?.diagnostic ? ` ${bounce.diagnostic}` : ''}`;
  const addresses = new Set(bounce?.recipients ?? []);
  if (match) addresses.add(match.email);
  for (const email of addresses)
    await addSuppression(
      tx,
      { teamId: mailbox.teamId, userId: null },
      { email, reason: 'hard_bounce', source: `Bounce to ${mailbox.fromAddress}` },
    );
  if (!match) return;
  if (match.outboxId)
    await tx
      .update(campaignMessages)
      .set({ state: 'bounced', lastError: reason.slice(0, 500) })
      .where(and(eq(campaignMessages.id, match.outboxId), eq(campaignMessages.state, 'sent')));
  if (!(await endEnrolment(tx, match, 'bounced', { endedReason: reason.slice(0, 500) }))) return;
  await recordLeadActivity(tx, { teamId: mailbox.teamId, userId: null }, [match.leadId], 'bounced', {
    email: match.email,
    status,
    campaignId: match.campaignId,
  });
  await emitTeamEvent(tx, mailbox.teamId, 'email.bounced', {
    email: match.email,
    leadId: match.leadId,
    campaignId: match.campaignId,
    severity: 'hard',
    status,
    bouncedAt: new Date().toISOString(),
  });
}

/**
 * A deferred delivery: the message is sent again later, under a new Message-ID (the old one is in Sent, where a
 * crash's lookup would take it for this send), until SOFT_BOUNCE_RETRIES, then it counts as failed.
 */
async function onSoftBounce(tx: Tx, mailbox: TWatchedMailbox, match: TMatch | null, retryAfterMs: number) {
  if (!match?.outboxId) return;
  await tx
    .update(campaignMessages)
    .set({
      state: sql`case when ${campaignMessages.attempts} + 1 >= ${SOFT_BOUNCE_RETRIES} then 'failed' else 'scheduled' end`,
      attempts: sql`${campaignMessages.attempts} + 1`,
      messageId: newMessageId(mailbox.fromAddress),
      dueAt: new Date(Date.now() + retryAfterMs),
      lastError: 'The receiving server deferred the message',
    })
    .where(and(eq(campaignMessages.id, match.outboxId), eq(campaignMessages.state, 'sent')));
}

/** Stops every enrolment of the team at an address that unsubscribed (the suppression itself is already made). */
export async function stopUnsubscribed(tx: Tx, teamId: string, email: string): Promise<void> {
  const stopped = await tx
    .update(campaignEnrolments)
    .set({ state: 'unsubscribed', endedReason: 'Unsubscribed', updatedAt: sql`now()` })
    .where(
      and(
        eq(campaignEnrolments.teamId, teamId),
        eq(campaignEnrolments.email, email.toLowerCase()),
        eq(campaignEnrolments.state, 'active'),
      ),
    )
    .returning({ id: campaignEnrolments.id });
  await cancelRemaining(
    tx,
    stopped.map((row) => row.id),
  );
}

/**
 * Records one arrived message once (its mailbox, UIDVALIDITY and UID are unique) and acts on it in the same
 * transaction (decision 137): a reply ends only its own enrolment (the lead's trail says "replied", the team's
 * webhooks get `email.replied`); an automatic reply is only recorded; a hard bounce suppresses the address and
 * ends the enrolment; a soft bounce sends the message again later; an unsubscribe (already honoured by the
 * suppressions feature) stops the address's enrolments.
 */
export async function recordInbound(
  db: Db,
  mailbox: TWatchedMailbox,
  uidValidity: number,
  message: TInboxMessage,
  options: { softRetryMs: number; unsubscribed: string | null },
): Promise<TInboundOutcome> {
  const { classification } = message;
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(inboundMessages)
      .values({
        teamId: mailbox.teamId,
        mailboxId: mailbox.id,
        uidValidity: String(uidValidity),
        uid: message.uid,
        kind: classification.kind,
        fromAddress: classification.from,
        subject: classification.subject.slice(0, 500),
        snippet: classification.snippet.slice(0, 1000),
      })
      .onConflictDoNothing()
      .returning({ id: inboundMessages.id });
    if (!inserted) return 'seen';
    if (classification.kind === 'unsubscribe') {
      if (options.unsubscribed) await stopUnsubscribed(tx, mailbox.teamId, options.unsubscribed);
      return 'unsubscribe';
    }
    // A copy the person sent themself (Cc or Bcc of their own mail) is no one's answer.
    if (classification.from === mailbox.fromAddress.toLowerCase()) return 'unmatched';
    const match = await matchEnrolment(tx, mailbox, classification);
    if (match)
      await tx
        .update(inboundMessages)
        .set({ enrolmentId: match.enrolmentId })
        .where(eq(inboundMessages.id, inserted.id));
    if (classification.kind === 'bounce_hard') await onHardBounce(tx, mailbox, match, message);
    else if (classification.kind === 'bounce_soft')
      await onSoftBounce(tx, mailbox, match, options.softRetryMs);
    else if (classification.kind === 'reply' && match) await onReply(tx, mailbox, match, message);
    return match || classification.kind === 'bounce_hard' ? classification.kind : 'unmatched';
  });
}

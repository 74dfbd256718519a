import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignEnrolments, campaignMessages, campaigns, inboundMessages } from '../../db/schema';
import type { TInboxMessage } from '../../integrations/mail/read-inbox';
import { newMessageId } from '../../integrations/mail/message-id';
import { recordLeadActivity } from '../../lib/lead-activity';
import { addSuppression } from '../suppressions';
import { emitTeamEvent } from '../webhooks';
import { endEnrolment, outboxColumns, outboxJoins, webhookMessageOf, type TOutboxMessage } from '../outbox';
import { matchEnrolment, type TMatch } from './match-enrolment';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The mailbox an inbox belongs to, as the watcher knows it. */
export type TWatchedMailbox = { id: string; teamId: string; fromAddress: string };

/** What became of one arrived message. `seen`: read before (a restart re-read it), nothing done again. */
export type TInboundOutcome = 'seen' | 'unmatched' | TInboxMessage['classification']['kind'];

/** How many times a message a server deferred (a soft bounce) is sent again before it counts as failed. */
export const SOFT_BOUNCE_RETRIES = 3;

/** The first outbox message (with its enrolment and campaign) that `where` picks, latest step first. */
async function latestOutboxMessage(tx: Tx, where: SQL | undefined): Promise<TOutboxMessage | null> {
  const [row] = await tx
    .select(outboxColumns)
    .from(campaignMessages)
    .innerJoin(campaignEnrolments, outboxJoins.enrolment)
    .innerJoin(campaigns, outboxJoins.campaign)
    .where(where)
    .orderBy(desc(campaignMessages.stepIndex))
    .limit(1);
  return row ?? null;
}

/** The message an answer is about: the one it names, else the enrolment's latest step that went out. */
const answeredMessage = (tx: Tx, match: TMatch) =>
  latestOutboxMessage(
    tx,
    match.outboxId
      ? eq(campaignMessages.id, match.outboxId)
      : and(
          eq(campaignMessages.enrolmentId, match.enrolmentId),
          inArray(campaignMessages.state, ['sent', 'bounced']),
        ),
  );

async function onReply(tx: Tx, mailbox: TWatchedMailbox, match: TMatch, message: TInboxMessage) {
  const answered = await answeredMessage(tx, match);
  if (!answered) return;
  const { snippet } = message.classification;
  await endEnrolment(tx, answered, 'replied', 'Replied');
  // Also after the last step (finished); the first reply is the one kept, told and written in the trail.
  const repliedAt = new Date();
  const [first] = await tx
    .update(campaignEnrolments)
    .set({
      state: 'replied',
      replySnippet: snippet,
      repliedAt,
      endedReason: 'Replied',
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(campaignEnrolments.id, match.enrolmentId),
        inArray(campaignEnrolments.state, ['replied', 'finished']),
        isNull(campaignEnrolments.repliedAt),
      ),
    )
    .returning({ id: campaignEnrolments.id });
  if (!first) return;
  await recordLeadActivity(tx, { teamId: mailbox.teamId, userId: null }, [match.leadId], 'replied', {
    campaignId: match.campaignId,
    step: answered.message.stepIndex + 1,
    email: match.email,
    snippet,
  });
  await emitTeamEvent(tx, mailbox.teamId, 'email.replied', {
    message: webhookMessageOf(answered),
    repliedAt: repliedAt.toISOString(),
    snippet,
  });
}

async function onHardBounce(tx: Tx, mailbox: TWatchedMailbox, match: TMatch | null, message: TInboxMessage) {
  const bounce = message.classification.bounce;
  const response = [bounce?.status, bounce?.diagnostic].filter(Boolean).join(' ') || 'Bounce report';
  const addresses = new Set(bounce?.recipients ?? []);
  if (match) addresses.add(match.email);
  for (const email of addresses)
    await addSuppression(
      tx,
      { teamId: mailbox.teamId, userId: null },
      { email, reason: 'hard_bounce', source: `Bounce to ${mailbox.fromAddress}` },
    );
  const returned = match && (await answeredMessage(tx, match));
  if (!match || !returned) return;
  const [active] = await tx
    .select({ id: campaignEnrolments.id })
    .from(campaignEnrolments)
    .where(and(eq(campaignEnrolments.id, match.enrolmentId), eq(campaignEnrolments.state, 'active')));
  await tx
    .update(campaignMessages)
    .set({ state: 'bounced', lastError: response.slice(0, 500) })
    .where(and(eq(campaignMessages.id, returned.message.id), eq(campaignMessages.state, 'sent')));
  if (!active) return;
  await endEnrolment(tx, returned, 'bounced', `Hard bounce: ${response}`.slice(0, 500));
  await recordLeadActivity(tx, { teamId: mailbox.teamId, userId: null }, [match.leadId], 'bounced', {
    campaignId: match.campaignId,
    step: returned.message.stepIndex + 1,
    email: match.email,
  });
  await emitTeamEvent(tx, mailbox.teamId, 'email.bounced', {
    message: webhookMessageOf(returned),
    bouncedAt: new Date().toISOString(),
    response,
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

/** Ends every active enrolment of the team at an address that unsubscribed (the suppression is already made). */
async function stopUnsubscribed(tx: Tx, teamId: string, email: string): Promise<void> {
  const enrolled = await tx
    .select({ enrolmentId: campaignEnrolments.id })
    .from(campaignEnrolments)
    .where(
      and(
        eq(campaignEnrolments.teamId, teamId),
        eq(campaignEnrolments.email, email.toLowerCase()),
        eq(campaignEnrolments.state, 'active'),
      ),
    );
  for (const { enrolmentId } of enrolled) {
    const any = await latestOutboxMessage(tx, eq(campaignMessages.enrolmentId, enrolmentId));
    if (any) await endEnrolment(tx, any, 'unsubscribed', 'Unsubscribed');
  }
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

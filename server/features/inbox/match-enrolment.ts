import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TInboundMessage } from '../../integrations/mail/classify-inbound';
import type { Db } from '../../db/client';
import { campaignEnrolments, campaignMessages } from '../../db/schema';

/** A long References header names every message of a thread; the newest few are enough to find ours. */
const MAX_IDS = 50;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The enrolment an arrived message is about, and the outbox message it answers or returns when known. */
export type TMatch = {
  enrolmentId: string;
  leadId: string;
  email: string;
  campaignId: string;
  outboxId: string | null;
};

/**
 * Finds what an arrived message is about (decision 137), within the mailbox's team: first by the Message-IDs it
 * names (In-Reply-To, References, a bounce's returned message) among the messages the team sent; else, for a
 * reply or an automatic reply, by its sender among the enrolments this mailbox writes to (the newest first).
 * A bounce is never matched by its sender (the daemon), only by its returned message or failed recipient.
 */
export async function matchEnrolment(
  tx: Tx,
  mailbox: { id: string; teamId: string },
  message: TInboundMessage,
): Promise<TMatch | null> {
  const columns = {
    enrolmentId: campaignEnrolments.id,
    leadId: campaignEnrolments.leadId,
    email: campaignEnrolments.email,
    campaignId: campaignEnrolments.campaignId,
  };
  if (message.refersTo.length > 0) {
    const named = message.refersTo.slice(0, MAX_IDS);
    const found = await tx
      .select({ ...columns, outboxId: campaignMessages.id, messageId: campaignMessages.messageId })
      .from(campaignMessages)
      .innerJoin(campaignEnrolments, eq(campaignEnrolments.id, campaignMessages.enrolmentId))
      .where(and(eq(campaignMessages.teamId, mailbox.teamId), inArray(campaignMessages.messageId, named)));
    // The most specific id first: In-Reply-To (or the returned message) before the older References.
    const byId = named.map((id) => found.find((row) => row.messageId === id)).find(Boolean);
    if (byId) {
      const { messageId: _id, ...match } = byId;
      return match;
    }
  }
  const isBounce = message.kind === 'bounce_hard' || message.kind === 'bounce_soft';
  const addresses = isBounce ? (message.bounce?.recipients ?? []) : message.from ? [message.from] : [];
  if (addresses.length === 0) return null;
  const [bySender] = await tx
    .select(columns)
    .from(campaignEnrolments)
    .where(
      and(
        eq(campaignEnrolments.teamId, mailbox.teamId),
        eq(campaignEnrolments.mailboxId, mailbox.id),
        inArray(
          campaignEnrolments.email,
          addresses.map((address) => address.toLowerCase()),
        ),
      ),
    )
    .orderBy(desc(campaignEnrolments.createdAt))
    .limit(1);
  return bySender ? { ...bySender, outboxId: null } : null;
}

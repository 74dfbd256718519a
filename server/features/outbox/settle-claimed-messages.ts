import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignEnrolments, campaignMessages, campaigns } from '../../db/schema';
import type { TSenderMailbox } from './claim-next-message';
import { outboxColumns, outboxJoins } from './outbox-message';
import type { OutreachClock } from './outreach-clock';
import { recordSentMessage } from './record-sent-message';
import { releaseClaim } from './record-refusal';

/**
 * How long a claim stays its sender's before another run settles it: longer than any one SMTP conversation can
 * last (each of its waits is 10 s, decision 133), so a sender that is slow but alive is never overtaken.
 */
export const SETTLE_AFTER_MS = 120_000;

const NOT_IN_SENT = 'Interrupted before it was recorded and not found in Sent: sent again';

/**
 * Settles the mailbox's messages left `sending` by a run that stopped between the claim and the record (decision
 * 140): each claim older than SETTLE_AFTER_MS is looked up in the Sent folder by its Message-ID — found: it went
 * out, and is recorded sent as of its claim; not found: back to `scheduled`, to go again with the same
 * Message-ID. `isInSent` throws when the folder could not be searched, which is never read as "not sent".
 * Returns when the next younger claim may be settled, or null when there is none.
 */
export async function settleClaimedMessages(
  db: Db,
  clock: OutreachClock,
  mailbox: TSenderMailbox,
  isInSent: (messageId: string) => Promise<boolean>,
  now: Date = new Date(),
): Promise<Date | null> {
  const claimed = await db
    .select(outboxColumns)
    .from(campaignMessages)
    .innerJoin(campaignEnrolments, outboxJoins.enrolment)
    .innerJoin(campaigns, outboxJoins.campaign)
    .where(
      and(
        eq(campaignMessages.mailboxId, mailbox.id),
        eq(campaignMessages.teamId, mailbox.teamId),
        eq(campaignMessages.state, 'sending'),
      ),
    );
  let next: number | null = null;
  for (const row of claimed) {
    const claimedAt = row.message.claimedAt ?? now;
    const settleAt = claimedAt.getTime() + SETTLE_AFTER_MS;
    if (settleAt > now.getTime()) {
      next = Math.min(next ?? settleAt, settleAt);
      continue;
    }
    if (await isInSent(row.message.messageId)) await recordSentMessage(db, clock, mailbox, row, claimedAt);
    else await releaseClaim(db, row.message, { lastError: NOT_IN_SENT });
  }
  return next === null ? null : new Date(next);
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessResults, campaignMessages, nextLeadRevision } from '../../db/schema';
import { recordLeadActivity } from '../../lib/lead-activity';
import { emitTeamEvent } from '../webhooks';
import { windowOf, type TSenderMailbox } from './claim-next-message';
import { endEnrolment, webhookMessageOf, type TOutboxMessage } from './outbox-message';
import { addSendingDays, sendingDayKey, type OutreachClock } from './outreach-clock';

const CONTACTED_TAG = 'Contacted';

/**
 * Records a claimed message as sent (decision 140), in one transaction: the row `sent` (only from `sending`, so a
 * second recording changes nothing and returns false); the next step's due time, `dayOffset` difference sending
 * days after this send, or the enrolment finished after its last step (and the campaign once none is active); the
 * lead's last-contacted date (the mailbox's local date), its "Contacted" tag, a `sent` trail entry by the
 * campaign's creator, and the team's `email.sent` webhook event.
 */
export async function recordSentMessage(
  db: Db,
  clock: OutreachClock,
  mailbox: TSenderMailbox,
  sent: TOutboxMessage,
  sentAt: Date,
): Promise<boolean> {
  const { message, enrolment, campaign } = sent;
  const teamId = message.teamId;
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(campaignMessages)
      .set({ state: 'sent', sentAt, lastError: null })
      .where(
        and(
          eq(campaignMessages.id, message.id),
          eq(campaignMessages.teamId, teamId),
          eq(campaignMessages.state, 'sending'),
        ),
      )
      .returning({ id: campaignMessages.id });
    if (!marked) return false;
    const step = campaign.steps[message.stepIndex];
    const next = campaign.steps[message.stepIndex + 1];
    if (next) {
      const days = next.dayOffset - (step?.dayOffset ?? 0);
      const due = clock.toReal(addSendingDays(clock.toVirtual(sentAt), days, windowOf(mailbox)));
      await tx
        .update(campaignMessages)
        .set({ dueAt: due })
        .where(
          and(
            eq(campaignMessages.enrolmentId, enrolment.id),
            eq(campaignMessages.teamId, teamId),
            eq(campaignMessages.stepIndex, message.stepIndex + 1),
            eq(campaignMessages.state, 'scheduled'),
            isNull(campaignMessages.dueAt),
          ),
        );
    } else {
      await endEnrolment(tx, sent, 'finished', 'Sequence finished');
    }
    const date = sendingDayKey(sentAt, mailbox.timeZone);
    await tx
      .update(businessResults)
      .set({
        lastContactedDate: date,
        tags: sql`case when ${CONTACTED_TAG} = any(${businessResults.tags}) then ${businessResults.tags} else array_append(${businessResults.tags}, ${CONTACTED_TAG}::text) end`,
        updatedAt: sql`clock_timestamp()`,
        revision: nextLeadRevision(),
      })
      .where(and(eq(businessResults.id, enrolment.leadId), eq(businessResults.teamId, teamId)));
    await recordLeadActivity(tx, { teamId, userId: campaign.createdBy }, [enrolment.leadId], 'sent', {
      campaignId: campaign.id,
      campaign: campaign.name,
      step: message.stepIndex + 1,
      email: enrolment.email,
      messageId: message.messageId,
      date,
    });
    await emitTeamEvent(tx, teamId, 'email.sent', {
      message: webhookMessageOf(sent),
      sentAt: sentAt.toISOString(),
    });
    return true;
  });
}

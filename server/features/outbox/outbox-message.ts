import { and, eq, sql } from 'drizzle-orm';
import type { TWebhookCampaignMessage } from '@contracts/webhooks';
import type { Db } from '../../db/client';
import { campaignEnrolments, campaignMessages, campaigns } from '../../db/schema';

/** One outbox row with what sending and recording it need: the enrolment's address and lead, the campaign. */
export type TOutboxMessage = {
  message: typeof campaignMessages.$inferSelect;
  enrolment: { id: string; email: string; leadId: string };
  campaign: Pick<typeof campaigns.$inferSelect, 'id' | 'name' | 'createdBy' | 'steps'>;
};

/** The select list of a TOutboxMessage (from campaign_messages joined to its enrolment and campaign). */
export const outboxColumns = {
  message: campaignMessages,
  enrolment: {
    id: campaignEnrolments.id,
    email: campaignEnrolments.email,
    leadId: campaignEnrolments.leadId,
  },
  campaign: {
    id: campaigns.id,
    name: campaigns.name,
    createdBy: campaigns.createdBy,
    steps: campaigns.steps,
  },
};

/** The joins of a TOutboxMessage, each through the row's own team. */
export const outboxJoins = {
  enrolment: and(
    eq(campaignEnrolments.id, campaignMessages.enrolmentId),
    eq(campaignEnrolments.teamId, campaignMessages.teamId),
  ),
  campaign: and(eq(campaigns.id, campaignMessages.campaignId), eq(campaigns.teamId, campaignMessages.teamId)),
};

/** What the email webhooks say about a message. */
export const webhookMessageOf = ({
  message,
  enrolment,
  campaign,
}: TOutboxMessage): TWebhookCampaignMessage => ({
  campaignId: campaign.id,
  enrolmentId: enrolment.id,
  leadId: enrolment.leadId,
  email: enrolment.email,
  step: message.stepIndex + 1,
  messageId: message.messageId,
  subject: message.subject,
});

export type TEnrolmentEnd = 'replied' | 'bounced' | 'unsubscribed' | 'stopped' | 'finished';

/**
 * Ends an active enrolment (its state and why, in words), cancels its messages still scheduled, and finishes the
 * campaign once no enrolment of it is active. In the caller's transaction; an enrolment already ended is left.
 */
export async function endEnrolment(
  tx: Db,
  { message, enrolment }: Pick<TOutboxMessage, 'message' | 'enrolment'>,
  state: TEnrolmentEnd,
  reason: string,
): Promise<void> {
  await tx
    .update(campaignEnrolments)
    .set({ state, endedReason: reason, updatedAt: sql`now()` })
    .where(
      and(
        eq(campaignEnrolments.id, enrolment.id),
        eq(campaignEnrolments.teamId, message.teamId),
        eq(campaignEnrolments.state, 'active'),
      ),
    );
  await tx
    .update(campaignMessages)
    .set({ state: 'cancelled', lastError: reason })
    .where(
      and(
        eq(campaignMessages.enrolmentId, enrolment.id),
        eq(campaignMessages.teamId, message.teamId),
        eq(campaignMessages.state, 'scheduled'),
      ),
    );
  await tx
    .update(campaigns)
    .set({ status: 'finished', endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(campaigns.id, message.campaignId),
        eq(campaigns.teamId, message.teamId),
        eq(campaigns.status, 'running'),
        sql`not exists (select 1 from ${campaignEnrolments} where ${campaignEnrolments.campaignId} = ${message.campaignId} and ${campaignEnrolments.state} = 'active')`,
      ),
    );
}

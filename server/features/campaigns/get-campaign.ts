import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TCampaignDetail, TEnrolmentState, TStepCounts } from '@contracts/campaigns';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { businessResults, campaignEnrolments, campaignMessages, campaigns } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { nextSendAt, outreachClock } from '../outbox';
import { getCampaignSummary } from './find-campaigns';

const int = (expression: SQL) => sql<number>`(${expression})::int`.mapWith(Number);

/** Per step: waiting (scheduled or being sent), sent, and bounced messages. */
async function messageCounts(db: Db, scope: TeamScope, campaignId: string) {
  return db
    .select({
      step: campaignMessages.stepIndex,
      queued: int(sql`count(*) filter (where ${campaignMessages.state} in ('scheduled', 'sending'))`),
      sent: int(sql`count(${campaignMessages.sentAt})`),
      bounced: int(sql`count(*) filter (where ${campaignMessages.state} = 'bounced')`),
    })
    .from(campaignMessages)
    .where(and(eq(campaignMessages.campaignId, campaignId), ofTeam(campaignMessages, scope)))
    .groupBy(campaignMessages.stepIndex);
}

/** Replies and unsubscribes, each counted at the last step the lead had been sent when it came. */
async function endingCounts(db: Db, scope: TeamScope, campaignId: string) {
  const lastSent = sql`(select max(m.step_index) from campaign_messages m
    where m.enrolment_id = ${campaignEnrolments.id} and m.team_id = ${campaignEnrolments.teamId} and m.sent_at is not null)`;
  return db
    .select({
      step: int(lastSent),
      replied: int(sql`count(*) filter (where ${campaignEnrolments.state} = 'replied')`),
      unsubscribed: int(sql`count(*) filter (where ${campaignEnrolments.state} = 'unsubscribed')`),
    })
    .from(campaignEnrolments)
    .where(
      and(
        eq(campaignEnrolments.campaignId, campaignId),
        ofTeam(campaignEnrolments, scope),
        sql`${campaignEnrolments.state} in ('replied', 'unsubscribed')`,
      ),
    )
    .groupBy(lastSent);
}

async function campaignLeads(db: Db, scope: TeamScope, campaignId: string) {
  const rows = await db
    .select({
      enrolment: campaignEnrolments,
      business: businessResults.businessName,
      sent: int(sql`(select count(m.sent_at) from campaign_messages m
        where m.enrolment_id = ${campaignEnrolments.id} and m.team_id = ${campaignEnrolments.teamId})`),
    })
    .from(campaignEnrolments)
    .innerJoin(
      businessResults,
      and(
        eq(businessResults.id, campaignEnrolments.leadId),
        eq(businessResults.teamId, campaignEnrolments.teamId),
      ),
    )
    .where(and(eq(campaignEnrolments.campaignId, campaignId), ofTeam(campaignEnrolments, scope)))
    .orderBy(
      asc(campaignEnrolments.createdAt),
      asc(businessResults.businessName),
      asc(campaignEnrolments.id),
    );
  return rows.map(({ enrolment: e, business, sent }) => ({
    enrolmentId: e.id,
    leadId: e.leadId,
    business,
    email: e.email,
    mailboxId: e.mailboxId,
    state: e.state as TEnrolmentState,
    endedReason: e.endedReason,
    replySnippet: e.replySnippet,
    repliedAt: e.repliedAt?.toISOString() ?? null,
    sent,
  }));
}

/**
 * A campaign with its steps (as copied at launch), per-step counts, every lead's state, and when its next email
 * may go out.
 */
export async function getCampaign(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  scope: TeamScope,
  id: string,
): Promise<TCampaignDetail> {
  const summary = await getCampaignSummary(db, scope, id);
  const [row] = await db
    .select({ steps: campaigns.steps })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), ofTeam(campaigns, scope)));
  const messages = await messageCounts(db, scope, id);
  const endings = await endingCounts(db, scope, id);
  const steps = row.steps.map((step, i) => {
    const sent = messages.find((m) => m.step === i);
    const ended = endings.find((e) => e.step === i);
    const counts: TStepCounts = {
      queued: sent?.queued ?? 0,
      sent: sent?.sent ?? 0,
      replied: ended?.replied ?? 0,
      bounced: sent?.bounced ?? 0,
      unsubscribed: ended?.unsubscribed ?? 0,
    };
    return { step: i + 1, ...step, counts };
  });
  const next = await nextSendAt(db, scope, id, outreachClock(config.OUTREACH_DAY_SECONDS));
  return {
    ...summary,
    steps,
    leads: await campaignLeads(db, scope, id),
    nextSendAt: next?.toISOString() ?? null,
  };
}

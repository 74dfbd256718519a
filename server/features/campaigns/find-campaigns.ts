import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  ENROLMENT_STATES,
  type TCampaignList,
  type TCampaignStatus,
  type TCampaignSummary,
  type TEnrolmentState,
} from '@contracts/campaigns';
import type { Db } from '../../db/client';
import { campaignEnrolments, campaigns } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

type CampaignRow = typeof campaigns.$inferSelect;

const noCounts = () =>
  Object.fromEntries(ENROLMENT_STATES.map((state) => [state, 0])) as Record<TEnrolmentState, number>;

export const toSummary = (row: CampaignRow, counts = noCounts()): TCampaignSummary => ({
  id: row.id,
  name: row.name,
  status: row.status as TCampaignStatus,
  source: row.source,
  aiFirstLine: row.aiFirstLine,
  mailboxIds: row.mailboxIds,
  stepCount: row.steps.length,
  launchedAt: row.launchedAt.toISOString(),
  endedAt: row.endedAt?.toISOString() ?? null,
  counts,
});

/** The team's campaigns matching `where`, newest first, each with its enrolments counted per state. */
async function summaries(db: Db, scope: TeamScope, where?: SQL): Promise<TCampaignSummary[]> {
  const rows = await db
    .select({ campaign: campaigns, state: campaignEnrolments.state, n: count(campaignEnrolments.id) })
    .from(campaigns)
    .leftJoin(
      campaignEnrolments,
      and(eq(campaignEnrolments.campaignId, campaigns.id), eq(campaignEnrolments.teamId, campaigns.teamId)),
    )
    .where(and(ofTeam(campaigns, scope), where))
    .groupBy(campaigns.id, campaignEnrolments.state)
    .orderBy(desc(campaigns.launchedAt), campaigns.id);
  const byId = new Map<string, { row: CampaignRow; counts: Record<TEnrolmentState, number> }>();
  for (const { campaign, state, n } of rows) {
    const entry = byId.get(campaign.id) ?? { row: campaign, counts: noCounts() };
    if (state) entry.counts[state as TEnrolmentState] = n;
    byId.set(campaign.id, entry);
  }
  return [...byId.values()].map(({ row, counts }) => toSummary(row, counts));
}

export async function findCampaigns(db: Db, scope: TeamScope): Promise<TCampaignList> {
  return { campaigns: await summaries(db, scope) };
}

/** One of the team's campaigns with its counts; another team's is "Campaign not found". */
export async function getCampaignSummary(db: Db, scope: TeamScope, id: string): Promise<TCampaignSummary> {
  const [summary] = await summaries(db, scope, eq(campaigns.id, id));
  if (!summary) throw notFound('Campaign');
  return summary;
}

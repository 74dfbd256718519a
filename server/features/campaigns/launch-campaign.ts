import type { PgBoss } from 'pg-boss';
import type { TLaunchCampaignRequest, TLaunchedCampaign } from '@contracts/campaigns';
import type { Db } from '../../db/client';
import { campaignEnrolments, campaignMessages, campaigns } from '../../db/schema';
import { newMessageId } from '../../integrations/mail/message-id';
import { AppError } from '../../lib/app-error';
import { ownerColumns, type TeamScope } from '../../lib/team-scope';
import { queueInboxWatch } from '../inbox';
import { queueMailboxSender } from '../outbox';
import { writeFirstLines, type TFirstLineDeps } from './ai-first-lines';
import { getCampaignSummary } from './find-campaigns';
import { planEnrolments, skipOf, type TPlannedLead } from './plan-enrolments';
import { prepareCampaign, type TCampaignMailbox, type TPreparedCampaign } from './prepare-campaign';
import { renderLeadSteps, threadHeaders } from './render-lead-steps';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type TLaunchDeps = TFirstLineDeps & { boss: Pick<PgBoss, 'send' | 'update'> };

/** Rows per insert statement: 10,000 outbox rows of 13 columns stay far below PostgreSQL's 65,535 parameters. */
const CHUNK = 500;
const chunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

const NOTHING_TO_SEND = 'No lead can be enrolled: every lead is skipped';

type TEnrolling = TPlannedLead & { email: string; mailbox: TCampaignMailbox };

/**
 * Enrols the leads, round-robin over the mailboxes, with `on conflict do nothing` on the partial unique indexes of
 * active addresses and places: a lead a concurrent launch enrolled first is left out, not an error. Answers the
 * enrolments made, by lead.
 */
async function enrol(
  tx: Tx,
  scope: TeamScope,
  campaignId: string,
  leads: TEnrolling[],
  firstLines: Map<string, string>,
) {
  const made = new Map<string, string>();
  for (const chunk of chunks(leads)) {
    const rows = await tx
      .insert(campaignEnrolments)
      .values(
        chunk.map(({ lead, email, placeId, mailbox }) => ({
          teamId: scope.teamId,
          campaignId,
          leadId: lead.row.id,
          placeId,
          email,
          mailboxId: mailbox.id,
          firstLine: firstLines.get(lead.row.id) ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: campaignEnrolments.id, leadId: campaignEnrolments.leadId });
    for (const row of rows) made.set(row.leadId, row.id);
  }
  return made;
}

/**
 * Every message of every enrolment, rendered now (decision 138): its Message-ID on the mailbox's domain, its
 * threading headers, the first step due at once and the later ones when the step before them has gone out.
 */
function outboxRows(
  scope: TeamScope,
  campaignId: string,
  prepared: TPreparedCampaign,
  leads: TEnrolling[],
  made: Map<string, string>,
  firstLines: Map<string, string>,
  now: Date,
) {
  return leads.flatMap(({ lead, mailbox }) => {
    const enrolmentId = made.get(lead.row.id);
    if (!enrolmentId) return [];
    const domain = mailbox.fromAddress.split('@').pop()!;
    const ids = prepared.steps.map(() => newMessageId(domain));
    const headers = threadHeaders(prepared.steps, ids);
    return renderLeadSteps(prepared.steps, lead, firstLines.get(lead.row.id) ?? null).map((message, i) => ({
      teamId: scope.teamId,
      campaignId,
      enrolmentId,
      stepIndex: i,
      mailboxId: mailbox.id,
      messageId: ids[i],
      subject: message.subject,
      body: message.body,
      ...headers[i],
      dueAt: i === 0 ? now : null,
    }));
  });
}

/**
 * Launches a campaign (decision 139): the AI first lines first (taken from the allowance, or a 400 before anything is
 * written), then in one transaction the skips again, the campaign with its steps copied, the enrolments and every
 * outbox row; after the commit each mailbox's sender is woken.
 */
export async function launchCampaign(
  deps: TLaunchDeps,
  scope: TeamScope,
  request: TLaunchCampaignRequest,
): Promise<TLaunchedCampaign> {
  const { db } = deps;
  const prepared = await prepareCampaign(db, scope, request);
  const firstPlan = await planEnrolments(db, scope, prepared.leads, request);
  const enrollable = firstPlan.filter((p) => !p.skip).map((p) => p.lead);
  if (enrollable.length === 0) throw new AppError('BAD_REQUEST', NOTHING_TO_SEND);
  const firstLines = request.aiFirstLine
    ? await writeFirstLines(deps, scope, enrollable)
    : new Map<string, string>();

  const { campaignId, skipped, mailboxIds } = await db.transaction(async (tx) => {
    const planned = await planEnrolments(tx, scope, prepared.leads, request);
    const leads = planned
      .filter((p): p is TPlannedLead & { email: string } => !p.skip && p.email !== null)
      .map((p, i) => ({ ...p, mailbox: prepared.mailboxes[i % prepared.mailboxes.length] }));
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        ...ownerColumns(scope),
        name: request.name,
        steps: prepared.steps,
        mailboxIds: prepared.mailboxes.map((m) => m.id),
        aiFirstLine: request.aiFirstLine ?? false,
        source: prepared.source,
      })
      .returning({ id: campaigns.id, launchedAt: campaigns.launchedAt });
    const made = await enrol(tx, scope, campaign.id, leads, firstLines);
    if (made.size === 0) throw new AppError('BAD_REQUEST', NOTHING_TO_SEND);
    const messages = outboxRows(scope, campaign.id, prepared, leads, made, firstLines, campaign.launchedAt);
    for (const chunk of chunks(messages)) await tx.insert(campaignMessages).values(chunk);
    return {
      campaignId: campaign.id,
      mailboxIds: [...new Set(leads.filter((l) => made.has(l.lead.row.id)).map((l) => l.mailbox.id))],
      skipped: planned.flatMap(({ lead, skip }) => {
        const reason = skip ?? (made.has(lead.row.id) ? null : skipOf('in_other_campaign'));
        return reason ? [{ leadId: lead.row.id, business: lead.row.businessName, skip: reason }] : [];
      }),
    };
  });
  // The inbox first: a mailbox sends only once its watcher has read it (decision 140 addendum).
  for (const mailboxId of mailboxIds) {
    await queueInboxWatch(deps.boss, mailboxId);
    await queueMailboxSender(deps.boss, mailboxId);
  }
  return { campaign: await getCampaignSummary(db, scope, campaignId), skipped };
}

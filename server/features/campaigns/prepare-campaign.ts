import { and, asc, eq, inArray } from 'drizzle-orm';
import { MAX_CAMPAIGN_LEADS, type TCampaignPreviewRequest } from '@contracts/campaigns';
import type { TCampaignStep } from '../../db/schema';
import type { Db } from '../../db/client';
import { businessResults, leadListMembers, leadLists, mailboxes } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { assertCanExport } from '../entitlements';
import { postalAddressOf } from '../mailboxes';
import { findVisibleTemplates, getSequence, loadLeads, type TLoadedLead } from '../outreach';

export type TCampaignMailbox = { id: string; fromAddress: string };

/** What a preview and a launch start from: the sequence's steps as they read now, the leads and the mailboxes. */
export type TPreparedCampaign = {
  steps: TCampaignStep[];
  leads: TLoadedLead[];
  mailboxes: TCampaignMailbox[];
  /** Where the leads came from, in words ("List: Roofers Leeds", "12 selected leads"). */
  source: string;
};

/** The steps copied from the sequence's templates (subject and body as written, variables not yet filled). */
async function copySteps(db: Db, scope: TeamScope, sequenceId: string): Promise<TCampaignStep[]> {
  const { steps } = await getSequence(db, scope, sequenceId);
  const templates = await findVisibleTemplates(
    db,
    scope,
    steps.map((s) => s.templateId),
  );
  return steps.map((step, i) => {
    const template = templates.get(step.templateId)!;
    return {
      subject: template.subject,
      body: template.body,
      dayOffset: step.dayOffset,
      newThread: i > 0 && step.newThread,
    };
  });
}

/** The list's lead ids (best score first), or "List not found" for a list that is not the team's. */
async function listLeadIds(db: Db, scope: TeamScope, listId: string) {
  const [list] = await db
    .select({ name: leadLists.name })
    .from(leadLists)
    .where(and(eq(leadLists.id, listId), ofTeam(leadLists, scope)));
  if (!list) throw notFound('List');
  const rows = await db
    .select({ id: businessResults.id })
    .from(leadListMembers)
    .innerJoin(businessResults, eq(businessResults.id, leadListMembers.businessId))
    .where(and(eq(leadListMembers.listId, listId), ofTeam(businessResults, scope)))
    .orderBy(asc(leadListMembers.createdAt), asc(businessResults.id));
  if (rows.length === 0) throw new AppError('BAD_REQUEST', 'This list has no leads');
  if (rows.length > MAX_CAMPAIGN_LEADS)
    throw new AppError('BAD_REQUEST', `A campaign takes at most ${MAX_CAMPAIGN_LEADS} leads`);
  return { ids: rows.map((r) => r.id), source: `List: ${list.name}` };
}

/**
 * The team's mailboxes by id, in the order chosen (the rotation's order); one that is not the team's is "Mailbox
 * not found", one without a postal address refuses the whole request (decision 136).
 */
async function campaignMailboxes(db: Db, scope: TeamScope, ids: string[]): Promise<TCampaignMailbox[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({
      id: mailboxes.id,
      fromAddress: mailboxes.fromAddress,
      physicalAddress: mailboxes.physicalAddress,
    })
    .from(mailboxes)
    .where(and(inArray(mailboxes.id, unique), ofTeam(mailboxes, scope)));
  if (rows.length !== unique.length) throw notFound('Mailbox');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => {
    const row = byId.get(id)!;
    postalAddressOf(row);
    return { id: row.id, fromAddress: row.fromAddress };
  });
}

/**
 * Loads and checks everything a campaign request names, after the subscription (campaigns need the export
 * entitlement, like cold emails); any id that is not the team's is a 404.
 */
export async function prepareCampaign(
  db: Db,
  scope: TeamScope,
  request: Omit<TCampaignPreviewRequest, 'name' | 'aiFirstLine'>,
): Promise<TPreparedCampaign> {
  await assertCanExport(db, scope);
  const chosen = await campaignMailboxes(db, scope, request.mailboxIds);
  const steps = await copySteps(db, scope, request.sequenceId);
  const { ids, source } = request.listId
    ? await listLeadIds(db, scope, request.listId)
    : { ids: request.leadIds!, source: '' };
  const leads = await loadLeads(db, scope, ids);
  return {
    steps,
    leads,
    mailboxes: chosen,
    source: source || `${leads.length} selected ${leads.length === 1 ? 'lead' : 'leads'}`,
  };
}

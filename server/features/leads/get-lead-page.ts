import { and, asc, desc, eq } from 'drizzle-orm';
import { ZPageSpeed, ZPageSpeedRefusal } from '@contracts/audit';
import { ZLeadActivity, type TLeadActivity, type TLeadPage } from '@contracts/lead-activity';
import type { Db } from '../../db/client';
import {
  businessResults,
  leadActivity,
  leadListMembers,
  leadLists,
  searchHistory,
  user,
} from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { TeamScope } from '../../lib/team-scope';
import { toLead } from '../search';

const ACTIVITY_SHOWN = 200;

/**
 * The lead page (`/dashboard/leads/:id`, decision 112): the lead, its search, its lists, its assignee, its
 * activity trail, newest first, and its website's PageSpeed (decision 131). Every query names the active team; another team's lead is "not found".
 */
export async function getLeadPage(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  leadId: string,
): Promise<TLeadPage> {
  const [row] = await db
    .select({
      lead: businessResults,
      search: { id: searchHistory.id, niche: searchHistory.niche, location: searchHistory.location },
      assignee: { id: user.id, name: user.name, email: user.email },
    })
    .from(businessResults)
    .innerJoin(
      searchHistory,
      and(eq(searchHistory.id, businessResults.searchId), eq(searchHistory.teamId, scope.teamId)),
    )
    .leftJoin(user, eq(user.id, businessResults.assignedTo))
    .where(and(eq(businessResults.id, leadId), eq(businessResults.teamId, scope.teamId)));
  if (!row) throw notFound('Business');

  const [lists, activity] = await Promise.all([
    db
      .select({ id: leadLists.id, name: leadLists.name, color: leadLists.color })
      .from(leadListMembers)
      .innerJoin(leadLists, and(eq(leadLists.id, leadListMembers.listId), eq(leadLists.teamId, scope.teamId)))
      .where(eq(leadListMembers.businessId, leadId))
      .orderBy(asc(leadLists.name), asc(leadLists.id)),
    findLeadActivity(db, scope, leadId),
  ]);
  return {
    lead: toLead(row.lead),
    search: row.search,
    lists,
    assignee: row.assignee?.id ? row.assignee : null,
    activity,
    pageSpeed: ZPageSpeed.nullable()
      .catch(null)
      .parse(row.lead.audit?.pageSpeed ?? null),
    pageSpeedRefusal: ZPageSpeedRefusal.nullable()
      .catch(null)
      .parse(row.lead.audit?.pageSpeedRefusal ?? null),
  };
}

async function findLeadActivity(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  leadId: string,
): Promise<TLeadActivity[]> {
  const rows = await db
    .select({
      id: leadActivity.id,
      kind: leadActivity.kind,
      details: leadActivity.details,
      actorId: user.id,
      actorName: user.name,
      at: leadActivity.at,
    })
    .from(leadActivity)
    .leftJoin(user, eq(user.id, leadActivity.createdBy))
    .where(and(eq(leadActivity.leadId, leadId), eq(leadActivity.teamId, scope.teamId)))
    .orderBy(desc(leadActivity.at), desc(leadActivity.seq))
    .limit(ACTIVITY_SHOWN);
  return rows.map((r) =>
    ZLeadActivity.parse({
      id: r.id,
      kind: r.kind,
      details: r.details ?? {},
      actor: r.actorId ? { id: r.actorId, name: r.actorName ?? '' } : null,
      at: r.at.toISOString(),
    }),
  );
}

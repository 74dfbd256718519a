import { and, eq, inArray, or } from 'drizzle-orm';
import { checkOf } from '@contracts/email-checks';
import { collisionMessage } from '@contracts/lead-activity';
import { SKIP_REASON_TEXT, type TSkip, type TSkipReason } from '@contracts/campaigns';
import type { Db } from '../../db/client';
import { campaignEnrolments } from '../../db/schema';
import { findContactCollisions } from '../../lib/lead-activity';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import type { TLoadedLead } from '../outreach';
import { findSuppressed } from '../suppressions';

/** One lead of a campaign request: the address it would go to, and why it is left out (null: it is enrolled). */
export type TPlannedLead = {
  lead: TLoadedLead;
  email: string | null;
  placeId: string | null;
  skip: TSkip | null;
};

export const skipOf = (reason: TSkipReason, detail: string | null = null): TSkip => ({
  reason,
  text: SKIP_REASON_TEXT[reason],
  detail,
});

/** The lead's best address, lower-case: its email column, else the first address found on its site. */
const bestEmail = (lead: TLoadedLead) => lead.facts.emails[0]?.toLowerCase() ?? null;

/** The addresses and places of the team's active enrolments among these (every running or paused campaign). */
async function activeElsewhere(db: Db, scope: TeamScope, emails: string[], placeIds: string[]) {
  const matches = [];
  if (emails.length) matches.push(inArray(campaignEnrolments.email, emails));
  if (placeIds.length) matches.push(inArray(campaignEnrolments.placeId, placeIds));
  const rows = matches.length
    ? await db
        .select({ email: campaignEnrolments.email, placeId: campaignEnrolments.placeId })
        .from(campaignEnrolments)
        .where(and(ofTeam(campaignEnrolments, scope), eq(campaignEnrolments.state, 'active'), or(...matches)))
    : [];
  return {
    emails: new Set(rows.map((r) => r.email)),
    placeIds: new Set(rows.flatMap((r) => (r.placeId ? [r.placeId] : []))),
  };
}

/**
 * Who a campaign would enrol and who it leaves out, and why (decision 139), in the leads' order. The checks, first
 * that applies wins: no address; the address's email check says its domain can't receive mail; the address is on
 * the team's suppression list; the address or the place is in an active enrolment of the team; a colleague marked
 * the lead (or another copy of its place) contacted in the last 30 days, unless `confirmColleagues`; and last, an
 * address or place already taken by an earlier lead of this request. Run again inside the launch's transaction.
 */
export async function planEnrolments(
  db: Db,
  scope: TeamScope,
  leads: readonly TLoadedLead[],
  options: { confirmColleagues?: boolean } = {},
): Promise<TPlannedLead[]> {
  const planned = leads.map((lead) => ({
    lead,
    email: bestEmail(lead),
    placeId: lead.row.googlePlaceId || null,
  }));
  const emails = [...new Set(planned.flatMap((p) => (p.email ? [p.email] : [])))];
  const placeIds = [...new Set(planned.flatMap((p) => (p.placeId ? [p.placeId] : [])))];
  const suppressed = await findSuppressed(db, scope.teamId, emails);
  const elsewhere = await activeElsewhere(db, scope, emails, placeIds);
  const collisions = options.confirmColleagues
    ? new Map<string, string>()
    : new Map(
        (
          await findContactCollisions(
            db,
            scope,
            leads.map((l) => l.row.id),
          )
        ).map((c) => [c.leadId, collisionMessage(c).replace(/ — continue\?$/, '')]),
      );
  const taken = { emails: new Set<string>(), placeIds: new Set<string>() };

  const skipFor = ({ lead, email, placeId }: (typeof planned)[number]): TSkip | null => {
    if (!email) return skipOf('no_email');
    if (checkOf(lead.row.emailChecks ?? [], email)?.status === 'invalid') return skipOf('email_invalid');
    if (suppressed.has(email)) return skipOf('suppressed');
    if (elsewhere.emails.has(email) || (placeId && elsewhere.placeIds.has(placeId)))
      return skipOf('in_other_campaign');
    const collision = collisions.get(lead.row.id);
    if (collision) return skipOf('contacted_by_colleague', collision);
    if (taken.emails.has(email) || (placeId && taken.placeIds.has(placeId)))
      return skipOf('duplicate_address');
    taken.emails.add(email);
    if (placeId) taken.placeIds.add(placeId);
    return null;
  };
  return planned.map((p) => ({ ...p, skip: skipFor(p) }));
}

import { z } from 'zod';
import { ZPageSpeed, ZPageSpeedRefusal } from './audit';
import { MAX_BULK_IDS } from './leads';
import { ZLead } from './search';

/**
 * A lead's own page, its assignee, its activity trail and the collision guard (issue 22, decision 112).
 */

// ---------------------------------------------------------------------------------------------- assignment

const UUID_MESSAGE = 'Lead ids must be ids';

/** POST /api/leads/assign — one or many leads (a selection of the bulk bar, as many as bulk tagging takes) to one member of the active team, or to nobody (`null`). */
export const ZAssignLeadsRequest = z.object({
  ids: z
    .array(z.uuid({ message: UUID_MESSAGE }))
    .min(1, 'Select at least one business')
    .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} businesses at a time`),
  userId: z.string().trim().min(1).max(100).nullable(),
});
export type TAssignLeadsRequest = z.infer<typeof ZAssignLeadsRequest>;
export const ZAssignLeadsResponse = z.object({ updated: z.number().int() });

export const NOT_A_TEAM_MEMBER_MESSAGE = 'Only a member of this team can be assigned';

/** GET /api/leads/assignees — who a lead of the active team can be assigned to. */
export const ZAssignee = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TAssignee = z.infer<typeof ZAssignee>;
export const ZAssigneesResponse = z.object({
  assignees: z.array(ZAssignee),
  /** The signed-in user's id ("Assign to me", "Assigned to me"). */
  me: z.string(),
});
export type TAssigneesResponse = z.infer<typeof ZAssigneesResponse>;

/** "Ana Lima" → "AL"; one word → its first two letters; empty → "?". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[words.length - 1]![0]!).toUpperCase();
}

// ---------------------------------------------------------------------------------------------- activity

export const LEAD_ACTIVITY_KINDS = [
  'contacted',
  'tags',
  'notes',
  'list_add',
  'list_remove',
  'export',
  'template',
  'email',
  'assign',
  'push',
  'report_shared',
  'report_revoked',
  'report_viewed',
  'unsubscribed',
  'sent',
  'replied',
  'bounced',
] as const;
export type TLeadActivityKind = (typeof LEAD_ACTIVITY_KINDS)[number];

export const ZLeadActivity = z.object({
  id: z.string(),
  kind: z.enum(LEAD_ACTIVITY_KINDS),
  details: z.record(z.string(), z.unknown()),
  /** Null when the actor's account was deleted. */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  at: z.string(),
});
export type TLeadActivity = z.infer<typeof ZLeadActivity>;

// ---------------------------------------------------------------------------------------------- lead page

/** GET /api/leads/:id — everything the results row and the score dialog show, plus its team facts. */
export const ZLeadPage = z.object({
  lead: ZLead,
  search: z.object({ id: z.string(), niche: z.string(), location: z.string() }),
  /** The team's lists holding this lead. */
  lists: z.array(z.object({ id: z.string(), name: z.string(), color: z.string() })),
  assignee: ZAssignee.nullable(),
  activity: z.array(ZLeadActivity),
  /** PageSpeed Insights of its website (decision 131): null until measured, or when it cannot be. */
  pageSpeed: ZPageSpeed.nullable(),
  /** Why the last check measured nothing (the API not enabled on the key, …); null once measured. */
  pageSpeedRefusal: ZPageSpeedRefusal.nullable(),
});
export type TLeadPage = z.infer<typeof ZLeadPage>;

// ---------------------------------------------------------------------------------------------- collision guard

/** A colleague's contact inside this many days stops a write until the user confirms. */
export const CONTACT_GUARD_DAYS = 30;

/** The 409 `CONTACTED_BY_COLLEAGUE` answer's extra fields. */
export const ZContactCollision = z.object({
  leadId: z.string(),
  byName: z.string(),
  /** The last-contacted date, YYYY-MM-DD. */
  on: z.string(),
  /** `marked`: a colleague marked the lead contacted; `emailed`: a campaign of theirs sent it an email. */
  how: z.enum(['marked', 'emailed']),
});
export type TContactCollision = z.infer<typeof ZContactCollision>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Marked contacted by Ana on 12 Nov — continue?", or "Emailed by Ana on 12 Nov — continue?" when her campaign sent
 * the email (the message the server sends and the UI shows).
 */
export function collisionMessage({ byName, on, how }: Omit<TContactCollision, 'leadId'>): string {
  const [, month, day] = on.split('-');
  const when = `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''}`.trim();
  return `${how === 'emailed' ? 'Emailed' : 'Marked contacted'} by ${byName} on ${when} — continue?`;
}

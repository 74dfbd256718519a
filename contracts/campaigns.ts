import { z } from 'zod';

/* ----------------------------------------------------------------------------------------------
 * Campaigns — /api/campaigns (issue 35, decisions 138 and 139)
 * -------------------------------------------------------------------------------------------- */

export const MAX_CAMPAIGN_LEADS = 1000;
export const MAX_CAMPAIGN_MAILBOXES = 20;
/** What the preview shows where launch writes the AI first line (preview spends nothing, decision 139). */
export const AI_FIRST_LINE_PLACEHOLDER = '[AI first line]';

const ZCampaignFields = z.object({
  name: z
    .string({ error: 'Please enter a campaign name' })
    .trim()
    .min(1, 'Please enter a campaign name')
    .max(100, 'Name must be at most 100 characters'),
  sequenceId: z.uuid('Sequence not found'),
  listId: z.uuid('List not found').optional(),
  leadIds: z
    .array(z.uuid('Lead not found'))
    .min(1, 'Select at least one lead')
    .max(MAX_CAMPAIGN_LEADS, `A campaign takes at most ${MAX_CAMPAIGN_LEADS} leads`)
    .optional(),
  mailboxIds: z
    .array(z.uuid('Mailbox not found'))
    .min(1, 'Choose at least one mailbox')
    .max(MAX_CAMPAIGN_MAILBOXES, `Choose at most ${MAX_CAMPAIGN_MAILBOXES} mailboxes`),
  aiFirstLine: z.boolean({ error: 'AI first line must be true or false' }).default(false),
});

const oneSource = (r: { listId?: string; leadIds?: string[] }) =>
  (r.listId ? 1 : 0) + (r.leadIds ? 1 : 0) === 1;
const ONE_SOURCE = 'Choose a list or the leads';

export const ZCampaignPreviewRequest = ZCampaignFields.refine(oneSource, ONE_SOURCE);
export type TCampaignPreviewRequest = z.input<typeof ZCampaignPreviewRequest>;

export const ZLaunchCampaignRequest = ZCampaignFields.extend({
  /** The user saw the leads a colleague contacted recently and sends to them too (decision 112). */
  confirmColleagues: z.boolean({ error: 'Confirm colleagues must be true or false' }).optional(),
}).refine(oneSource, ONE_SOURCE);
export type TLaunchCampaignRequest = z.input<typeof ZLaunchCampaignRequest>;

/** Why a lead is left out of a campaign; the words are what the screen shows. */
export const SKIP_REASONS = [
  'no_email',
  'email_invalid',
  'suppressed',
  'in_other_campaign',
  'contacted_by_colleague',
  'duplicate_address',
] as const;
export type TSkipReason = (typeof SKIP_REASONS)[number];
export const SKIP_REASON_TEXT: Record<TSkipReason, string> = {
  no_email: 'No email address',
  email_invalid: "Email check: the domain can't receive mail",
  suppressed: 'Unsubscribed or on the suppression list',
  in_other_campaign: 'Already in another running campaign',
  contacted_by_colleague: 'Contacted by a colleague in the last 30 days',
  duplicate_address: 'Same address or business as another lead in this campaign',
};

export const ZSkip = z.object({
  reason: z.enum(SKIP_REASONS),
  text: z.string(),
  /** More about it where there is more ("Marked contacted by Ana on 2026-11-12"). */
  detail: z.string().nullable(),
});
export type TSkip = z.infer<typeof ZSkip>;

export const ZPreviewStep = z.object({
  step: z.number().int(),
  day: z.number().int(),
  subject: z.string(),
  body: z.string(),
});

export const ZCampaignPreviewLead = z.object({
  leadId: z.string(),
  business: z.string(),
  /** The address it would go to (the lead's email, else the first found on its site); null: none. */
  email: z.string().nullable(),
  /** The mailbox it would be sent from; null when skipped. */
  mailboxId: z.string().nullable(),
  steps: z.array(ZPreviewStep),
  skip: ZSkip.nullable(),
});
export type TCampaignPreviewLead = z.infer<typeof ZCampaignPreviewLead>;

export const ZAiFirstLines = z.object({
  /** How many launch would write (one per enrolled lead). */
  toWrite: z.number().int(),
  /** Written by the configured model and counted against the monthly allowance; false: the fact-only writer. */
  counted: z.boolean(),
  /** What is left of this month's allowance of AI-written emails. */
  remaining: z.number().int(),
});

export const ZCampaignPreview = z.object({
  leads: z.array(ZCampaignPreviewLead),
  enrolled: z.number().int(),
  skipped: z.number().int(),
  aiFirstLines: ZAiFirstLines.nullable(),
});
export type TCampaignPreview = z.infer<typeof ZCampaignPreview>;

export const CAMPAIGN_STATUSES = ['running', 'paused', 'stopped', 'finished'] as const;
export type TCampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const ENROLMENT_STATES = [
  'active',
  'replied',
  'bounced',
  'unsubscribed',
  'stopped',
  'finished',
] as const;
export type TEnrolmentState = (typeof ENROLMENT_STATES)[number];
export const ENROLMENT_STATE_TEXT: Record<TEnrolmentState, string> = {
  active: 'In sequence',
  replied: 'Replied',
  bounced: 'Bounced',
  unsubscribed: 'Unsubscribed',
  stopped: 'Stopped',
  finished: 'Finished',
};
export const CAMPAIGN_STATUS_TEXT: Record<TCampaignStatus, string> = {
  running: 'Running',
  paused: 'Paused',
  stopped: 'Stopped',
  finished: 'Finished',
};

export const ZCampaignSummary = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  source: z.string(),
  aiFirstLine: z.boolean(),
  mailboxIds: z.array(z.string()),
  stepCount: z.number().int(),
  launchedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Enrolments per state. */
  counts: z.record(z.enum(ENROLMENT_STATES), z.number().int()),
});
export type TCampaignSummary = z.infer<typeof ZCampaignSummary>;
export const ZCampaignList = z.object({ campaigns: z.array(ZCampaignSummary) });
export type TCampaignList = z.infer<typeof ZCampaignList>;

export const ZLaunchedCampaign = z.object({
  campaign: ZCampaignSummary,
  skipped: z.array(z.object({ leadId: z.string(), business: z.string(), skip: ZSkip })),
});
export type TLaunchedCampaign = z.infer<typeof ZLaunchedCampaign>;

export const ZStepCounts = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  replied: z.number().int(),
  bounced: z.number().int(),
  unsubscribed: z.number().int(),
});
export type TStepCounts = z.infer<typeof ZStepCounts>;

export const ZCampaignStep = z.object({
  step: z.number().int(),
  subject: z.string(),
  body: z.string(),
  dayOffset: z.number().int(),
  newThread: z.boolean(),
  counts: ZStepCounts,
});

export const ZCampaignLead = z.object({
  enrolmentId: z.string(),
  leadId: z.string(),
  business: z.string(),
  email: z.string(),
  mailboxId: z.string().nullable(),
  state: z.enum(ENROLMENT_STATES),
  endedReason: z.string().nullable(),
  replySnippet: z.string().nullable(),
  repliedAt: z.string().nullable(),
  /** How many of its steps went out. */
  sent: z.number().int(),
});
export type TCampaignLead = z.infer<typeof ZCampaignLead>;

export const ZCampaignDetail = ZCampaignSummary.extend({
  steps: z.array(ZCampaignStep),
  leads: z.array(ZCampaignLead),
  /**
   * Not before when the next email may go out (ISO time): the earliest due message, moved to its mailbox's next
   * window opening; the daily cap and the spread may hold it a little longer. Null when none is scheduled.
   */
  nextSendAt: z.string().nullable(),
});
export type TCampaignDetail = z.infer<typeof ZCampaignDetail>;

import { z } from 'zod';
import type { TLeadAudit } from './audit';
import type { TMonitorReport } from './monitors';
import type { TLead } from './search';

/**
 * Outgoing webhooks (issue 24 §4, decision 117): the events a team's endpoint may subscribe to. `webhook.test`
 * is sent only by "Send test event" and cannot be subscribed to.
 */
export const WEBHOOK_EVENTS = [
  'search.completed',
  'search.enriched',
  'lead.created',
  'lead.updated',
  'lead.audited',
  'list.members_added',
  'crm.push_completed',
  'report.viewed',
  'email.unsubscribed',
  'email.sent',
  'email.replied',
  'email.bounced',
  'monitor.run_completed',
] as const;
export const ZWebhookEvent = z.enum(WEBHOOK_EVENTS, { message: 'Choose events from the list' });
export type TWebhookEvent = z.infer<typeof ZWebhookEvent>;
export type TWebhookMessageType = TWebhookEvent | 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<TWebhookEvent, string> = {
  'search.completed': 'Search completed (first pass)',
  'search.enriched': 'Search enriched (every deeper check ended)',
  'lead.created': 'Lead created',
  'lead.updated': 'Lead updated (notes, tags, contact date, assignee, merge)',
  'lead.audited': 'Lead audited (the deeper check stored its website audit)',
  'list.members_added': 'Leads added to a list',
  'crm.push_completed': 'CRM push completed',
  'report.viewed': 'Shared audit report viewed (the first real view of a link)',
  'email.unsubscribed': 'Email unsubscribed (a recipient used an unsubscribe link of your team)',
  'email.sent': 'Email sent (a campaign step went out from a team mailbox)',
  'email.replied': 'Email replied (a prospect answered a campaign; their next steps stop)',
  'email.bounced': 'Email bounced (an address failed for good and is now suppressed)',
  'monitor.run_completed': 'Monitor run completed (what is new, closed, changed or opening soon)',
};

/** What a search event says about its search. */
export type TWebhookSearch = {
  id: string;
  niche: string;
  location: string;
  status: string;
  /** Leads the search has in all, after this run. */
  resultsCount: number;
  /** 1 for the first run, 2, 3 … for each Get More; each run sends its own events with their own ids. */
  run: number;
  /** Leads this run added. */
  leadsAdded: number;
};

/** What an email event says about the campaign message (issue 35, decision 140); `step` counts from 1. */
export type TWebhookCampaignMessage = {
  campaignId: string;
  enrolmentId: string;
  leadId: string;
  email: string;
  step: number;
  messageId: string;
  subject: string;
};

/** The `data` of each event: the body is `{ type, timestamp, data }` (Standard Webhooks). */
export type TWebhookEventData = {
  'search.completed': { search: TWebhookSearch };
  'search.enriched': { search: TWebhookSearch };
  'lead.created': { lead: TLead };
  'lead.updated': { lead: TLead; changed: string[] };
  /** `lead.audit` holds the audit just stored (decision 132). */
  'lead.audited': { lead: TLead & { audit: TLeadAudit } };
  'list.members_added': { list: { id: string; name: string }; leadIds: string[]; added: number };
  'crm.push_completed': {
    pushId: string;
    provider: string;
    created: number;
    updated: number;
    skipped: number;
    failed: number;
  };
  'report.viewed': {
    lead: TLead;
    report: { id: string; createdAt: string; firstViewedAt: string };
  };
  /** `leadIds`: the team's leads with the address (as their email or one found on their site). */
  'email.unsubscribed': { email: string; unsubscribedAt: string; source: string; leadIds: string[] };
  'email.sent': { message: TWebhookCampaignMessage; sentAt: string };
  /**
   * `response`: the receiving server's refusal (a 5xx at send time, or a bounce report's status and words); the
   * address is now suppressed.
   */
  /** The message the prospect answered, and the first words of the answer (the quoted part left out). */
  'email.replied': { message: TWebhookCampaignMessage; repliedAt: string; snippet: string };
  'email.bounced': { message: TWebhookCampaignMessage; bouncedAt: string; response: string };
  /** A monitor's run against the run before it (issue 33 §4); `run.sweepId` holds the run's leads. */
  'monitor.run_completed': {
    monitor: { id: string; name: string; cadence: string };
    run: { id: string; sweepId: string | null; finishedAt: string };
    report: TMonitorReport;
  };
  'webhook.test': { message: string };
};

export const WEBHOOK_URL_MAX = 2000;

const ZWebhookUrl = z
  .string()
  .trim()
  .min(1, 'Please enter the endpoint URL')
  .max(WEBHOOK_URL_MAX, `URL must be ${WEBHOOK_URL_MAX} characters or less`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'Please enter an http(s) URL without a user name or password');

const ZEvents = z.array(ZWebhookEvent).min(1, 'Choose at least one event').max(WEBHOOK_EVENTS.length);

/** POST /api/webhooks */
export const ZCreateWebhookRequest = z.object({
  url: ZWebhookUrl,
  description: z.string().trim().max(200, 'Description must be 200 characters or less').default(''),
  events: ZEvents,
});
export type TCreateWebhookRequest = z.input<typeof ZCreateWebhookRequest>;

/** PATCH /api/webhooks/:id */
export const ZUpdateWebhookRequest = z
  .object({ url: ZWebhookUrl, events: ZEvents, enabled: z.boolean() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change');
export type TUpdateWebhookRequest = z.input<typeof ZUpdateWebhookRequest>;

export const ZWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(ZWebhookEvent),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;
export const ZWebhookEndpoints = z.array(ZWebhookEndpoint);

/** The answer to creating an endpoint or revealing its secret: the secret is only ever sent here. */
export const ZWebhookWithSecret = z.object({ endpoint: ZWebhookEndpoint, secret: z.string() });
export type TWebhookWithSecret = z.infer<typeof ZWebhookWithSecret>;

export const ZWebhookAttempt = z.object({
  attempt: z.number().int(),
  responseStatus: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
});

export const ZWebhookDelivery = z.object({
  id: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  lastResponseStatus: z.number().int().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  log: z.array(ZWebhookAttempt),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;
/** GET /api/webhooks/:id/deliveries — the newest first. */
export const ZWebhookDeliveries = z.array(ZWebhookDelivery);

import { z } from 'zod';
import { ZSweepBudget } from './sweeps';

export const MONITOR_CADENCES = ['weekly', 'monthly'] as const;
export const ZMonitorCadence = z.enum(MONITOR_CADENCES, { message: 'Choose weekly or monthly' });

/** POST /api/monitors: keep a sweep's or market's areas fresh, sweeping them again on a schedule. */
export const ZCreateMonitorRequest = z.object({
  sweepId: z.uuid('Choose a sweep'),
  cadence: ZMonitorCadence,
  /** What each run may spend at most (the run stops at it with what it has). */
  budget: ZSweepBudget,
});
export type TCreateMonitorRequest = z.infer<typeof ZCreateMonitorRequest>;

/** PATCH /api/monitors/:id: pause or resume, or another cadence. */
export const ZUpdateMonitorRequest = z
  .object({ paused: z.boolean().optional(), cadence: ZMonitorCadence.optional() })
  .refine((body) => body.paused !== undefined || body.cadence !== undefined, 'Nothing to change');

const ZChange = z.object({
  placeId: z.string(),
  businessName: z.string(),
  /** For a changed place: what changed ("website", "chatbot", "phone", "status"). */
  what: z.array(z.string()).optional(),
});

/** What a run found against the run before it. */
export const ZMonitorReport = z.object({
  new: z.array(ZChange),
  closed: z.array(ZChange),
  changed: z.array(ZChange),
  openingSoon: z.array(ZChange),
});
export type TMonitorReport = z.infer<typeof ZMonitorReport>;

export const ZMonitorRun = z.object({
  id: z.string(),
  sweepId: z.string().nullable(),
  status: z.enum(['running', 'completed', 'failed']),
  report: ZMonitorReport.nullable(),
  errorMessage: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TMonitorRun = z.infer<typeof ZMonitorRun>;

export const ZMonitor = z.object({
  id: z.string(),
  name: z.string(),
  cadence: ZMonitorCadence,
  budgetRequests: z.number().int(),
  /** The budget per run at the Enterprise list price. */
  budgetDollars: z.number(),
  paused: z.boolean(),
  nextRunAt: z.string(),
  createdAt: z.string(),
  /** Newest first, at most 10. */
  runs: z.array(ZMonitorRun),
});
export type TMonitor = z.infer<typeof ZMonitor>;

export const ZMonitorList = z.object({ monitors: z.array(ZMonitor) });

export const ZNotification = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
/** GET /api/notifications: the person's newest in the active team, and how many are unread. */
export const ZNotificationList = z.object({
  unread: z.number().int(),
  notifications: z.array(ZNotification),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

/** A report's kinds of change, in the order the page and the digest show them, each with its heading. */
export const MONITOR_REPORT_SECTIONS: readonly { key: keyof TMonitorReport; title: string; short: string }[] =
  [
    { key: 'new', title: 'New', short: 'new' },
    { key: 'closed', title: 'Closed or no longer listed', short: 'closed' },
    { key: 'changed', title: 'Changed', short: 'changed' },
    { key: 'openingSoon', title: 'Opening soon', short: 'opening soon' },
  ];

/** "3 new, 1 closed, 2 changed, 1 opening soon" (or "No changes"): the bell's, the digest's and the page's words. */
export function summarizeReport(report: TMonitorReport): string {
  const parts = MONITOR_REPORT_SECTIONS.filter(({ key }) => report[key].length > 0).map(
    ({ key, short }) => `${report[key].length} ${short}`,
  );
  return parts.length > 0 ? parts.join(', ') : 'No changes';
}

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdBy, ownerTeamId } from './owned';
import { sweeps } from './sweeps';

type TCorner = { latitude: number; longitude: number };

/** A business type in an area, as a monitor sweeps it every time (the area of its first sweep, not geocoded again). */
export type TMonitorPair = { query: string; location: string; area: { low: TCorner; high: TCorner } };

/** What changed between two runs of a monitor, by place (issue 33 §4). */
export type TMonitorChange = { placeId: string; businessName: string; what?: string[] };
export type TMonitorReport = {
  new: TMonitorChange[];
  closed: TMonitorChange[];
  changed: TMonitorChange[];
  openingSoon: TMonitorChange[];
};

/**
 * A saved sweep or market that runs again on a schedule (issue 33 §4): each run is a sweep of the same areas
 * within `budgetRequests`, compared with the run before it (the first with the sweep it was saved from).
 */
export const monitors = pgTable(
  'monitors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    createdBy: createdBy(),
    name: text('name').notNull(),
    pairs: jsonb('pairs').$type<TMonitorPair[]>().notNull(),
    cadence: text('cadence').$type<'weekly' | 'monthly'>().notNull(),
    budgetRequests: integer('budget_requests').notNull(),
    paused: boolean('paused').notNull().default(false),
    /** The sweep the next run is compared with: the one it was saved from, then each run's own. */
    baselineSweepId: uuid('baseline_sweep_id').references(() => sweeps.id, { onDelete: 'set null' }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('monitors_due_idx').on(t.nextRunAt)],
);

/** One run of a monitor: its sweep while it runs, then its report. */
export const monitorRuns = pgTable(
  'monitor_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    monitorId: uuid('monitor_id')
      .notNull()
      .references(() => monitors.id, { onDelete: 'cascade' }),
    sweepId: uuid('sweep_id').references(() => sweeps.id, { onDelete: 'set null' }),
    status: text('status').$type<'running' | 'completed' | 'failed'>().notNull().default('running'),
    report: jsonb('report').$type<TMonitorReport>(),
    errorMessage: text('error_message'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('monitor_runs_monitor_idx').on(t.monitorId, t.startedAt.desc()),
    // One run of a monitor at a time, whichever instance starts it.
    uniqueIndex('monitor_runs_one_running_idx')
      .on(t.monitorId)
      .where(sql`${t.status} = 'running'`),
  ],
);

/** The bell: what a member of the team should know of (a monitor's run report, for now), read or not. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.teamId, t.createdAt.desc())],
);

import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { monitors } from '../../db/schema';
import { logger } from '../../core/logger';
import { defineQueue } from '../../lib/jobs';
import { cadenceInterval } from './cadence';
import { finishMonitorRuns } from './finish-monitor-runs';
import { startMonitorRun } from './start-monitor-run';

export const MONITOR_TICK_QUEUE = 'monitor.tick';
/** Monitors run weekly or monthly: a tick every minute starts them on time and reports them soon after. */
const TICK_CRON = '* * * * *';
/** Monitors one tick starts at most; the rest wait for the next minute. */
const BATCH = 20;

type Deps = { db: Db; config: Config; appSecret: string; boss: Pick<PgBoss, 'send'> };

/**
 * One tick (decision 147): claims the monitors that are due (not paused), moving each one's next run a cadence
 * on in the same statement (rows locked and skipped by a parallel tick, so no monitor is started twice), starts
 * a run of each, then reports the runs whose sweeps have ended.
 */
export async function tickMonitors(deps: Deps): Promise<void> {
  const { db } = deps;
  const due = db
    .select({ id: monitors.id })
    .from(monitors)
    .where(and(eq(monitors.paused, false), lte(monitors.nextRunAt, sql`now()`)))
    .orderBy(asc(monitors.nextRunAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(monitors)
    .set({
      nextRunAt: sql`now() + case when ${monitors.cadence} = 'weekly' then ${cadenceInterval('weekly')} else ${cadenceInterval('monthly')} end`,
    })
    .where(inArray(monitors.id, due))
    .returning();
  for (const monitor of claimed)
    await startMonitorRun(deps, monitor).catch((error: unknown) =>
      logger.warn('monitor run failed to start', { monitorId: monitor.id, error: String(error) }),
    );
  await finishMonitorRuns(deps);
}

/** The tick is one pg-boss schedule: one instance runs it each minute whichever instances are up. */
export async function createMonitorTickQueue(boss: PgBoss): Promise<void> {
  await defineQueue(boss, MONITOR_TICK_QUEUE, {
    policy: 'exclusive',
    retryLimit: 0,
    expireInSeconds: 300,
    deleteAfterSeconds: 3600,
  });
  await boss.schedule(MONITOR_TICK_QUEUE, TICK_CRON, null, { tz: 'UTC' });
}

export async function workMonitorTick(boss: PgBoss, run: () => Promise<void>): Promise<void> {
  await boss.work(MONITOR_TICK_QUEUE, { pollingIntervalSeconds: 10 }, async () => run());
}

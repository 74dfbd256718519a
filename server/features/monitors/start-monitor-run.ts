import { and, eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { monitorRuns, monitors } from '../../db/schema';
import { sqlStateOf } from '../../db/sql-state';
import { AppError } from '../../lib/app-error';
import { logger } from '../../core/logger';
import { getTeamRole } from '../../lib/session-cache';
import { startCoverage } from '../sweeps';

type Monitor = typeof monitors.$inferSelect;
type Deps = { db: Db; config: Config; appSecret: string; boss: Pick<PgBoss, 'send'> };

/**
 * Starts a run of a monitor: a sweep of its areas within its budget per run, on behalf of whoever saved it (who
 * must still be in the team with a role that may start searches). One run of a monitor at a time, across
 * instances: the run row is the lock (a unique index on running runs); a second start is refused with CONFLICT.
 * A run that cannot start (the month's searches used up, the Google key removed) is stored as failed with the
 * reason, so its report says why. Answers the run's id.
 */
export async function startMonitorRun(deps: Deps, monitor: Monitor): Promise<string> {
  const { db } = deps;
  const [run] = await db
    .insert(monitorRuns)
    .values({ teamId: monitor.teamId, monitorId: monitor.id })
    .returning({ id: monitorRuns.id })
    .catch((error: unknown) => {
      if (sqlStateOf(error) !== '23505') throw error;
      throw new AppError('CONFLICT', 'This monitor is running already');
    });
  try {
    const role = monitor.createdBy && (await getTeamRole(db, monitor.teamId, monitor.createdBy));
    if (!role || role === 'viewer')
      throw new AppError('FORBIDDEN', 'Whoever saved this monitor can no longer start searches in this team');
    const scope = { teamId: monitor.teamId, userId: monitor.createdBy!, role };
    const areas = monitor.pairs.map(({ query, location, area }) => ({ query, location, rectangle: area }));
    const sweep = await startCoverage(deps, scope, areas, {
      budget: { requests: monitor.budgetRequests },
      skipKnown: false,
    });
    await db.update(monitorRuns).set({ sweepId: sweep.id }).where(eq(monitorRuns.id, run.id));
  } catch (error) {
    const known = error instanceof AppError;
    logger.info('monitor run could not start', {
      monitorId: monitor.id,
      code: known ? error.code : 'INTERNAL',
    });
    await db
      .update(monitorRuns)
      .set({
        status: 'failed',
        errorMessage: known ? error.message : 'The run could not start',
        finishedAt: sql`now()`,
      })
      .where(and(eq(monitorRuns.id, run.id), eq(monitorRuns.status, 'running')));
    if (!known) throw error;
  }
  return run.id;
}

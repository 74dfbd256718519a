import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TMonitor } from '@contracts/monitors';
import type { Db } from '../../db/client';
import { monitorRuns, monitors } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { requestsInDollars } from '../sweeps';

/** Runs shown with each monitor, newest first. */
const RUNS_SHOWN = 10;

/** The team's monitors (or one of them), newest first, each with its latest runs and their reports. */
export async function findMonitors(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  monitorId?: string,
): Promise<TMonitor[]> {
  const rows = await db
    .select()
    .from(monitors)
    .where(and(ofTeam(monitors, scope), monitorId ? eq(monitors.id, monitorId) : undefined))
    .orderBy(desc(monitors.createdAt));
  const runs =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(monitorRuns)
          .where(
            and(
              ofTeam(monitorRuns, scope),
              inArray(
                monitorRuns.monitorId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(desc(monitorRuns.startedAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    cadence: row.cadence,
    budgetRequests: row.budgetRequests,
    budgetDollars: requestsInDollars(row.budgetRequests),
    paused: row.paused,
    nextRunAt: row.nextRunAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    runs: runs
      .filter((run) => run.monitorId === row.id)
      .slice(0, RUNS_SHOWN)
      .map((run) => ({
        id: run.id,
        sweepId: run.sweepId,
        status: run.status,
        report: run.report,
        errorMessage: run.errorMessage,
        startedAt: run.startedAt.toISOString(),
        finishedAt: run.finishedAt?.toISOString() ?? null,
      })),
  }));
}

export async function getMonitor(db: Db, scope: Pick<TeamScope, 'teamId'>, monitorId: string) {
  const [monitor] = await findMonitors(db, scope, monitorId);
  if (!monitor) throw notFound('Monitor');
  return monitor;
}

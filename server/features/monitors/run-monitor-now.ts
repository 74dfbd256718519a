import { and, eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { TMonitor } from '@contracts/monitors';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { monitors } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { getMonitor } from './find-monitors';
import { startMonitorRun } from './start-monitor-run';

/** "Run now": a run of one of the team's monitors at once (paused or not); its schedule stays as it was. */
export async function runMonitorNow(
  deps: { db: Db; config: Config; appSecret: string; boss: Pick<PgBoss, 'send'> },
  scope: Pick<TeamScope, 'teamId'>,
  monitorId: string,
): Promise<TMonitor> {
  const [monitor] = await deps.db
    .select()
    .from(monitors)
    .where(and(eq(monitors.id, monitorId), ofTeam(monitors, scope)));
  if (!monitor) throw notFound('Monitor');
  await startMonitorRun(deps, monitor);
  return getMonitor(deps.db, scope, monitorId);
}

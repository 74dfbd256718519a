import { and, eq, sql } from 'drizzle-orm';
import type { TMonitor } from '@contracts/monitors';
import type { Db } from '../../db/client';
import { monitors } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { cadenceInterval } from './cadence';
import { getMonitor } from './find-monitors';

/** Pauses or resumes a monitor, or changes its cadence (its next run is then one new cadence from now). */
export async function updateMonitor(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  monitorId: string,
  change: { paused?: boolean; cadence?: 'weekly' | 'monthly' },
): Promise<TMonitor> {
  const [updated] = await db
    .update(monitors)
    .set({
      ...(change.paused !== undefined && { paused: change.paused }),
      ...(change.cadence && {
        cadence: change.cadence,
        nextRunAt: sql`now() + ${cadenceInterval(change.cadence)}`,
      }),
    })
    .where(and(eq(monitors.id, monitorId), ofTeam(monitors, scope)))
    .returning({ id: monitors.id });
  if (!updated) throw notFound('Monitor');
  return getMonitor(db, scope, monitorId);
}

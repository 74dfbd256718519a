import { sql } from 'drizzle-orm';
import type { TCreateMonitorRequest, TMonitor } from '@contracts/monitors';
import type { Db } from '../../db/client';
import { monitors } from '../../db/schema';
import { ownerColumns, type TeamScope } from '../../lib/team-scope';
import { budgetInRequests, getSweep } from '../sweeps';
import { cadenceInterval } from './cadence';
import { getMonitor } from './find-monitors';

/**
 * Saves one of the team's sweeps or markets as a monitor (issue 33 §4): its areas exactly as swept (not geocoded
 * again), a cadence, and a budget per run. Its first run is one cadence from now and is compared with the sweep.
 */
export async function createMonitor(
  db: Db,
  scope: TeamScope,
  request: TCreateMonitorRequest,
): Promise<TMonitor> {
  const sweep = await getSweep(db, scope, request.sweepId);
  const [row] = await db
    .insert(monitors)
    .values({
      ...ownerColumns(scope),
      name: `${sweep.query} in ${sweep.location}`,
      pairs: sweep.pairs.map(({ query, location, area }) => ({ query, location, area })),
      cadence: request.cadence,
      budgetRequests: budgetInRequests(request.budget),
      baselineSweepId: sweep.id,
      nextRunAt: sql`now() + ${cadenceInterval(request.cadence)}`,
    })
    .returning({ id: monitors.id });
  return getMonitor(db, scope, row.id);
}

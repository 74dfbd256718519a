import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TSweep } from '@contracts/sweeps';
import type { Db } from '../../db/client';
import { sweeps } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { getSweep } from './get-sweep';

/**
 * Cancels a queued or running sweep. Its job sees it at its next reservation (which a cancelled sweep cannot
 * take), keeps what it saved, settles its searches and gives back what it did not use; `finishedAt` is set then.
 */
export async function cancelSweep(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  sweepId: string,
): Promise<TSweep> {
  const sweep = await getSweep(db, scope, sweepId);
  const [cancelled] = await db
    .update(sweeps)
    .set({ status: 'cancelled', updatedAt: sql`clock_timestamp()` })
    .where(and(eq(sweeps.id, sweepId), ofTeam(sweeps, scope), inArray(sweeps.status, ['queued', 'running'])))
    .returning({ id: sweeps.id });
  if (!cancelled) throw new AppError('CONFLICT', `This sweep has already ended (${sweep.status})`);
  return getSweep(db, scope, sweepId);
}

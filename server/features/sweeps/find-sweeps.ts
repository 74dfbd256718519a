import { desc } from 'drizzle-orm';
import type { TSweepSummary } from '@contracts/sweeps';
import type { Db } from '../../db/client';
import { sweeps } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { toSweepSummary } from './get-sweep';

/** The team's sweeps, newest first (at most 200). */
export async function findSweeps(db: Db, scope: Pick<TeamScope, 'teamId'>): Promise<TSweepSummary[]> {
  const rows = await db
    .select()
    .from(sweeps)
    .where(ofTeam(sweeps, scope))
    .orderBy(desc(sweeps.createdAt))
    .limit(200);
  return rows.map(toSweepSummary);
}

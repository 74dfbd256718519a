import { and, desc, eq, sql } from 'drizzle-orm';
import type { TSweepLeads } from '@contracts/sweeps';
import type { Db } from '../../db/client';
import { businessResults, sweeps } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { searchesOfSweep } from '../../lib/sweep-searches';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { toLead } from '../search';
import { toSweepSummary } from './get-sweep';

/**
 * Every lead a sweep saved, from all its searches (each holds at most 100), as one workspace: best lead score
 * first, then in the order Google gave them. The same place is saved once per sweep, so there are no copies.
 */
export async function getSweepLeads(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  sweepId: string,
): Promise<TSweepLeads> {
  const [row] = await db
    .select()
    .from(sweeps)
    .where(and(eq(sweeps.id, sweepId), ofTeam(sweeps, scope)));
  if (!row) throw notFound('Sweep');
  const rows = await db
    .select()
    .from(businessResults)
    .where(
      and(
        ofTeam(businessResults, scope),
        sql`${businessResults.searchId} in (${searchesOfSweep(scope.teamId, sweepId)})`,
      ),
    )
    .orderBy(
      sql`${businessResults.leadScore} desc nulls last`,
      businessResults.searchId,
      businessResults.position,
      desc(businessResults.id),
    );
  return { sweep: toSweepSummary(row), leads: rows.map(toLead) };
}

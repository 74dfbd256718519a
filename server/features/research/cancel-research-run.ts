import { and, eq } from 'drizzle-orm';
import type { TResearchColumn } from '@contracts/research';
import type { Db } from '../../db/client';
import { researchColumns } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { readResearchColumn } from './research-column-view';

/**
 * Cancels a column's run (decision 145): its job asks nothing more (calls already made are stored), and the
 * cells not asked stay pending for a later run. A column that is not running is left as it is.
 */
export async function cancelResearchRun(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  columnId: string,
): Promise<TResearchColumn> {
  await db
    .update(researchColumns)
    .set({ status: 'cancelled', stopMessage: null })
    .where(
      and(
        eq(researchColumns.id, columnId),
        ofTeam(researchColumns, scope),
        eq(researchColumns.status, 'running'),
      ),
    );
  return readResearchColumn(db, scope, columnId);
}

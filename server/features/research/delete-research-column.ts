import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { researchColumns } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

/**
 * Deletes a column and its cells (its saved question stays); a run in progress stops before its next call. What
 * the run spent stays in the month's research spend.
 */
export async function deleteResearchColumn(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  columnId: string,
): Promise<void> {
  const deleted = await db
    .delete(researchColumns)
    .where(and(eq(researchColumns.id, columnId), ofTeam(researchColumns, scope)))
    .returning({ id: researchColumns.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Research column not found');
}

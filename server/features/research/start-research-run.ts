import { and, eq, ne } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { TResearchColumn } from '@contracts/research';
import { researchAnswers, researchColumns } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { askableCells, syncCells } from './column-cells';
import { readColumnRow, readResearchColumn } from './research-column-view';
import { NO_PROVIDER, researchProviderFor, type TResearchProviderDeps } from './research-provider';
import { researchSpentThisMonth } from './research-spend';
import { queueResearchRun } from './research-run-queue';

/**
 * Runs a column (decision 145): its pending and failed cells (with `rerun`, also the cells whose lead was
 * crawled again since) are set pending, the column running, and its `research.run` job queued. Refused when the
 * team has no AI provider (its own key, or the operator's) or, on the operator's, the team's monthly budget is
 * spent. Running a column that runs is a no-op.
 */
export async function startResearchRun(
  deps: TResearchProviderDeps & { boss: Pick<PgBoss, 'send'> },
  scope: Pick<TeamScope, 'teamId'>,
  columnId: string,
  rerun: boolean,
): Promise<TResearchColumn> {
  const { db } = deps;
  const { column } = await readColumnRow(db, scope, columnId);
  const provider = await researchProviderFor(deps, scope.teamId);
  if (!provider) throw new AppError('RESEARCH_UNAVAILABLE', NO_PROVIDER);
  if (provider.capMicros !== null && (await researchSpentThisMonth(db, scope.teamId)) >= provider.capMicros)
    throw new AppError(
      'RESEARCH_BUDGET_REACHED',
      "This team's research budget for this month is spent; run the column again next month",
    );
  await db.transaction(async (tx) => {
    await syncCells(tx, column);
    await tx
      .update(researchAnswers)
      .set({
        status: 'pending',
        answer: null,
        reason: null,
        confidence: null,
        quote: null,
        url: null,
        error: null,
        promptTokens: null,
        completionTokens: null,
        costMicros: null,
        answeredAt: null,
        pagesFetchedAt: null,
      })
      .where(
        and(
          eq(researchAnswers.columnId, column.id),
          ofTeam(researchAnswers, scope),
          ne(researchAnswers.status, 'pending'),
          askableCells(rerun),
        ),
      );
    await tx
      .update(researchColumns)
      .set({ status: 'running', stopMessage: null })
      .where(and(eq(researchColumns.id, column.id), ofTeam(researchColumns, scope)));
  });
  await queueResearchRun(deps.boss, { columnId: column.id, teamId: scope.teamId });
  return readResearchColumn(db, scope, column.id);
}

import { and, eq } from 'drizzle-orm';
import type { TCreateResearchColumnRequest, TResearchColumn } from '@contracts/research';
import type { Db } from '../../db/client';
import { leadLists, researchColumns, researchQuestions, searchHistory } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ofTeam, ownerColumns, type TeamScope } from '../../lib/team-scope';
import { syncCells } from './column-cells';
import { createResearchQuestion } from './create-research-question';
import { readResearchColumn } from './research-column-view';

/** 404 unless the search or list is the scope's team's. */
export async function assertViewOfTeam(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  view: { searchId?: string; listId?: string },
): Promise<void> {
  const [found] = view.searchId
    ? await db
        .select({ id: searchHistory.id })
        .from(searchHistory)
        .where(and(eq(searchHistory.id, view.searchId), ofTeam(searchHistory, scope)))
    : await db
        .select({ id: leadLists.id })
        .from(leadLists)
        .where(and(eq(leadLists.id, view.listId ?? ''), ofTeam(leadLists, scope)));
  if (!found) throw new AppError('NOT_FOUND', view.searchId ? 'Search not found' : 'List not found');
}

/**
 * Adds a question column to a search or a list of the scope's team (decision 145): a saved question of the team,
 * or a new one saved with it. Every lead of the search or list gets a pending cell; nothing is asked until run.
 */
export async function createResearchColumn(
  db: Db,
  scope: Pick<TeamScope, 'teamId' | 'userId'>,
  request: TCreateResearchColumnRequest,
): Promise<TResearchColumn> {
  await assertViewOfTeam(db, scope, request);
  const columnId = await db.transaction(async (tx) => {
    let questionId = request.questionId;
    if (request.question) questionId = (await createResearchQuestion(tx, scope, request.question)).id;
    const [question] = await tx
      .select({ id: researchQuestions.id })
      .from(researchQuestions)
      .where(and(eq(researchQuestions.id, questionId ?? ''), ofTeam(researchQuestions, scope)));
    if (!question) throw new AppError('NOT_FOUND', 'Research question not found');
    const [column] = await tx
      .insert(researchColumns)
      .values({
        ...ownerColumns(scope),
        questionId: question.id,
        searchId: request.searchId ?? null,
        listId: request.listId ?? null,
      })
      .returning();
    await syncCells(tx, column);
    return column.id;
  });
  return readResearchColumn(db, scope, columnId);
}

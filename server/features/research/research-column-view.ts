import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TResearchColumn, TResearchQuestion, TSavedResearchQuestion } from '@contracts/research';
import type { Db } from '../../db/client';
import { researchAnswers, researchColumns, researchQuestions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { toDollars } from './research-spend';

type TQuestionRow = typeof researchQuestions.$inferSelect;

export function toSavedQuestion(row: TQuestionRow): TSavedResearchQuestion {
  return {
    id: row.id,
    question: row.question,
    answerType: row.answerType,
    choices: row.answerType === 'choice' ? (row.choices ?? []) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The question as the model is asked it. */
export function toQuestion(row: TQuestionRow): TResearchQuestion {
  return row.answerType === 'choice'
    ? { question: row.question, answerType: 'choice', choices: row.choices ?? [] }
    : { question: row.question, answerType: row.answerType };
}

/** The scope's columns that `where` picks, with their questions, progress counts and cost, oldest first. */
export async function readResearchColumns(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  where: SQL,
): Promise<TResearchColumn[]> {
  const rows = await db
    .select({ column: researchColumns, question: researchQuestions })
    .from(researchColumns)
    .innerJoin(researchQuestions, eq(researchQuestions.id, researchColumns.questionId))
    .where(and(ofTeam(researchColumns, scope), where))
    .orderBy(asc(researchColumns.createdAt), asc(researchColumns.id));
  if (rows.length === 0) return [];
  const counts = await db
    .select({
      columnId: researchAnswers.columnId,
      status: researchAnswers.status,
      cells: count(),
      micros: sql<number>`coalesce(sum(${researchAnswers.costMicros}), 0)`.mapWith(Number),
    })
    .from(researchAnswers)
    .where(
      and(
        ofTeam(researchAnswers, scope),
        inArray(
          researchAnswers.columnId,
          rows.map((row) => row.column.id),
        ),
      ),
    )
    .groupBy(researchAnswers.columnId, researchAnswers.status);
  return rows.map(({ column, question }) => {
    const mine = counts.filter((c) => c.columnId === column.id);
    const of = (status: string) => mine.find((c) => c.status === status)?.cells ?? 0;
    return {
      id: column.id,
      question: toSavedQuestion(question),
      searchId: column.searchId,
      listId: column.listId,
      status: column.status,
      stopMessage: column.stopMessage,
      progress: {
        total: mine.reduce((sum, c) => sum + c.cells, 0),
        pending: of('pending'),
        answered: of('answered'),
        notFound: of('not_found'),
        failed: of('failed'),
      },
      costDollars: toDollars(mine.reduce((sum, c) => sum + c.micros, 0)),
      createdAt: column.createdAt.toISOString(),
    };
  });
}

/** One column of the scope's team, or 404. */
export async function readResearchColumn(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  columnId: string,
): Promise<TResearchColumn> {
  const [column] = await readResearchColumns(db, scope, eq(researchColumns.id, columnId));
  if (!column) throw new AppError('NOT_FOUND', 'Research column not found');
  return column;
}

/** A column's row and its question's, of the scope's team; null when there is none. */
export async function findColumnRow(db: Db, scope: Pick<TeamScope, 'teamId'>, columnId: string) {
  const [row] = await db
    .select({ column: researchColumns, question: researchQuestions })
    .from(researchColumns)
    .innerJoin(researchQuestions, eq(researchQuestions.id, researchColumns.questionId))
    .where(and(eq(researchColumns.id, columnId), ofTeam(researchColumns, scope)));
  return row ?? null;
}

/** `findColumnRow`, or 404. */
export async function readColumnRow(db: Db, scope: Pick<TeamScope, 'teamId'>, columnId: string) {
  const row = await findColumnRow(db, scope, columnId);
  if (!row) throw new AppError('NOT_FOUND', 'Research column not found');
  return row;
}

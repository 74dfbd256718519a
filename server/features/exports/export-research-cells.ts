import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatCellAnswer, type TResearchCell } from '@contracts/research';
import type { TExportSource } from '@contracts/leads';
import type { Db } from '../../db/client';
import { researchAnswers, researchColumns, researchQuestions } from '../../db/schema';
import { neutraliseFormula } from '../../lib/neutralise-formula';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import type { TExportCell } from './export-cells';

/** A research column of the exported search or list, as the Full layout writes it (issue 34). */
export type TResearchExportColumn = { id: string; question: string };

type TCell = Pick<TResearchCell, 'status' | 'reason' | 'answer' | 'quote' | 'url'>;

/**
 * The research columns asked of the exported search or list, oldest first (as the workspace shows them). A sweep
 * or a bare selection has none of its own.
 */
export async function researchColumnsOf(
  db: Db,
  scope: TeamScope,
  source: TExportSource,
): Promise<TResearchExportColumn[]> {
  const view =
    source.kind === 'search'
      ? eq(researchColumns.searchId, source.searchId)
      : source.kind === 'list'
        ? eq(researchColumns.listId, source.listId)
        : null;
  if (!view) return [];
  return db
    .select({ id: researchColumns.id, question: researchQuestions.question })
    .from(researchColumns)
    .innerJoin(researchQuestions, eq(researchQuestions.id, researchColumns.questionId))
    .where(and(view, ofTeam(researchColumns, scope)))
    .orderBy(asc(researchColumns.createdAt), asc(researchColumns.id));
}

/** Three headings per column: the answer, the quote it rests on, and the page the quote is on. */
export const researchHeader = (columns: readonly TResearchExportColumn[]): string[] =>
  columns.flatMap(({ question }) => [question, `${question} (quote)`, `${question} (page)`]);

/** The cells of these leads in these columns, by lead id and then column id. */
export async function researchCellsOf(
  db: Db,
  scope: TeamScope,
  columns: readonly TResearchExportColumn[],
  leadIds: readonly string[],
): Promise<Map<string, Map<string, TCell>>> {
  const byLead = new Map<string, Map<string, TCell>>();
  if (columns.length === 0 || leadIds.length === 0) return byLead;
  const rows = await db
    .select({
      leadId: researchAnswers.leadId,
      columnId: researchAnswers.columnId,
      status: researchAnswers.status,
      reason: researchAnswers.reason,
      answer: researchAnswers.answer,
      quote: researchAnswers.quote,
      url: researchAnswers.url,
    })
    .from(researchAnswers)
    .where(
      and(
        ofTeam(researchAnswers, scope),
        inArray(
          researchAnswers.columnId,
          columns.map((c) => c.id),
        ),
        inArray(researchAnswers.leadId, [...leadIds]),
      ),
    );
  for (const { leadId, columnId, ...cell } of rows) {
    const cells = byLead.get(leadId) ?? new Map<string, TCell>();
    cells.set(columnId, { ...cell, answer: cell.answer ?? null, reason: cell.reason ?? null });
    byLead.set(leadId, cells);
  }
  return byLead;
}

/**
 * A lead's research cells: the answer as the workspace says it ("Yes", "Not found on the site"; nothing while
 * waiting or failed), its quote and page where it was answered; text passes the formula neutraliser like every cell.
 */
export function researchExportCells(
  columns: readonly TResearchExportColumn[],
  cells: Map<string, TCell> | undefined,
): TExportCell[] {
  return columns.flatMap(({ id }) => {
    const cell = cells?.get(id);
    if (!cell || cell.status === 'pending' || cell.status === 'failed') return [null, null, null];
    const answer = formatCellAnswer(cell);
    const answered = cell.status === 'answered';
    return [
      neutraliseFormula(answer),
      answered && cell.quote ? neutraliseFormula(cell.quote) : null,
      answered && cell.url ? neutraliseFormula(cell.url) : null,
    ];
  });
}

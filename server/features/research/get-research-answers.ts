import { and, asc, eq } from 'drizzle-orm';
import type { TResearchAnswersResponse } from '@contracts/research';
import type { Db } from '../../db/client';
import { businessResults, researchAnswers } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { readResearchColumn } from './research-column-view';
import { toDollars } from './research-spend';

/** A column of the scope's team (404 otherwise) and its cells, in the order of the leads. */
export async function getResearchAnswers(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  columnId: string,
): Promise<TResearchAnswersResponse> {
  const column = await readResearchColumn(db, scope, columnId);
  const rows = await db
    .select({ cell: researchAnswers })
    .from(researchAnswers)
    .innerJoin(businessResults, eq(businessResults.id, researchAnswers.leadId))
    .where(and(eq(researchAnswers.columnId, columnId), ofTeam(researchAnswers, scope)))
    .orderBy(asc(businessResults.position), asc(researchAnswers.id));
  return {
    column,
    cells: rows.map(({ cell }) => ({
      leadId: cell.leadId,
      status: cell.status,
      answer: cell.answer ?? null,
      reason: cell.reason,
      confidence: cell.confidence,
      quote: cell.quote,
      url: cell.url,
      error: cell.error,
      promptTokens: cell.promptTokens,
      completionTokens: cell.completionTokens,
      costDollars: cell.costMicros === null ? null : toDollars(cell.costMicros),
      answeredAt: cell.answeredAt?.toISOString() ?? null,
      pagesFetchedAt: cell.pagesFetchedAt?.toISOString() ?? null,
    })),
  };
}

import { and, count, eq, sql } from 'drizzle-orm';
import type { TResearchEstimate } from '@contracts/research';
import { leadPageTexts, researchAnswers } from '../../db/schema';
import { costMicros, llmPriceOf } from '../../integrations/llm/llm-prices';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { researchPromptChars } from './answer-question';
import { askableCells, syncCells } from './column-cells';
import { expectedUsage } from './research-cost';
import { readColumnRow, toQuestion } from './research-column-view';
import { researchProviderFor, type TResearchProviderDeps } from './research-provider';
import { researchSpentThisMonth, toDollars } from './research-spend';

/**
 * What running a column would cost (decision 145), before anything is asked: for each cell the run would ask,
 * the prompt the model would get, reckoned from the lead's stored page sizes (their text is not read), at ~4
 * characters a token, plus a usual answer, at the configured model's list price. A lead without page text
 * costs nothing (it is "not found" without a call). Leads new to the search or list get their cells first. The
 * budget is the team's month under the operator's cap, or null when the team's own AI key pays.
 */
export async function estimateResearchRun(
  deps: TResearchProviderDeps,
  scope: Pick<TeamScope, 'teamId'>,
  columnId: string,
  rerun: boolean,
): Promise<TResearchEstimate> {
  const { db, config } = deps;
  const { column, question } = await readColumnRow(db, scope, columnId);
  await syncCells(db, column);
  const cells = await db
    .select({
      pages: count(leadPageTexts.id),
      chars:
        sql<number>`coalesce(sum(length(${leadPageTexts.url}) + length(${leadPageTexts.text})), 0)`.mapWith(
          Number,
        ),
    })
    .from(researchAnswers)
    .leftJoin(
      leadPageTexts,
      and(eq(leadPageTexts.leadId, researchAnswers.leadId), eq(leadPageTexts.teamId, researchAnswers.teamId)),
    )
    .where(and(eq(researchAnswers.columnId, column.id), ofTeam(researchAnswers, scope), askableCells(rerun)))
    .groupBy(researchAnswers.id);
  const price = llmPriceOf(config.LLM_MODEL);
  let tokens = 0;
  let micros = 0;
  for (const cell of cells) {
    if (cell.pages === 0) continue;
    const usage = expectedUsage(
      researchPromptChars(toQuestion(question), { count: cell.pages, chars: cell.chars }),
    );
    tokens += usage.promptTokens + usage.completionTokens;
    micros += costMicros(price, usage);
  }
  return {
    leads: cells.length,
    estimatedTokens: tokens,
    estimatedDollars: toDollars(micros),
    model: config.LLM_MODEL,
    budget:
      (await researchProviderFor(deps, scope.teamId))?.capMicros === null
        ? null
        : {
            monthlyDollars: config.RESEARCH_MONTHLY_DOLLARS,
            spentDollars: toDollars(await researchSpentThisMonth(db, scope.teamId)),
          },
  };
}

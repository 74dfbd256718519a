import { and, asc, eq } from 'drizzle-orm';
import type { TResearchAnswer, TResearchQuestion } from '@contracts/research';
import type { Db } from '../../db/client';
import { leadPageTexts } from '../../db/schema';
import type { TChatCompletionsClient, TChatUsage } from '../../integrations/llm/chat-completions-client';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { answerQuestion } from './answer-question';
import { checkAnswer } from './check-answer';

/**
 * One question about one lead of the scope's team (decision 143): the model reads that lead's stored page text
 * and its answer is checked against the same pages, so it can only rest on them. A lead without page text (never
 * deep-checked, or past its retention) is "not found" without a model call. Returns the tokens used (null: no
 * call, or the provider sent none). Throws LlmError when the provider fails.
 */
export async function answerLeadQuestion(
  deps: { db: Db; client: Pick<TChatCompletionsClient, 'chat'> },
  scope: Pick<TeamScope, 'teamId'>,
  leadId: string,
  question: TResearchQuestion,
): Promise<{ answer: TResearchAnswer; usage: TChatUsage | null }> {
  const pages = await deps.db
    .select({ url: leadPageTexts.url, text: leadPageTexts.text })
    .from(leadPageTexts)
    .where(and(eq(leadPageTexts.leadId, leadId), ofTeam(leadPageTexts, scope)))
    .orderBy(asc(leadPageTexts.position));
  const { answer, usage } = await answerQuestion(deps.client, question, pages);
  return { answer: checkAnswer(answer, pages), usage };
}

import { and, asc, eq } from 'drizzle-orm';
import type { TResearchAnswer, TResearchQuestion } from '@contracts/research';
import type { Db } from '../../db/client';
import { leadPageTexts } from '../../db/schema';
import type { TChatCompletionsClient, TChatUsage } from '../../integrations/llm/chat-completions-client';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { answerQuestion, type TResearchPage } from './answer-question';
import { checkAnswer } from './check-answer';

/** A checked answer, the tokens its call used, and the fetch time of the newest page it was based on. */
export type TLeadAnswer = { answer: TResearchAnswer; usage: TChatUsage | null; basedOn: Date | null };

/**
 * One question about one lead of the scope's team (decision 143): the model reads that lead's stored page text
 * and its answer is checked against the same pages, so it can only rest on them. A lead without page text (never
 * deep-checked, or past its retention) is "not found" without a model call. `beforeCall` is asked with the pages
 * just before the call (decision 145: the run reserves the call's cost there, and stops when it may not); false
 * makes no call and returns null. `usage` is null when no call was made or the provider sent none. Throws
 * LlmError when the provider fails.
 */
export async function answerLeadQuestion(
  deps: { db: Db; client: Pick<TChatCompletionsClient, 'chat'> },
  scope: Pick<TeamScope, 'teamId'>,
  leadId: string,
  question: TResearchQuestion,
  beforeCall?: (pages: TResearchPage[]) => Promise<boolean>,
): Promise<TLeadAnswer | null> {
  const rows = await deps.db
    .select({ url: leadPageTexts.url, text: leadPageTexts.text, fetchedAt: leadPageTexts.fetchedAt })
    .from(leadPageTexts)
    .where(and(eq(leadPageTexts.leadId, leadId), ofTeam(leadPageTexts, scope)))
    .orderBy(asc(leadPageTexts.position));
  const pages = rows.map(({ url, text }) => ({ url, text }));
  const basedOn = rows.reduce<Date | null>(
    (newest, row) => (newest && newest >= row.fetchedAt ? newest : row.fetchedAt),
    null,
  );
  if (pages.length > 0 && beforeCall && !(await beforeCall(pages))) return null;
  const { answer, usage } = await answerQuestion(deps.client, question, pages);
  return { answer: checkAnswer(answer, pages), usage, basedOn };
}

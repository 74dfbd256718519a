import { and, desc, eq } from 'drizzle-orm';
import { formatCellAnswer } from '@contracts/research';
import type { Db } from '../../db/client';
import { researchAnswers, researchColumns, researchQuestions } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

/** One question a lead's own site answered: the answer as the workspace says it, its quote and its page. */
export type TLeadAnswerLine = { question: string; answer: string; quote: string; url: string };

/**
 * The answers one lead of the scope's team has (decision 145, session 19 addendum: what a CRM push carries), one
 * per question: the newest where the same question was asked on several of its searches or lists. Only answered
 * cells, oldest question first; "not found", waiting and failed cells say nothing about the business.
 */
export async function findLeadAnswers(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  leadId: string,
): Promise<TLeadAnswerLine[]> {
  const rows = await db
    .select({
      questionId: researchQuestions.id,
      question: researchQuestions.question,
      askedAt: researchQuestions.createdAt,
      status: researchAnswers.status,
      answer: researchAnswers.answer,
      reason: researchAnswers.reason,
      quote: researchAnswers.quote,
      url: researchAnswers.url,
    })
    .from(researchAnswers)
    .innerJoin(researchColumns, eq(researchColumns.id, researchAnswers.columnId))
    .innerJoin(researchQuestions, eq(researchQuestions.id, researchColumns.questionId))
    .where(
      and(
        eq(researchAnswers.leadId, leadId),
        eq(researchAnswers.status, 'answered'),
        ofTeam(researchAnswers, scope),
        ofTeam(researchQuestions, scope),
      ),
    )
    .orderBy(desc(researchAnswers.answeredAt));
  const newest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!newest.has(row.questionId)) newest.set(row.questionId, row);
  return [...newest.values()]
    .sort((a, b) => a.askedAt.getTime() - b.askedAt.getTime())
    .map((row) => ({
      question: row.question,
      answer: formatCellAnswer(row),
      quote: row.quote ?? '',
      url: row.url ?? '',
    }));
}

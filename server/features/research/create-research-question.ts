import type { TResearchQuestion, TSavedResearchQuestion } from '@contracts/research';
import type { Db } from '../../db/client';
import { researchQuestions } from '../../db/schema';
import { ownerColumns, type TeamScope } from '../../lib/team-scope';
import { toSavedQuestion } from './research-column-view';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Saves a question for the scope's team, to be asked of any of its searches or lists (decision 145). */
export async function createResearchQuestion(
  db: Db | Tx,
  scope: Pick<TeamScope, 'teamId' | 'userId'>,
  question: TResearchQuestion,
): Promise<TSavedResearchQuestion> {
  const [row] = await db
    .insert(researchQuestions)
    .values({
      ...ownerColumns(scope),
      question: question.question,
      answerType: question.answerType,
      choices: question.answerType === 'choice' ? question.choices : null,
    })
    .returning();
  return toSavedQuestion(row);
}

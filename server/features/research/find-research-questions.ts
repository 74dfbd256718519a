import { desc } from 'drizzle-orm';
import type { TSavedResearchQuestion } from '@contracts/research';
import type { Db } from '../../db/client';
import { researchQuestions } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { toSavedQuestion } from './research-column-view';

/** The team's saved questions, newest first. */
export async function findResearchQuestions(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
): Promise<TSavedResearchQuestion[]> {
  const rows = await db
    .select()
    .from(researchQuestions)
    .where(ofTeam(researchQuestions, scope))
    .orderBy(desc(researchQuestions.createdAt), desc(researchQuestions.id));
  return rows.map(toSavedQuestion);
}

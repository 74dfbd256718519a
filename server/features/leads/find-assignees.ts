import { asc, eq } from 'drizzle-orm';
import type { TAssignee } from '@contracts/lead-activity';
import type { Db } from '../../db/client';
import { teamMember, user } from '../../db/schema';
import type { TeamScope } from '../../lib/team-scope';

/** The active team's members, the people its leads can be assigned to (viewers included: they may own follow-up). */
export async function findAssignees(db: Db, scope: Pick<TeamScope, 'teamId'>): Promise<TAssignee[]> {
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(teamMember)
    .innerJoin(user, eq(user.id, teamMember.userId))
    .where(eq(teamMember.teamId, scope.teamId))
    .orderBy(asc(user.name), asc(user.id));
}

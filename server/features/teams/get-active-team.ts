import { eq } from 'drizzle-orm';
import type { TActiveTeam } from '@contracts/teams';
import type { Db } from '../../db/client';
import { team } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TeamScope } from '../../lib/team-scope';

/** The request's team, as requireUser resolved it (a removed member is already back in their personal team). */
export async function getActiveTeam(db: Db, scope: TeamScope): Promise<TActiveTeam> {
  const [row] = await db
    .select({ id: team.id, name: team.name, personalOf: team.personalOf })
    .from(team)
    .where(eq(team.id, scope.teamId));
  if (!row) throw new AppError('NOT_FOUND', 'Team not found');
  return { id: row.id, name: row.name, personal: row.personalOf === scope.userId, role: scope.role };
}

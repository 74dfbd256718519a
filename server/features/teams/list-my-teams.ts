import { asc, eq, sql } from 'drizzle-orm';
import type { TMyTeam } from '@contracts/teams';
import { parseTeamRole } from '@contracts/team-roles';
import type { Db } from '../../db/client';
import { team, teamMember } from '../../db/schema';

/**
 * The teams `userId` belongs to, with the role in each: the personal team first, then by name. A membership whose
 * stored role is not one of the four grants nothing and is left out (decision 101 addendum).
 */
export async function listMyTeams(db: Db, userId: string): Promise<TMyTeam[]> {
  const rows = await db
    .select({ id: team.id, name: team.name, personalOf: team.personalOf, role: teamMember.role })
    .from(teamMember)
    .innerJoin(team, eq(team.id, teamMember.teamId))
    .where(eq(teamMember.userId, userId))
    .orderBy(sql`${team.personalOf} = ${userId} desc nulls last`, asc(team.name), team.id);
  return rows.flatMap((row) => {
    const role = parseTeamRole(row.role);
    return role ? [{ id: row.id, name: row.name, personal: row.personalOf === userId, role }] : [];
  });
}

import { asc, eq, sql } from 'drizzle-orm';
import type { TMyTeam } from '@contracts/teams';
import type { TTeamRole } from '@contracts/team-roles';
import type { Db } from '../../db/client';
import { team, teamMember } from '../../db/schema';

/** The teams `userId` belongs to, with the role in each: the personal team first, then by name. */
export async function listMyTeams(db: Db, userId: string): Promise<TMyTeam[]> {
  const rows = await db
    .select({ id: team.id, name: team.name, personalOf: team.personalOf, role: teamMember.role })
    .from(teamMember)
    .innerJoin(team, eq(team.id, teamMember.teamId))
    .where(eq(teamMember.userId, userId))
    .orderBy(sql`${team.personalOf} = ${userId} desc nulls last`, asc(team.name), team.id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    personal: row.personalOf === userId,
    role: row.role as TTeamRole,
  }));
}

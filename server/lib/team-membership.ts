import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { Db } from '../db/client';
import { team } from '../db/schema';
import type { ActiveTeam } from './app-context';
import { getPersonalTeamId, getTeamRole } from './session-cache';

/** Whose personal team `teamId` is; null for a team people created (or one that does not exist). */
export async function personalTeamOf(db: Db, teamId: string): Promise<string | null> {
  const [row] = await db.select({ personalOf: team.personalOf }).from(team).where(eq(team.id, teamId));
  return row?.personalOf ?? null;
}

/** Refuses removing, demoting or letting go the person a personal team belongs to (decision 101). */
export async function keepPersonalOwner(db: Db, teamId: string, userId: string): Promise<void> {
  if ((await personalTeamOf(db, teamId)) === userId)
    throw new APIError('BAD_REQUEST', {
      code: 'PERSONAL_TEAM_OWNER',
      message: 'A personal team always keeps its owner.',
    });
}

/** A personal team's name: "Ana's team", or "Personal team" when the account has no name. */
export function personalTeamName(fullName: string | null | undefined): string {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? `${first.slice(0, 60)}'s team` : 'Personal team';
}

/**
 * The team a request acts in: the session's active team while the user is still a member there (checked on every
 * request, from the cache that every removal clears on every instance), else their personal team. Null only for
 * an account that has no team at all (never, once it was provisioned).
 */
export async function resolveActiveTeam(
  db: Db,
  userId: string,
  activeTeamId: string | null,
): Promise<ActiveTeam | null> {
  if (activeTeamId) {
    const role = await getTeamRole(db, activeTeamId, userId);
    if (role) return { id: activeTeamId, role };
  }
  const personal = await getPersonalTeamId(db, userId);
  if (!personal) return null;
  const role = await getTeamRole(db, personal, userId);
  return role ? { id: personal, role } : null;
}

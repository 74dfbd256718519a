import { eq, type Column, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { roleCan, type TTeamPermission, type TTeamRole } from '@contracts/team-roles';
import type { AppEnv } from './app-context';
import { AppError } from './app-error';

/**
 * Who a query acts for (decision 101): every owned row is reached through `teamId` in the query itself; `userId`
 * is what `created_by` records and what per-person rules (assignment, "assigned to me") read.
 */
export type TeamScope = { teamId: string; userId: string; role: TTeamRole };

/** The request's scope; only after requireUser, which resolved the active team and checked the membership. */
export function scopeOf(c: Context<AppEnv>): TeamScope {
  const team = c.get('team');
  return { teamId: team.id, userId: c.get('user').id, role: team.role };
}

export const TEAM_ROLE_FORBIDDEN_MESSAGE = 'Your role in this team does not allow this';

/** Refuses (403) unless the user's role in the active team grants `permission` (contracts/team-roles.ts). */
export function assertCan(scope: Pick<TeamScope, 'role'>, permission: TTeamPermission): void {
  if (!roleCan(scope.role, permission)) throw new AppError('FORBIDDEN', TEAM_ROLE_FORBIDDEN_MESSAGE);
}

/** Route middleware form of `assertCan`; use after requireUser. */
export const requireTeamPermission = (permission: TTeamPermission) =>
  createMiddleware<AppEnv>(async (c, next) => {
    assertCan(c.get('team'), permission);
    await next();
  });

/** The condition every query of an owned table carries (decision 101): `eq(table.teamId, scope.teamId)`. */
export const ofTeam = (table: { teamId: Column }, scope: Pick<TeamScope, 'teamId'>): SQL =>
  eq(table.teamId, scope.teamId);

/** The owner columns of a row the scope writes: its team and who made it. */
export const ownerColumns = (scope: Pick<TeamScope, 'teamId' | 'userId'>) => ({
  teamId: scope.teamId,
  createdBy: scope.userId,
});

import { APIError } from 'better-auth/api';
import { parseTeamRole } from '@contracts/team-roles';
import type { AuthHookContext } from './auth/hook-steps';

export const ONE_TEAM_ROLE_MESSAGE = 'A team member has exactly one role: owner, admin, member or viewer';

/** better-auth's routes that set a member's role from the request body. */
const ROLE_SETTING_PATHS: ReadonlySet<string> = new Set([
  '/organization/invite-member',
  '/organization/update-member-role',
  '/organization/add-member',
]);

/**
 * Refuses (400 INVALID_TEAM_ROLE) a role that is not exactly one of the four: an array of roles, several joined
 * with commas, an empty one or one the app does not know (decision 101 addendum).
 */
export function assertOneTeamRole(role: unknown): void {
  if (!parseTeamRole(role))
    throw new APIError('BAD_REQUEST', { code: 'INVALID_TEAM_ROLE', message: ONE_TEAM_ROLE_MESSAGE });
}

/**
 * better-auth's `before` hook: checks the role a request sets before the plugin reads it, so every door answers
 * the same readable 400 (the plugin's own check knows only unknown names, and answers without a code).
 */
export function checkTeamRoleInput(ctx: AuthHookContext): void {
  if (!ctx.path || !ROLE_SETTING_PATHS.has(ctx.path)) return;
  const body = ctx.body as { role?: unknown } | undefined;
  if (body && 'role' in body) assertOneTeamRole(body.role);
}

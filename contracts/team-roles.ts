import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/organization/access';
import { z } from 'zod';

/**
 * The four team roles as permission statements of better-auth's access control (decision 101), shared by the
 * server (which enforces them on every route) and the web app (which hides what a role cannot do).
 * docs/team-roles.md is the same table in words.
 *
 * - `organization`, `member`, `invitation`: the plugin's own (rename/delete a team, members, invitations).
 * - `billing.manage`: the subscription and the team's deletion are the owner's.
 * - `settings.manage`: the Google key, integrations, API tokens, webhooks.
 * - `work.write`: searches, leads, lists, notes, tags, templates, sequences, email, CRM push.
 * - `work.export`: exports (viewers too).
 * - `work.read`: everything the team has.
 */
export const TEAM_STATEMENTS = {
  ...defaultStatements,
  billing: ['manage'],
  settings: ['manage'],
  work: ['read', 'export', 'write'],
} as const;

export const teamAccess = createAccessControl(TEAM_STATEMENTS);

const viewer = teamAccess.newRole({ work: ['read', 'export'] });
const member = teamAccess.newRole({ work: ['read', 'export', 'write'] });
const admin = teamAccess.newRole({
  organization: ['update'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  settings: ['manage'],
  work: ['read', 'export', 'write'],
});
const owner = teamAccess.newRole({
  organization: ['update', 'delete'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  billing: ['manage'],
  settings: ['manage'],
  work: ['read', 'export', 'write'],
});

export const TEAM_ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export const ZTeamRole = z.enum(TEAM_ROLES);
export type TTeamRole = z.infer<typeof ZTeamRole>;
export const teamRoles = { owner, admin, member, viewer } satisfies Record<TTeamRole, unknown>;

/**
 * The role a stored or sent value names, or null when it is not exactly one of the four. better-auth's organization
 * plugin accepts an array of roles and stores them joined with commas ("member,viewer"); LeadScout gives a person
 * one role per team, so such a value — or one naming no role of ours — is no role (decision 101 addendum).
 */
export function parseTeamRole(value: unknown): TTeamRole | null {
  const parsed = ZTeamRole.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** One permission a route needs, e.g. `{ work: ['write'] }`. */
export type TTeamPermission = { [K in keyof typeof TEAM_STATEMENTS]?: (typeof TEAM_STATEMENTS)[K][number][] };

/** Whether `role` may do everything `permission` names. */
export function roleCan(role: TTeamRole, permission: TTeamPermission): boolean {
  return teamRoles[role].authorize(permission as never).success;
}

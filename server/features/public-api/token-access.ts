import type { TApiTokenScope } from '@contracts/api-tokens';
import type { TTeamPermission } from '@contracts/team-roles';
import { assertApiScope, requireApiScope } from '../../lib/api-token-auth';
import { assertCan, requireTeamPermission, type TeamScope } from '../../lib/team-scope';

/**
 * What an operation of the public API needs, on either door (`/api/v1` and its MCP twin, decisions 113 and 114):
 * a scope of the token, and maybe a permission of its creator's role in the team.
 */
export type TTokenAccess = { scope: TApiTokenScope; permission?: TTeamPermission };

export const READ: TTokenAccess = { scope: 'read' };
export const EXPORT: TTokenAccess = { scope: 'read', permission: { work: ['export'] } };
export const WORK: TTokenAccess = { scope: 'write', permission: { work: ['write'] } };
/** Anything that sends mail from the team's mailboxes (a campaign's launch or resume): its own scope. */
export const SEND: TTokenAccess = { scope: 'send', permission: { work: ['write'] } };
/** Like Settings → Integrations: an owner's or admin's write token. */
export const MANAGE: TTokenAccess = { scope: 'write', permission: { settings: ['manage'] } };

/** The part of a `/api/v1` route's config that checks `access` (middleware) and documents it (`security`). */
export const v1Access = ({ scope, permission }: TTokenAccess) => ({
  security: [{ bearerAuth: [scope] }],
  middleware: [requireApiScope(scope), ...(permission ? [requireTeamPermission(permission)] : [])],
});

/** The same check inside an MCP tool, before its input is read. */
export function assertTokenAccess(scopes: TApiTokenScope[], team: TeamScope, access: TTokenAccess): void {
  assertApiScope(scopes, access.scope);
  if (access.permission) assertCan(team, access.permission);
}

import { APIError } from 'better-auth/api';
import { organization } from 'better-auth/plugins/organization';
import { teamAccess, teamRoles } from '@contracts/team-roles';
import type { Db } from '../db/client';
import type { authMails } from './auth-mail';
import { logger } from '../core/logger';
import { keepPersonalOwner, personalTeamOf } from './team-membership';
import { assertOneTeamRole } from './team-role-input';
import { ownersOf } from './team-payer';

/** How long an invitation link works (decision 101). */
export const INVITATION_DAYS = 7;

/** Where an invitation mail's link lands: the app shows it once the invited address is verified. */
export const invitationPath = (id: string) => `/invitations/${encodeURIComponent(id)}`;

/** Told who may pay for a team whose members changed (its owners, and the person who joined or left). */
export type OnTeamMembersChanged = (candidatePayers: string[]) => Promise<void>;

/**
 * better-auth's organization plugin is LeadScout's team (decision 101): its organization is our `team` table, its
 * members and invitations ours; its own sub-"teams" stay off. Roles are the four of contracts/team-roles.ts.
 * Invitations are accepted only by a verified address, expire and work once (the plugin's rules).
 */
export function teamPlugin(options: {
  db: Db;
  mails: ReturnType<typeof authMails>;
  appUrl: string;
  onMembersChanged?: OnTeamMembersChanged;
}) {
  const { db, mails, appUrl } = options;
  /** Seats follow members (decision 111): a failure here is logged, never undoes the membership change. */
  const membersChanged = async (teamId: string, extra: string[] = []) => {
    if (!options.onMembersChanged) return;
    try {
      await options.onMembersChanged([...(await ownersOf(db, teamId)), ...extra]);
    } catch (error) {
      logger.warn('seat count not queued', { teamId, error });
    }
  };
  /** The owners of a team being deleted, read before its members go. */
  const ownersOfDeleted = new Map<string, string[]>();
  return organization({
    ac: teamAccess,
    roles: teamRoles,
    creatorRole: 'owner',
    teams: { enabled: false },
    requireEmailVerificationOnInvitation: true,
    invitationExpiresIn: INVITATION_DAYS * 24 * 60 * 60,
    cancelPendingInvitationsOnReInvite: true,
    schema: {
      organization: { modelName: 'team' },
      member: { modelName: 'teamMember', fields: { organizationId: 'teamId' } },
      invitation: { modelName: 'teamInvitation', fields: { organizationId: 'teamId' } },
      session: { fields: { activeOrganizationId: 'activeTeamId' } },
    },
    sendInvitationEmail: async ({ id, email, role, organization: invitedTo, inviter }) => {
      await mails.teamInvitation(email, {
        teamName: invitedTo.name,
        inviterName: inviter.user.name || inviter.user.email,
        role,
        url: new URL(invitationPath(id), appUrl).toString(),
      });
    },
    organizationHooks: {
      // A personal team lives as long as its account (decision 101).
      beforeDeleteOrganization: async ({ organization: doomed }) => {
        if (await personalTeamOf(db, doomed.id))
          throw new APIError('BAD_REQUEST', {
            code: 'PERSONAL_TEAM',
            message: 'Your personal team cannot be deleted.',
          });
        if (options.onMembersChanged) ownersOfDeleted.set(doomed.id, await ownersOf(db, doomed.id));
      },
      afterDeleteOrganization: async ({ organization: gone }) => {
        const owners = ownersOfDeleted.get(gone.id) ?? [];
        ownersOfDeleted.delete(gone.id);
        if (owners.length) await membersChanged(gone.id, owners);
      },
      afterAddMember: ({ member, organization: to }) => membersChanged(to.id, [member.userId]),
      afterAcceptInvitation: ({ member, organization: to }) => membersChanged(to.id, [member.userId]),
      afterRemoveMember: ({ member, organization: from }) => membersChanged(from.id, [member.userId]),
      afterUpdateMemberRole: ({ member, organization: of }) => membersChanged(of.id, [member.userId]),
      beforeRemoveMember: ({ member, organization: from }) => keepPersonalOwner(db, from.id, member.userId),
      // One role per person per team, however it is set (also lib/team-role-input.ts, before the plugin reads it).
      beforeAddMember: async ({ member }) => assertOneTeamRole(member.role),
      beforeCreateInvitation: async ({ invitation }) => assertOneTeamRole(invitation.role),
      // An invitation stored with roles joined by commas (before this rule) makes no member.
      beforeAcceptInvitation: async ({ invitation }) => assertOneTeamRole(invitation.role),
      beforeUpdateMemberRole: async ({ member, newRole, organization: from }) => {
        assertOneTeamRole(newRole);
        if (newRole !== 'owner') await keepPersonalOwner(db, from.id, member.userId);
      },
    },
  });
}

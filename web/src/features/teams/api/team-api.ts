import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTeamRole } from '@contracts/team-roles';
import { refetchForNewTeam, TEAM_QUERY_KEY } from '@web/lib/active-team';
import { withSecondStep } from '@web/lib/second-step';
import { teamCall, teamClient } from '@web/lib/team-client';

export type TTeamMember = { id: string; userId: string; role: TTeamRole; name: string; email: string };
export type TTeamInvitation = { id: string; email: string; role: TTeamRole; expiresAt: string };
export type TTeamDetails = { members: TTeamMember[]; invitations: TTeamInvitation[] };

const detailsKey = (teamId: string) => [...TEAM_QUERY_KEY, teamId, 'details'] as const;

/** The active team's members and pending invitations (better-auth's get-full-organization). */
export function useTeamDetails(teamId: string | undefined) {
  return useQuery({
    queryKey: detailsKey(teamId ?? ''),
    enabled: Boolean(teamId),
    queryFn: async (): Promise<TTeamDetails> => {
      const full = await teamCall(
        teamClient.organization.getFullOrganization({ query: { organizationId: teamId } }),
      );
      const now = Date.now();
      return {
        members: (full?.members ?? []).map((member) => ({
          id: member.id,
          userId: member.userId,
          role: member.role as TTeamRole,
          name: member.user.name,
          email: member.user.email,
        })),
        invitations: (full?.invitations ?? [])
          .filter(
            (invitation) => invitation.status === 'pending' && new Date(invitation.expiresAt).getTime() > now,
          )
          .map((invitation) => ({
            id: invitation.id,
            email: invitation.email,
            role: invitation.role as TTeamRole,
            expiresAt: new Date(invitation.expiresAt).toISOString(),
          })),
      };
    },
  });
}

/** Team reads (names, members, invitations) after a change inside the same team. */
function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY });
}

export function useRenameTeam(teamId: string) {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (name: string) =>
      teamCall(teamClient.organization.update({ organizationId: teamId, data: { name: name.trim() } })),
    onSuccess: refresh,
  });
}

export function useInviteMember(teamId: string) {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: ({ email, role }: { email: string; role: TTeamRole }) =>
      teamCall(
        withSecondStep(() =>
          teamClient.organization.inviteMember({ organizationId: teamId, email: email.trim(), role }),
        ),
      ),
    onSuccess: refresh,
  });
}

export function useCancelInvitation() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (invitationId: string) =>
      teamCall(teamClient.organization.cancelInvitation({ invitationId })),
    onSuccess: refresh,
  });
}

export function useChangeMemberRole(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: TTeamRole }) =>
      teamCall(
        withSecondStep(() =>
          teamClient.organization.updateMemberRole({ organizationId: teamId, memberId, role }),
        ),
      ),
    // A changed role (maybe one's own) changes what every screen may show.
    onSuccess: () => refetchForNewTeam(queryClient),
  });
}

export function useRemoveMember(teamId: string) {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (memberId: string) =>
      teamCall(teamClient.organization.removeMember({ organizationId: teamId, memberIdOrEmail: memberId })),
    onSuccess: refresh,
  });
}

/** Leaving or deleting the active team: the server falls back to the personal team, and everything refetches. */
export function useLeaveTeam(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => teamCall(teamClient.organization.leave({ organizationId: teamId })),
    onSuccess: () => refetchForNewTeam(queryClient),
  });
}

export function useDeleteTeam(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => teamCall(teamClient.organization.delete({ organizationId: teamId })),
    onSuccess: () => refetchForNewTeam(queryClient),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refetchForNewTeam, TEAM_QUERY_KEY } from './active-team';

/** better-auth's organization client loads with the first team action, not with every signed-in page. */
const loadTeamClient = () => import('./team-client');

/** An invitation waiting for the signed-in user (better-auth's list-user-invitations). */
export type TMyInvitation = { id: string; organizationId: string; organizationName?: string; role: string };

/**
 * Invitations to the signed-in user's address that still wait. The server lists them only for a verified address
 * (decision 101); an unverified one sees none here.
 */
export function useMyInvitations(enabled: boolean) {
  return useQuery({
    queryKey: [...TEAM_QUERY_KEY, 'invitations-for-me'],
    enabled,
    queryFn: async () => {
      const { teamCall, teamClient } = await loadTeamClient();
      const all = await teamCall(teamClient.organization.listUserInvitations());
      const now = Date.now();
      return (all ?? [])
        .filter(
          (invitation) => invitation.status === 'pending' && new Date(invitation.expiresAt).getTime() > now,
        )
        .map((invitation): TMyInvitation => ({
          id: invitation.id,
          organizationId: invitation.organizationId,
          organizationName: (invitation as { organizationName?: string }).organizationName,
          role: invitation.role,
        }));
    },
  });
}

/** Accepts an invitation, makes that team the active one and refetches everything. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invitation: { id: string; teamId: string }) => {
      const { teamCall, teamClient } = await loadTeamClient();
      await teamCall(teamClient.organization.acceptInvitation({ invitationId: invitation.id }));
      await teamCall(teamClient.organization.setActive({ organizationId: invitation.teamId }));
    },
    onSuccess: () => refetchForNewTeam(queryClient),
  });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invitationId: string) => {
      const { teamCall, teamClient } = await loadTeamClient();
      return teamCall(teamClient.organization.rejectInvitation({ invitationId }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}

/** A slug for a new team: its name in lowercase words plus a short random tail, so two "Acme" teams coexist. */
export function teamSlug(name: string): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const tail = Math.random().toString(36).slice(2, 8);
  return base ? `${base}-${tail}` : `team-${tail}`;
}

/** Creates a team (the creator is its owner); better-auth makes it the active team, so everything refetches. */
export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { teamCall, teamClient } = await loadTeamClient();
      return teamCall(teamClient.organization.create({ name: name.trim(), slug: teamSlug(name) }));
    },
    onSuccess: () => refetchForNewTeam(queryClient),
  });
}

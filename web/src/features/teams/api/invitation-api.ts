import { useQuery } from '@tanstack/react-query';
import type { TTeamRole } from '@contracts/team-roles';
import { TEAM_QUERY_KEY } from '@web/lib/active-team';
import { teamCall, teamClient } from '@web/lib/team-client';

export type TInvitationDetails = {
  id: string;
  teamId: string;
  teamName: string;
  inviterEmail: string;
  role: TTeamRole;
  expiresAt: string;
};

/**
 * One invitation for the signed-in, verified address (better-auth's get-invitation). The server answers 400 when it
 * is expired, used or cancelled, 403 when it was sent to another address.
 */
export function useInvitation(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...TEAM_QUERY_KEY, 'invitation', id],
    enabled,
    queryFn: async (): Promise<TInvitationDetails> => {
      const invitation = await teamCall(teamClient.organization.getInvitation({ query: { id } }));
      return {
        id: invitation.id,
        teamId: invitation.organizationId,
        teamName: invitation.organizationName,
        inviterEmail: invitation.inviterEmail,
        role: invitation.role as TTeamRole,
        expiresAt: new Date(invitation.expiresAt).toISOString(),
      };
    },
  });
}

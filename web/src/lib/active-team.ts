import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { roleCan, type TTeamPermission } from '@contracts/team-roles';
import { ApiError, apiRequest } from './api-client';
import { useSession } from './session';

/** Every team query's key starts with this; switching teams refetches everything anyway. */
export const TEAM_QUERY_KEY = ['team'] as const;

/** GET /api/teams/active: the team this session works in and the user's role there. */
export function getActiveTeamQueryOptions() {
  return queryOptions({
    queryKey: [...TEAM_QUERY_KEY, 'active'],
    queryFn: async () => apiRequest('/api/teams/active', (await import('@contracts/teams')).ZActiveTeam),
  });
}

/** GET /api/teams: every team the user belongs to, with the role in each (personal team first). */
export function getMyTeamsQueryOptions() {
  return queryOptions({
    queryKey: [...TEAM_QUERY_KEY, 'mine'],
    queryFn: async () =>
      (await apiRequest('/api/teams', (await import('@contracts/teams')).ZMyTeamsResponse)).teams,
  });
}

export function useActiveTeam() {
  const { user } = useSession();
  return useQuery({ ...getActiveTeamQueryOptions(), enabled: user !== null });
}

/**
 * Whether the active role allows `permission` (contracts/team-roles.ts). Controls a role cannot use are hidden; until
 * the role is known they show, and the server refuses what the role may not do anyway. For signed-in screens only
 * (it reads the active team without waiting for the session).
 */
export function useTeamCan(permission: TTeamPermission): boolean {
  const role = useQuery(getActiveTeamQueryOptions()).data?.role;
  return role === undefined || roleCan(role, permission);
}

/** After the active team changed: every query reads again, so every screen shows the new team's data. */
export async function refetchForNewTeam(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries();
}

async function setActiveTeam(teamId: string): Promise<void> {
  const { teamCall, teamClient } = await import('./team-client');
  await teamCall(teamClient.organization.setActive({ organizationId: teamId }));
}

/** Makes `teamId` the session's active team (better-auth's set-active) and refetches every query. */
export function useSwitchTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setActiveTeam,
    onSuccess: () => refetchForNewTeam(queryClient),
  });
}

export type TLocateKind = 'search' | 'list' | 'lead';

/**
 * A record that is "not found" in the active team may belong to another team of the user's
 * (GET /api/teams/locate): switches there and answers that team's name, or null when none of them has it.
 */
export async function openInOwningTeam(
  queryClient: QueryClient,
  kind: TLocateKind,
  id: string,
): Promise<string | null> {
  const { ZLocatedItem } = await import('@contracts/teams');
  const query = new URLSearchParams({ kind, id });
  let location;
  try {
    location = await apiRequest(`/api/teams/locate?${query.toString()}`, ZLocatedItem);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  if (location.active) return null;
  await setActiveTeam(location.teamId);
  await refetchForNewTeam(queryClient);
  return location.teamName;
}

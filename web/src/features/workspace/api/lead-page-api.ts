import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAssigneesResponse,
  ZAssignLeadsResponse,
  ZLeadPage,
  type TAssignLeadsRequest,
} from '@contracts/lead-activity';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidateLeadViews } from './leads-api';

export const leadPageKey = (id: string) => ['workspace', 'lead', id] as const;

/** GET /api/leads/:id — the lead page. */
export function useLeadPage(id: string) {
  return useQuery({
    queryKey: leadPageKey(id),
    queryFn: () => apiRequest(`/api/leads/${encodeURIComponent(id)}`, ZLeadPage),
    retry: false,
  });
}

/**
 * The active team's members, the people a lead can be assigned to, and the signed-in user's id. Asked only when
 * needed (a lead is assigned, the menu opens, "Assigned to me" is on), so a team nobody assigns in never asks.
 */
export function useAssignees(enabled = true) {
  return useQuery({
    queryKey: ['workspace', 'assignees'],
    queryFn: () => apiRequest('/api/leads/assignees', ZAssigneesResponse),
    staleTime: 60_000,
    enabled,
  });
}

export function useAssignLeads() {
  const invalidate = useInvalidateLeadViews();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAssignLeadsRequest) =>
      apiRequest('/api/leads/assign', ZAssignLeadsResponse, { method: 'POST', body: input }),
    onSuccess: () => {
      invalidate();
      void queryClient.invalidateQueries({ queryKey: ['workspace', 'lead'] });
    },
  });
}

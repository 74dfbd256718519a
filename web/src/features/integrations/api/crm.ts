import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZCrmConnection,
  ZCrmConnections,
  ZCrmPipelines,
  ZCrmPush,
  ZCrmRecords,
  ZCrmAutoPushSearches,
  ZCrmTestResult,
  ZSearchAutoPushChanged,
  ZSearchAutoPushes,
  type TConnectCrmRequest,
  type TCrmProvider,
  type TUpdateCrmSettingsRequest,
} from '@contracts/crm';
import { apiRequest } from '@web/lib/api-client';

const KEY = ['crm'] as const;
const path = (provider: TCrmProvider) => `/api/integrations/${provider}`;

/** The team's CRM connections (masked tokens, field switches, pipeline); `enabled` waits until they are shown. */
export function useCrmConnections(enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...KEY, 'connections'],
    queryFn: () => apiRequest('/api/integrations', ZCrmConnections),
  });
}

function useInvalidateCrm() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
}

export function useConnectCrm() {
  const invalidate = useInvalidateCrm();
  return useMutation({
    mutationFn: ({ provider, ...body }: { provider: TCrmProvider } & TConnectCrmRequest) =>
      apiRequest(path(provider), ZCrmConnection, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

export function useTestCrm() {
  const invalidate = useInvalidateCrm();
  return useMutation({
    mutationFn: (provider: TCrmProvider) =>
      apiRequest(`${path(provider)}/test`, ZCrmTestResult, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

export function useUpdateCrmSettings(provider: TCrmProvider) {
  const invalidate = useInvalidateCrm();
  return useMutation({
    mutationFn: (changes: TUpdateCrmSettingsRequest) =>
      apiRequest(path(provider), ZCrmConnection, { method: 'PATCH', body: changes }),
    onSuccess: invalidate,
  });
}

export function useDisconnectCrm() {
  const invalidate = useInvalidateCrm();
  return useMutation({
    mutationFn: (provider: TCrmProvider) =>
      apiRequest(path(provider), z.object({ ok: z.boolean() }), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useCrmPipelines(provider: TCrmProvider, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'pipelines', provider],
    queryFn: () => apiRequest(`${path(provider)}/pipelines`, ZCrmPipelines),
    enabled,
  });
}

export function useStartCrmPush() {
  return useMutation({
    mutationFn: (body: { provider: TCrmProvider; leadIds?: string[]; listId?: string }) =>
      apiRequest('/api/crm-pushes', z.object({ id: z.string() }), { method: 'POST', body }),
  });
}

/** A push's progress, read again every second until it has completed. */
export function useCrmPush(pushId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...KEY, 'push', pushId],
    queryFn: async () => {
      const push = await apiRequest(`/api/crm-pushes/${encodeURIComponent(pushId!)}`, ZCrmPush);
      // The leads now show where they went.
      if (push.status === 'completed') void queryClient.invalidateQueries({ queryKey: [...KEY, 'records'] });
      return push;
    },
    enabled: pushId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'completed' ? false : 1000),
  });
}

/** Where one lead was pushed. */
export function useLeadCrmRecords(leadId: string) {
  return useQuery({
    queryKey: [...KEY, 'records', leadId],
    queryFn: () => apiRequest(`/api/leads/${encodeURIComponent(leadId)}/crm-records`, ZCrmRecords),
  });
}

/** Which of the team's CRMs auto-push one saved search's leads. */
export function useSearchAutoPushes(searchId: string) {
  return useQuery({
    queryKey: [...KEY, 'search-auto-push', searchId],
    queryFn: () => apiRequest(`/api/searches/${encodeURIComponent(searchId)}/auto-push`, ZSearchAutoPushes),
  });
}

/** The saved searches a CRM auto-pushes when its scope is "chosen searches". */
export function useAutoPushSearches(provider: TCrmProvider, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...KEY, 'auto-push-searches', provider],
    queryFn: () => apiRequest(`${path(provider)}/auto-push-searches`, ZCrmAutoPushSearches),
  });
}

/** Switches a saved search's auto-push to one CRM on (pushing its checked leads that qualify) or off. */
export function useSetSearchAutoPush() {
  const invalidate = useInvalidateCrm();
  return useMutation({
    mutationFn: ({ searchId, provider, on }: { searchId: string; provider: TCrmProvider; on: boolean }) =>
      apiRequest(
        `/api/searches/${encodeURIComponent(searchId)}/auto-push/${provider}`,
        ZSearchAutoPushChanged,
        { method: on ? 'PUT' : 'DELETE' },
      ),
    onSuccess: invalidate,
  });
}

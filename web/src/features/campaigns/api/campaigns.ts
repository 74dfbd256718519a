import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZCampaignDetail,
  ZCampaignList,
  ZCampaignPreview,
  ZCampaignSummary,
  ZLaunchedCampaign,
  type TCampaignPreviewRequest,
  type TLaunchCampaignRequest,
} from '@contracts/campaigns';
import { apiRequest } from '@web/lib/api-client';

const KEY = ['campaigns'] as const;
const path = (id: string) => `/api/campaigns/${encodeURIComponent(id)}`;

/** The team's campaigns, newest first, with their leads counted per state. */
export function useCampaigns() {
  return useQuery({ queryKey: KEY, queryFn: () => apiRequest('/api/campaigns', ZCampaignList) });
}

/**
 * One campaign's steps, per-step counts and leads; refreshed every 10 s while it runs (a reply shows within
 * seconds of being read) and every minute otherwise (a paused campaign's replies still arrive).
 */
export function useCampaign(id: string) {
  return useQuery({
    queryKey: [...KEY, id],
    queryFn: () => apiRequest(path(id), ZCampaignDetail),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 10_000 : 60_000),
  });
}

/** What a launch would do; writes nothing. */
export function usePreviewCampaign() {
  return useMutation({
    mutationFn: (body: TCampaignPreviewRequest) =>
      apiRequest('/api/campaigns/preview', ZCampaignPreview, { method: 'POST', body }),
  });
}

export function useLaunchCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLaunchCampaignRequest) =>
      apiRequest('/api/campaigns', ZLaunchedCampaign, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export type TCampaignAction = 'pause' | 'resume' | 'stop';

export function useCampaignAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TCampaignAction) =>
      apiRequest(`${path(id)}/${action}`, ZCampaignSummary, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

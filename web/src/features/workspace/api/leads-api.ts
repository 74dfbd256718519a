import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZBulkDeleteResponse,
  ZBulkTagResponse,
  ZLeadMarkersResponse,
  type TMergeLeadsRequest,
  type TUpdateLeadNotesRequest,
} from '@contracts/leads';
import { ZLead } from '@contracts/search';
import { apiRequest } from '@web/lib/api-client';
import type { TWorkspaceSource } from '../lib/workspace-source';

/** After leads change, every view that shows them reloads: saved searches, lists and markers. */
export function useInvalidateLeadViews() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['searches', 'detail'] });
    void queryClient.invalidateQueries({ queryKey: ['lists'] });
    void queryClient.invalidateQueries({ queryKey: ['workspace', 'markers'] });
    void queryClient.invalidateQueries({ queryKey: ['workspace', 'lead'] });
  };
}

export function useUpdateLeadNotes() {
  const invalidate = useInvalidateLeadViews();
  return useMutation({
    mutationFn: ({ id, ...input }: TUpdateLeadNotesRequest & { id: string }) =>
      apiRequest(`/api/leads/${encodeURIComponent(id)}`, ZLead, { method: 'PATCH', body: input }),
    onSuccess: invalidate,
  });
}

export function useBulkTag() {
  const invalidate = useInvalidateLeadViews();
  return useMutation({
    mutationFn: (input: { ids: string[]; tags: string[] }) =>
      apiRequest('/api/leads/bulk-tag', ZBulkTagResponse, { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useBulkDelete() {
  const invalidate = useInvalidateLeadViews();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest('/api/leads/bulk-delete', ZBulkDeleteResponse, { method: 'POST', body: { ids } }),
    onSuccess: invalidate,
  });
}

export function useMergeLeads() {
  const invalidate = useInvalidateLeadViews();
  return useMutation({
    mutationFn: (input: TMergeLeadsRequest) =>
      apiRequest('/api/leads/merge', ZLead, { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

/**
 * "Seen before", list and contact markers for a view. Refetched when the number of leads changes (a live
 * search adds rows), keeping the previous answer on screen meanwhile.
 */
export function useLeadMarkers(source: TWorkspaceSource, leadCount: number) {
  const param =
    source.kind === 'search'
      ? `searchId=${encodeURIComponent(source.searchId)}`
      : source.kind === 'list'
        ? `listId=${encodeURIComponent(source.listId)}`
        : `sweepId=${encodeURIComponent(source.sweepId)}`;
  return useQuery({
    queryKey: ['workspace', 'markers', param, leadCount],
    queryFn: () => apiRequest(`/api/leads/markers?${param}`, ZLeadMarkersResponse),
    enabled: leadCount > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

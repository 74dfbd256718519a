import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZAddToListsResponse,
  ZLeadList,
  ZLeadLists,
  ZListWithLeads,
  ZRemoveFromListResponse,
  type TAddToListsRequest,
  type TCreateListRequest,
  type TUpdateListRequest,
} from '@contracts/lists';
import { apiRequest } from '@web/lib/api-client';

const LISTS_KEY = ['lists'] as const;

function getListsQueryOptions() {
  return queryOptions({
    queryKey: [...LISTS_KEY, 'all'],
    queryFn: () => apiRequest('/api/lists', ZLeadLists),
  });
}

/** The user's lists, newest first, with member counts. */
export function useLists() {
  return useQuery(getListsQueryOptions());
}

export function getListQueryOptions(listId: string) {
  return queryOptions({
    queryKey: [...LISTS_KEY, 'detail', listId],
    queryFn: () => apiRequest(`/api/lists/${encodeURIComponent(listId)}`, ZListWithLeads),
  });
}

/** Lists changed: counts, details and the "in list" markers all follow. */
function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: LISTS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['workspace', 'markers'] });
  };
}

export function useCreateList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (input: TCreateListRequest) =>
      apiRequest('/api/lists', ZLeadList, { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ id, ...input }: TUpdateListRequest & { id: string }) =>
      apiRequest(`/api/lists/${encodeURIComponent(id)}`, ZLeadList, { method: 'PATCH', body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/lists/${encodeURIComponent(id)}`, z.object({ ok: z.literal(true) }), {
        method: 'DELETE',
      }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: [...LISTS_KEY, 'detail', id] });
      invalidate();
    },
  });
}

export function useAddToLists() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (input: TAddToListsRequest) =>
      apiRequest('/api/lists/members', ZAddToListsResponse, { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useRemoveFromList() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ listId, leadIds }: { listId: string; leadIds: string[] }) =>
      apiRequest(`/api/lists/${encodeURIComponent(listId)}/members`, ZRemoveFromListResponse, {
        method: 'DELETE',
        body: { leadIds },
      }),
    onSuccess: invalidate,
  });
}

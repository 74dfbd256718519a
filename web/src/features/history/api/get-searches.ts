import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZSearchSummary, ZSearchWithLeads } from '@contracts/search';
import { apiRequest } from '@web/lib/api-client';

function getSearchesQueryOptions() {
  return queryOptions({
    queryKey: ['searches', 'list'],
    queryFn: () => apiRequest('/api/searches', z.array(ZSearchSummary)),
  });
}

/** The signed-in user's searches, newest first. */
export function useSearches() {
  return useQuery(getSearchesQueryOptions());
}

export function getSearchQueryOptions(searchId: string) {
  return queryOptions({
    queryKey: ['searches', 'detail', searchId],
    queryFn: () => apiRequest(`/api/searches/${encodeURIComponent(searchId)}`, ZSearchWithLeads),
  });
}

export function useDeleteSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (searchId: string) =>
      apiRequest(`/api/searches/${encodeURIComponent(searchId)}`, z.object({ ok: z.literal(true) }), {
        method: 'DELETE',
      }),
    onSuccess: (_data, searchId) => {
      queryClient.removeQueries({ queryKey: ['searches', 'detail', searchId] });
      void queryClient.invalidateQueries({ queryKey: ['searches', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard', 'overview'] });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TStartSearchRequest } from '@contracts/search';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/searches answers 202 with the new search, or 200 `betaComplete` when a beta budget is spent. */
const ZStartSearchResponse = z.union([
  z.object({
    searchId: z.string(),
    betaComplete: z.literal(false),
    betaResultsRemaining: z.number().int().nullable(),
  }),
  z.object({
    searchId: z.null(),
    betaComplete: z.literal(true),
    betaResultsRemaining: z.number().int().nullable(),
  }),
]);

function startSearch(input: TStartSearchRequest) {
  return apiRequest('/api/searches', ZStartSearchResponse, { method: 'POST', body: input });
}

export function useStartSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSearch,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['searches', 'access'] });
      void queryClient.invalidateQueries({ queryKey: ['searches', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['usage'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard', 'overview'] });
    },
  });
}

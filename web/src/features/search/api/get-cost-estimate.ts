import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZCostEstimate } from '@contracts/search';
import { apiRequest } from '@web/lib/api-client';

function getCostEstimateQueryOptions(limit: number) {
  return queryOptions({
    queryKey: ['searches', 'estimate', limit],
    queryFn: () => apiRequest(`/api/searches/estimate?limit=${limit}`, ZCostEstimate),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

/** What a search for `limit` results should cost in Google API fees, before it runs. */
export function useCostEstimate(limit: number) {
  return useQuery(getCostEstimateQueryOptions(limit));
}

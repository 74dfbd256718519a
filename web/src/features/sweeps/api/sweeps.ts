import { useMutation } from '@tanstack/react-query';
import { ZSweepEstimate, type TSweepEstimateRequest } from '@contracts/sweeps';
import { apiRequest } from '@web/lib/api-client';

/** Counts an area's places for free and prices fetching them (decision 142); spends nothing. */
export function useEstimateSweep() {
  return useMutation({
    mutationFn: (body: TSweepEstimateRequest) =>
      apiRequest('/api/sweeps/estimate', ZSweepEstimate, { method: 'POST', body }),
  });
}

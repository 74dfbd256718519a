import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZSweep,
  ZSweepEstimate,
  ZSweepLeads,
  ZSweepList,
  type TStartSweepRequest,
  type TSweepEstimateRequest,
} from '@contracts/sweeps';
import { apiRequest } from '@web/lib/api-client';

const KEY = ['sweeps'] as const;
const path = (id: string) => `/api/sweeps/${encodeURIComponent(id)}`;
/** A sweep still at work: its page follows it. */
const isAtWork = (status: string | undefined) => status === 'queued' || status === 'running';

/** Counts an area's places for free and prices fetching them (decision 142); spends nothing. */
export function useEstimateSweep() {
  return useMutation({
    mutationFn: (body: TSweepEstimateRequest) =>
      apiRequest('/api/sweeps/estimate', ZSweepEstimate, { method: 'POST', body }),
  });
}

/** The team's sweeps, newest first. */
export function useSweeps() {
  return useQuery({ queryKey: KEY, queryFn: () => apiRequest('/api/sweeps', ZSweepList) });
}

/** One sweep with its cells and searches; every 2 s while it is queued or running. */
export function useSweep(id: string) {
  return useQuery({
    queryKey: [...KEY, id],
    queryFn: () => apiRequest(path(id), ZSweep),
    refetchInterval: (query) => (isAtWork(query.state.data?.status) ? 2_000 : false),
  });
}

export function useStartSweep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStartSweepRequest) => apiRequest('/api/sweeps', ZSweep, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useCancelSweep(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`${path(id)}/cancel`, ZSweep, { method: 'POST' }),
    onSuccess: (sweep) => {
      queryClient.setQueryData([...KEY, id], sweep);
      return queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}

/** Every lead of a sweep's searches, as one workspace (`/dashboard/sweeps/:id/leads`). */
export function useSweepLeads(id: string) {
  return useQuery({
    queryKey: [...KEY, id, 'leads'],
    queryFn: () => apiRequest(`${path(id)}/leads`, ZSweepLeads),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZSweep,
  ZSweepEstimate,
  ZSweepLeads,
  ZSweepList,
  type TMarketEstimateRequest,
  type TSweepEstimateRequest,
  type TSweepSpending,
} from '@contracts/sweeps';
import { apiRequest } from '@web/lib/api-client';

/** What to cover: one business type in one area, or a market of several business types × several locations. */
export type TCoverage =
  { kind: 'area'; request: TSweepEstimateRequest } | { kind: 'market'; request: TMarketEstimateRequest };
const ROUTES = {
  area: { estimate: '/api/sweeps/estimate', start: '/api/sweeps' },
  market: { estimate: '/api/markets/estimate', start: '/api/markets' },
} as const;

const KEY = ['sweeps'] as const;
const path = (id: string) => `/api/sweeps/${encodeURIComponent(id)}`;
/** A sweep still at work: its page follows it. */
const isAtWork = (status: string | undefined) => status === 'queued' || status === 'running';

/** Counts an area's (or a market's) places for free and prices fetching them (decision 142); spends nothing. */
export function useEstimateSweep() {
  return useMutation({
    mutationFn: ({ kind, request }: TCoverage) =>
      apiRequest(ROUTES[kind].estimate, ZSweepEstimate, { method: 'POST', body: request }),
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
    mutationFn: ({ coverage, spending }: { coverage: TCoverage; spending: TSweepSpending }) =>
      apiRequest(ROUTES[coverage.kind].start, ZSweep, {
        method: 'POST',
        body: { ...coverage.request, ...spending },
      }),
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

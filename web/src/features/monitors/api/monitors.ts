import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZMonitor, ZMonitorList, type TCreateMonitorRequest } from '@contracts/monitors';
import { apiRequest } from '@web/lib/api-client';

const KEY = ['monitors'] as const;
const path = (id: string) => `/api/monitors/${encodeURIComponent(id)}`;

/** The team's monitors, newest first. */
export function useMonitors() {
  return useQuery({ queryKey: KEY, queryFn: () => apiRequest('/api/monitors', ZMonitorList) });
}

/** One monitor with its latest runs; every 5 s while a run is at work. */
export function useMonitor(id: string) {
  return useQuery({
    queryKey: [...KEY, id],
    queryFn: () => apiRequest(path(id), ZMonitor),
    refetchInterval: (query) => (query.state.data?.runs[0]?.status === 'running' ? 5_000 : false),
  });
}

export function useCreateMonitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateMonitorRequest) =>
      apiRequest('/api/monitors', ZMonitor, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Pause, resume, or another cadence; "Run now"; delete. */
export function useMonitorActions(id: string) {
  const queryClient = useQueryClient();
  const settle = (monitor?: z.infer<typeof ZMonitor>) => {
    if (monitor) queryClient.setQueryData([...KEY, id], monitor);
    return queryClient.invalidateQueries({ queryKey: KEY });
  };
  return {
    update: useMutation({
      mutationFn: (body: { paused?: boolean; cadence?: 'weekly' | 'monthly' }) =>
        apiRequest(path(id), ZMonitor, { method: 'PATCH', body }),
      onSuccess: settle,
    }),
    runNow: useMutation({
      mutationFn: () => apiRequest(`${path(id)}/run`, ZMonitor, { method: 'POST' }),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: () => apiRequest(path(id), z.unknown(), { method: 'DELETE' }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
    }),
  };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOverviewResponse } from '@contracts/account';
import { apiRequest } from '@web/lib/api-client';

function getOverviewQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'overview'],
    queryFn: () => apiRequest('/api/dashboard/overview', ZOverviewResponse),
  });
}

export function useOverview() {
  return useQuery(getOverviewQueryOptions());
}

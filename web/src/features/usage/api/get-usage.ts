import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUsageResponse } from '@contracts/usage';
import { apiRequest } from '@web/lib/api-client';

function getUsageQueryOptions() {
  return queryOptions({ queryKey: ['usage'], queryFn: () => apiRequest('/api/usage', ZUsageResponse) });
}

export function useUsage() {
  return useQuery(getUsageQueryOptions());
}

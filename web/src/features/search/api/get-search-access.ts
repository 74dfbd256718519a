import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSearchAccess } from '@contracts/search';
import { apiRequest } from '@web/lib/api-client';

function getSearchAccessQueryOptions() {
  return queryOptions({
    queryKey: ['searches', 'access'],
    queryFn: () => apiRequest('/api/searches/access', ZSearchAccess),
    staleTime: 0,
  });
}

/** Whether the search page shows the subscription gate, the key card or the form (and a beta tester's budget). */
export function useSearchAccess({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSearchAccessQueryOptions(), enabled });
}

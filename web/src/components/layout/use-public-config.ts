import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** GET /api/public/config (the banner line, whether Google sign-in is offered), read once per page load. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    // The schema (and zod) load with the request, keeping them out of every page's first bundle.
    queryFn: async () =>
      apiRequest('/api/public/config', (await import('./public-config-schema')).ZPublicConfig, {
        isPublic: true,
      }),
    staleTime: Infinity,
  });
}

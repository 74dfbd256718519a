import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** GET /api/public/stats — founder seats left, for the pricing surfaces of the landing page. */
export function usePublicStats() {
  return useQuery({
    queryKey: ['public-stats'],
    // The schema (and zod) load with the request, after the landing page has rendered.
    queryFn: async () =>
      apiRequest('/api/public/stats', (await import('@contracts/public-stats')).ZPublicStats, {
        isPublic: true,
      }),
    staleTime: 60_000,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** GET /api/me. Profile mutations invalidate `getMeQueryOptions().queryKey`. */
export function getMeQueryOptions() {
  return queryOptions({
    queryKey: ['me'],
    // The schema (and zod) load with the first signed-in request, not with every public page.
    queryFn: async () => apiRequest('/api/me', (await import('@contracts/account')).ZMeResponse),
  });
}

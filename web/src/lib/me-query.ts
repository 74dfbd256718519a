import { queryOptions } from '@tanstack/react-query';
import { ZMeResponse } from '@contracts/account';
import { apiRequest } from './api-client';

/** GET /api/me. Profile mutations invalidate `getMeQueryOptions().queryKey`. */
export function getMeQueryOptions() {
  return queryOptions({
    queryKey: ['me'],
    queryFn: () => apiRequest('/api/me', ZMeResponse),
  });
}

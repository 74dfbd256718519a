import { useQuery } from '@tanstack/react-query';
import { ZPlansResponse } from '@contracts/billing';
import { apiRequest } from '@web/lib/api-client';
import { BILLING_QUERY_KEY } from './get-subscription';

/** Prices, trial and founder seats (public). */
export function usePlans() {
  return useQuery({
    queryKey: [...BILLING_QUERY_KEY, 'plans'],
    queryFn: () => apiRequest('/api/billing/plans', ZPlansResponse, { isPublic: true }),
    staleTime: 5 * 60_000,
  });
}

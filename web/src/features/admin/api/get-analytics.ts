import { useQuery } from '@tanstack/react-query';
import { ZAnalyticsResponse } from '@contracts/admin';
import { apiRequest } from '@web/lib/api-client';

export function useAnalytics() {
  return useQuery({
    queryKey: ['admin', 'analytics'],
    queryFn: () => apiRequest('/api/admin/analytics', ZAnalyticsResponse),
  });
}

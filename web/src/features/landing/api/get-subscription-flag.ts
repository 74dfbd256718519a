import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/**
 * Whether the signed-in visitor already subscribes (GET /api/billing/subscription, billing's check), so the
 * landing page stops selling to them. Signed out, or when the check fails: false; undefined while it is asked.
 */
export function useIsSubscribed(isSignedIn: boolean): boolean | undefined {
  const query = useQuery({
    queryKey: ['billing', 'subscription', 'flag'],
    queryFn: async () =>
      apiRequest('/api/billing/subscription', (await import('./subscription-flag-schema')).ZSubscribedFlag, {
        isPublic: true,
      }),
    enabled: isSignedIn,
    retry: false,
  });
  if (!isSignedIn || query.isError) return false;
  return query.data?.subscribed;
}

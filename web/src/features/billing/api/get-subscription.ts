import { useQuery } from '@tanstack/react-query';
import {
  NOT_SUBSCRIBED,
  SUBSCRIPTION_POLL_MS,
  ZSubscriptionStatus,
  type TSubscriptionStatus,
} from '@contracts/billing';
import { apiRequest } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';

/** Every billing query starts with this key; invalidate it after anything that may change a subscription. */
export const BILLING_QUERY_KEY = ['billing'] as const;

async function checkSubscription(): Promise<TSubscriptionStatus> {
  try {
    return await apiRequest('/api/billing/subscription', ZSubscriptionStatus);
  } catch (error) {
    console.error('Subscription check failed', error);
    throw error;
  }
}

/**
 * The subscription check (spec §4): re-read every 60 s and whenever the signed-in user changes; not subscribed
 * while signed out, before the first answer and after a failed check (which is logged).
 */
export function useSubscription(): { status: TSubscriptionStatus; isLoading: boolean } {
  const { user } = useSession();
  const query = useQuery({
    queryKey: [...BILLING_QUERY_KEY, 'subscription', user?.id ?? null],
    queryFn: checkSubscription,
    enabled: user !== null,
    refetchInterval: SUBSCRIPTION_POLL_MS,
    staleTime: 0,
    retry: false,
  });
  const status = user !== null && query.data && !query.isError ? query.data : NOT_SUBSCRIBED;
  return { status, isLoading: user !== null && query.isPending };
}

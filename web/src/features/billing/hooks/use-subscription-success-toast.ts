import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { BILLING_QUERY_KEY } from '../api/get-subscription';

/** Stripe may confirm a moment after the browser returns; re-read access a few times meanwhile. */
const RECHECK_MS = [0, 2_000, 5_000, 10_000];

/**
 * Back from Stripe Checkout (`?subscription=success`): a welcome toast (5 s), the flag removed from the URL
 * (replace), and the subscription and search-access queries re-read. Call it once, on /dashboard/search.
 */
export function useSubscriptionSuccessToast() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const shown = useRef(false);
  const isSuccess = params.get('subscription') === 'success';

  useEffect(() => {
    if (!isSuccess || shown.current) return;
    shown.current = true;
    toast.success('Welcome to LeadScout!', {
      description: 'Your subscription is active. Start finding leads.',
      duration: 5_000,
    });
    const next = new URLSearchParams(params);
    next.delete('subscription');
    setParams(next, { replace: true });
    // Not cleared on unmount: re-reading after the user moved on is harmless and keeps every screen current.
    for (const ms of RECHECK_MS) {
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: ['searches', 'access'] });
      }, ms);
    }
  }, [isSuccess, params, setParams, queryClient]);
}

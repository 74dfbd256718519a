import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZCheckoutResponse } from '@contracts/billing';
import { ApiError, apiRequest } from '@web/lib/api-client';
import { openInNewTab } from './open-in-new-tab';

const CHECKOUT_FAILED = 'Failed to create checkout session. Please try again.';

/** POST /api/billing/checkout, then Stripe Checkout in a new tab (spec §4, §8). */
export function useCheckout() {
  return useMutation({
    mutationFn: () => apiRequest('/api/billing/checkout', ZCheckoutResponse, { method: 'POST', body: {} }),
    onSuccess: ({ url }) => {
      if (!url) {
        toast.error('Checkout failed', { description: 'No checkout URL returned' });
        return;
      }
      openInNewTab(url, 'Checkout');
    },
    onError: (error) => {
      toast.error('Checkout failed', {
        description: error instanceof ApiError && error.message ? error.message : CHECKOUT_FAILED,
      });
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZPortalResponse } from '@contracts/billing';
import { ApiError, apiRequest } from '@web/lib/api-client';
import { openInNewTab } from './open-in-new-tab';

const PORTAL_FAILED = 'Failed to open the customer portal. Please try again.';

/** POST /api/billing/portal, then Stripe's customer portal in a new tab. */
export function usePortal() {
  return useMutation({
    mutationFn: () => apiRequest('/api/billing/portal', ZPortalResponse, { method: 'POST', body: {} }),
    onSuccess: ({ url }) => openInNewTab(url, 'Customer portal'),
    onError: (error) => {
      toast.error('Could not open the customer portal', {
        description: error instanceof ApiError && error.message ? error.message : PORTAL_FAILED,
      });
    },
  });
}

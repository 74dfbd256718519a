import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ZCheckoutUrlResponse } from '@contracts/sample';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/sample-checkout (create-sample-checkout): the lifetime deal's Stripe Checkout URL. */
export function useCreateSampleCheckout() {
  return useMutation({
    mutationFn: (sampleSearchId: string) =>
      apiRequest('/api/sample-checkout', ZCheckoutUrlResponse, {
        method: 'POST',
        body: { sampleSearchId },
        isPublic: true,
      }),
  });
}

/** POST /api/sample-search/:id/upgraded, after the checkout returns. A failure is only logged (spec §8). */
export async function markSampleUpgraded(sampleSearchId: string, sessionId: string): Promise<void> {
  try {
    await apiRequest(`/api/sample-search/${encodeURIComponent(sampleSearchId)}/upgraded`, z.unknown(), {
      method: 'POST',
      body: { sessionId },
      isPublic: true,
    });
  } catch (error) {
    console.error('Failed to record the sample upgrade', error);
  }
}

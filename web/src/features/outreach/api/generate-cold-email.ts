import { ZColdEmailResponse, type TColdEmailTone } from '@contracts/outreach';
import { apiRequest } from '@web/lib/api-client';

/** `confirmed`: the user saw "Marked contacted by … — continue?" and goes on (decision 112). */
export function generateColdEmail(leadId: string, tone: TColdEmailTone, confirmed = false) {
  return apiRequest(`/api/leads/${encodeURIComponent(leadId)}/cold-email`, ZColdEmailResponse, {
    method: 'POST',
    body: confirmed ? { tone, confirmed } : { tone },
  });
}

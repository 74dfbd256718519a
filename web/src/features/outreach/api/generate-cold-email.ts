import { ZColdEmailResponse, type TColdEmailTone } from '@contracts/outreach';
import { apiRequest } from '@web/lib/api-client';

export function generateColdEmail(leadId: string, tone: TColdEmailTone) {
  return apiRequest(`/api/leads/${encodeURIComponent(leadId)}/cold-email`, ZColdEmailResponse, {
    method: 'POST',
    body: { tone },
  });
}

import { useMutation } from '@tanstack/react-query';
import { ZColdEmailResponse, type TColdEmailTone } from '@contracts/outreach';
import { apiRequest } from '@web/lib/api-client';

export function generateColdEmail(leadId: string, tone: TColdEmailTone) {
  return apiRequest(`/api/leads/${encodeURIComponent(leadId)}/cold-email`, ZColdEmailResponse, { method: 'POST', body: { tone } });
}

export function useGenerateColdEmail() {
  return useMutation({ mutationFn: ({ leadId, tone }: { leadId: string; tone: TColdEmailTone }) => generateColdEmail(leadId, tone) });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZAuditReportList, ZCreatedAuditReport } from '@contracts/audit-reports';
import { apiRequest } from '@web/lib/api-client';

const reportsKey = (leadId: string) => ['audit-reports', leadId] as const;

/** A lead's live share links (GET /api/leads/:id/reports). */
export function useAuditReports(leadId: string, enabled: boolean) {
  return useQuery({
    queryKey: reportsKey(leadId),
    queryFn: () => apiRequest(`/api/leads/${encodeURIComponent(leadId)}/reports`, ZAuditReportList),
    enabled,
  });
}

export function useCreateAuditReport(leadId: string, onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/leads/${encodeURIComponent(leadId)}/reports`, ZCreatedAuditReport, {
        method: 'POST',
        body: {},
      }),
    onSuccess: () => {
      onChanged();
      return queryClient.invalidateQueries({ queryKey: reportsKey(leadId) });
    },
  });
}

export function useRevokeAuditReport(leadId: string, onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) =>
      apiRequest(`/api/reports/${encodeURIComponent(reportId)}`, z.object({ ok: z.boolean() }), {
        method: 'DELETE',
      }),
    onSuccess: () => {
      onChanged();
      return queryClient.invalidateQueries({ queryKey: reportsKey(leadId) });
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZWebhookDeliveries,
  ZWebhookEndpoint,
  ZWebhookEndpoints,
  ZWebhookWithSecret,
  type TCreateWebhookRequest,
  type TUpdateWebhookRequest,
} from '@contracts/webhooks';
import { apiRequest } from '@web/lib/api-client';

const WEBHOOKS = ['webhooks'] as const;
const ZOk = z.object({ ok: z.boolean() });

export function useWebhooks({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: WEBHOOKS,
    queryFn: () => apiRequest('/api/webhooks', ZWebhookEndpoints),
    enabled,
  });
}

/** The endpoint's newest deliveries: read again every 2 s while one is pending, else every 10 s (new events). */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: [...WEBHOOKS, endpointId, 'deliveries'],
    queryFn: () => apiRequest(`/api/webhooks/${endpointId}/deliveries`, ZWebhookDeliveries),
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'pending') ? 2_000 : 10_000),
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateWebhookRequest) =>
      apiRequest('/api/webhooks', ZWebhookWithSecret, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS }),
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TUpdateWebhookRequest & { id: string }) =>
      apiRequest(`/api/webhooks/${id}`, ZWebhookEndpoint, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/webhooks/${id}`, ZOk, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS }),
  });
}

export function useRevealWebhookSecret() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/webhooks/${id}/secret`, ZWebhookWithSecret, { method: 'POST' }),
  });
}

/** "Send test event" and "Resend" queue an attempt; the log shows it when it has run. */
export function useSendTestEvent(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/api/webhooks/${endpointId}/test`, ZOk, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...WEBHOOKS, endpointId, 'deliveries'] }),
  });
}

export function useResendDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest(`/api/webhooks/deliveries/${deliveryId}/resend`, ZOk, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...WEBHOOKS, endpointId, 'deliveries'] }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZApiTokenList, ZCreatedApiToken, type TCreateApiTokenRequest } from '@contracts/api-tokens';
import { apiRequest } from '@web/lib/api-client';

const API_TOKENS = ['api-tokens'] as const;

export function useApiTokens(enabled: boolean) {
  return useQuery({
    queryKey: API_TOKENS,
    queryFn: () => apiRequest('/api/api-tokens', ZApiTokenList),
    enabled,
  });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateApiTokenRequest) =>
      apiRequest('/api/api-tokens', ZCreatedApiToken, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_TOKENS }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/api-tokens/${id}`, z.object({ ok: z.boolean() }), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_TOKENS }),
  });
}

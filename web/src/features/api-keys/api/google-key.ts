import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ZMaskedKey, ZTestKeyResponse, type TMaskedKey } from '@contracts/api-keys';
import { apiRequest } from '@web/lib/api-client';

const GOOGLE_KEY = ['api-keys', 'google'] as const;
const BETA_KEY = ['api-keys', 'beta'] as const;

function getGoogleKeyQueryOptions() {
  return queryOptions({
    queryKey: GOOGLE_KEY,
    queryFn: () => apiRequest('/api/api-keys/google', ZMaskedKey),
  });
}

export function useGoogleKey() {
  return useQuery(getGoogleKeyQueryOptions());
}

/** A saved or deleted key changes what the search page and the overview show. */
function keyChanged(queryClient: QueryClient, key: TMaskedKey) {
  queryClient.setQueryData(GOOGLE_KEY, key);
  void queryClient.invalidateQueries({ queryKey: ['searches', 'access'] });
  void queryClient.invalidateQueries({ queryKey: ['dashboard', 'overview'] });
}

export function useSaveGoogleKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apiKey: string) =>
      apiRequest('/api/api-keys/google', ZMaskedKey, { method: 'PUT', body: { apiKey } }),
    onSuccess: (key) => keyChanged(queryClient, key),
  });
}

export function useDeleteGoogleKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/api-keys/google', ZMaskedKey, { method: 'DELETE' }),
    onSuccess: (key) => keyChanged(queryClient, key),
  });
}

/** One free IDs-only request with the saved key; records whether it worked. */
export function useTestGoogleKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/api-keys/google/test', ZTestKeyResponse, { method: 'POST' }),
    onSuccess: (result) => queryClient.setQueryData(GOOGLE_KEY, result.key),
  });
}

function getBetaKeyQueryOptions() {
  return queryOptions({ queryKey: BETA_KEY, queryFn: () => apiRequest('/api/admin/beta-key', ZMaskedKey) });
}

export function useBetaKey({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getBetaKeyQueryOptions(), enabled });
}

export function useSaveBetaKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apiKey: string) =>
      apiRequest('/api/admin/beta-key', ZMaskedKey, { method: 'PUT', body: { apiKey } }),
    onSuccess: (key) => queryClient.setQueryData(BETA_KEY, key),
  });
}

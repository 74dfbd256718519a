import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ZMaskedKey, ZTestKeyResponse, type TMaskedKey } from '@contracts/api-keys';
import { apiRequest } from '@web/lib/api-client';

/** The team's keys: Google Places (searches) and its own AI provider key (research columns). */
type TTeamKeyService = 'google' | 'llm';
const teamKeyOf = (service: TTeamKeyService) => ['api-keys', service] as const;
const GOOGLE_KEY = teamKeyOf('google');
const BETA_KEY = ['api-keys', 'beta'] as const;

function getTeamKeyQueryOptions(service: TTeamKeyService) {
  return queryOptions({
    queryKey: teamKeyOf(service),
    queryFn: () => apiRequest(`/api/api-keys/${service}`, ZMaskedKey),
  });
}

export const useGoogleKey = () => useQuery(getTeamKeyQueryOptions('google'));
export const useLlmKey = () => useQuery(getTeamKeyQueryOptions('llm'));

/** A saved or deleted key changes what the search page and the overview show. */
function keyChanged(queryClient: QueryClient, service: TTeamKeyService, key: TMaskedKey) {
  queryClient.setQueryData(teamKeyOf(service), key);
  void queryClient.invalidateQueries({ queryKey: ['searches', 'access'] });
  void queryClient.invalidateQueries({ queryKey: ['dashboard', 'overview'] });
}

function useSaveTeamKey(service: TTeamKeyService) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apiKey: string) =>
      apiRequest(`/api/api-keys/${service}`, ZMaskedKey, { method: 'PUT', body: { apiKey } }),
    onSuccess: (key) => keyChanged(queryClient, service, key),
  });
}

function useDeleteTeamKey(service: TTeamKeyService) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/api/api-keys/${service}`, ZMaskedKey, { method: 'DELETE' }),
    onSuccess: (key) => keyChanged(queryClient, service, key),
  });
}

export const useSaveGoogleKey = () => useSaveTeamKey('google');
export const useDeleteGoogleKey = () => useDeleteTeamKey('google');
export const useSaveLlmKey = () => useSaveTeamKey('llm');
export const useDeleteLlmKey = () => useDeleteTeamKey('llm');

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

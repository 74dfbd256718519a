import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZAddSuppressionResponse,
  ZImportSuppressionsResponse,
  ZSuppressionsPage,
  type TAddSuppressionRequest,
  type TImportSuppressionsRequest,
} from '@contracts/suppressions';
import { apiRequest } from '@web/lib/api-client';

const SUPPRESSIONS = ['suppressions'] as const;
const ZOk = z.object({ ok: z.boolean() });

/** The CSV of the whole list: a plain link, the session cookie goes with it. */
export const SUPPRESSIONS_EXPORT_URL = '/api/suppressions/export';

export function useSuppressions(query: { q: string; page: number }) {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.q) params.set('q', query.q);
  return useQuery({
    queryKey: [...SUPPRESSIONS, query],
    queryFn: () => apiRequest(`/api/suppressions?${params}`, ZSuppressionsPage),
    placeholderData: keepPreviousData,
  });
}

function useListMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPRESSIONS }),
  });
}

export const useAddSuppression = () =>
  useListMutation((body: TAddSuppressionRequest) =>
    apiRequest('/api/suppressions', ZAddSuppressionResponse, { method: 'POST', body }),
  );

export const useRemoveSuppression = () =>
  useListMutation((id: string) => apiRequest(`/api/suppressions/${id}`, ZOk, { method: 'DELETE' }));

export const useImportSuppressions = () =>
  useListMutation((body: TImportSuppressionsRequest) =>
    apiRequest('/api/suppressions/import', ZImportSuppressionsResponse, { method: 'POST', body }),
  );

import { useMutation } from '@tanstack/react-query';
import { ZSampleSearchResponse, type TSampleSearchRequest } from '@contracts/sample';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/sample-search */
export function useRunSampleSearch() {
  return useMutation({
    mutationFn: (form: TSampleSearchRequest) =>
      apiRequest('/api/sample-search', ZSampleSearchResponse, { method: 'POST', body: form, isPublic: true }),
  });
}

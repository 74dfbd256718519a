import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZEmailSequence, ZEmailSequenceList, type TSequenceInput } from '@contracts/outreach';
import { apiRequest } from '@web/lib/api-client';

const SEQUENCES_KEY = ['outreach', 'sequences'] as const;

function getSequencesQueryOptions() {
  return queryOptions({
    queryKey: SEQUENCES_KEY,
    queryFn: () => apiRequest('/api/email-sequences', ZEmailSequenceList),
  });
}

export function useSequences() {
  return useQuery(getSequencesQueryOptions());
}

export function useSaveSequence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSequenceInput) =>
      apiRequest('/api/email-sequences', ZEmailSequence, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SEQUENCES_KEY }),
  });
}

export function useDeleteSequence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/email-sequences/${encodeURIComponent(id)}`, z.object({ ok: z.literal(true) }), {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SEQUENCES_KEY }),
  });
}

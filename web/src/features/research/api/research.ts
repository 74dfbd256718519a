import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZResearchAnswersResponse,
  ZResearchColumn,
  ZResearchColumnsResponse,
  ZResearchEstimate,
  ZResearchQuestionsResponse,
  type TCreateResearchColumnRequest,
} from '@contracts/research';
import { apiRequest } from '@web/lib/api-client';

const RESEARCH = ['research'] as const;
const ZOk = z.object({ ok: z.boolean() });

/** While a run is working its cells fill in: read again this often. */
const POLL_WHILE_RUNNING_MS = 3_000;

/** Whose leads a column asks: a search's or a list's. */
export type TResearchScope = { searchId: string } | { listId: string };

const pollWhileRunning = (isRunning: boolean) => (isRunning ? POLL_WHILE_RUNNING_MS : false);

export function useResearchColumns(scope: TResearchScope) {
  return useQuery({
    queryKey: [...RESEARCH, 'columns', scope],
    queryFn: () =>
      apiRequest(`/api/research/columns?${new URLSearchParams(scope)}`, ZResearchColumnsResponse),
    refetchInterval: (query) =>
      pollWhileRunning(query.state.data?.columns.some((column) => column.status === 'running') ?? false),
  });
}

/** A column's cells; polls until the answer itself says the run is no longer running. */
export function useResearchAnswers(columnId: string) {
  return useQuery({
    queryKey: [...RESEARCH, 'answers', columnId],
    queryFn: () => apiRequest(`/api/research/columns/${columnId}/answers`, ZResearchAnswersResponse),
    refetchInterval: (query) => pollWhileRunning(query.state.data?.column.status === 'running'),
  });
}

export function useResearchQuestions() {
  return useQuery({
    queryKey: [...RESEARCH, 'questions'],
    queryFn: () => apiRequest('/api/research/questions', ZResearchQuestionsResponse),
  });
}

function useResearchMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESEARCH }),
  });
}

export const useCreateResearchColumn = () =>
  useResearchMutation((body: TCreateResearchColumnRequest) =>
    apiRequest('/api/research/columns', ZResearchColumn, { method: 'POST', body }),
  );

/** What running the column would cost now (it changes nothing but adding cells for leads new to the scope). */
/** A run of a column: its unanswered cells, or with `rerun` also those whose lead was crawled again since. */
type TRunOf = { columnId: string; rerun: boolean };

export const useEstimateResearchRun = () =>
  useMutation({
    mutationFn: ({ columnId, rerun }: TRunOf) =>
      apiRequest(`/api/research/columns/${columnId}/estimate`, ZResearchEstimate, {
        method: 'POST',
        body: { rerun },
      }),
  });

export const useRunResearchColumn = () =>
  useResearchMutation(({ columnId, rerun }: TRunOf) =>
    apiRequest(`/api/research/columns/${columnId}/run`, ZResearchColumn, { method: 'POST', body: { rerun } }),
  );

export const useCancelResearchRun = () =>
  useResearchMutation((columnId: string) =>
    apiRequest(`/api/research/columns/${columnId}/cancel`, ZResearchColumn, { method: 'POST' }),
  );

export const useDeleteResearchColumn = () =>
  useResearchMutation((columnId: string) =>
    apiRequest(`/api/research/columns/${columnId}`, ZOk, { method: 'DELETE' }),
  );

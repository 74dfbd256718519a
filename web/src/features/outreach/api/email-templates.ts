import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZEmailTemplate,
  ZEmailTemplateList,
  type TTemplateInput,
  type TTemplatePatch,
} from '@contracts/outreach';
import { apiRequest } from '@web/lib/api-client';

const TEMPLATES_KEY = ['outreach', 'templates'] as const;
const ZOk = z.object({ ok: z.literal(true) });
const path = (id: string) => `/api/email-templates/${encodeURIComponent(id)}`;

function getTemplatesQueryOptions() {
  return queryOptions({
    queryKey: TEMPLATES_KEY,
    queryFn: () => apiRequest('/api/email-templates', ZEmailTemplateList),
  });
}

/** The user's own and the system templates, system first, then by sequence position. */
export function useTemplates() {
  return useQuery(getTemplatesQueryOptions());
}

function useTemplateMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}

export const useCreateTemplate = () =>
  useTemplateMutation((input: TTemplateInput) =>
    apiRequest('/api/email-templates', ZEmailTemplate, { method: 'POST', body: input }),
  );

export const useUpdateTemplate = () =>
  useTemplateMutation(({ id, patch }: { id: string; patch: TTemplatePatch }) =>
    apiRequest(path(id), ZEmailTemplate, { method: 'PATCH', body: patch }),
  );

export const useDeleteTemplate = () =>
  useTemplateMutation((id: string) => apiRequest(path(id), ZOk, { method: 'DELETE' }));

export const useDuplicateTemplate = () =>
  useTemplateMutation((id: string) =>
    apiRequest(`${path(id)}/duplicate`, ZEmailTemplate, { method: 'POST' }),
  );

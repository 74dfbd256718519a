import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { TLeadForTemplate } from '@contracts/outreach';
import { apiRequest } from '@web/lib/api-client';

/** Only what a preview needs; the rest of a search or lead is ignored, so this keeps working as those grow. */
const ZPreviewSearch = z.object({
  id: z.string(),
  niche: z.string(),
  location: z.string(),
  resultsCount: z.number(),
  createdAt: z.string(),
});
const ZPreviewLead = z.object({
  id: z.string(),
  businessName: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  leadScore: z.number().nullable(),
  website: z.string().nullable(),
  rating: z.number().nullable(),
});
export type TPreviewLead = z.infer<typeof ZPreviewLead> & Pick<TLeadForTemplate, 'niche'>;

/** The user's recent searches that found leads, newest first. */
export function usePreviewSearches() {
  return useQuery({
    queryKey: ['outreach', 'preview-searches'],
    queryFn: async () =>
      (await apiRequest('/api/searches', z.array(ZPreviewSearch))).filter((s) => s.resultsCount > 0),
  });
}

/** One search's leads, each carrying the search's niche for the {{niche}} variable. */
export function usePreviewLeads(searchId: string | null) {
  return useQuery({
    queryKey: ['outreach', 'preview-leads', searchId],
    enabled: searchId !== null,
    queryFn: async (): Promise<TPreviewLead[]> => {
      const { search, leads } = await apiRequest(
        `/api/searches/${encodeURIComponent(searchId!)}`,
        z.object({ search: z.object({ niche: z.string() }), leads: z.array(ZPreviewLead) }),
      );
      return leads.map((lead) => ({ ...lead, niche: search.niche || null }));
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@web/lib/api-client';

function expandSearch({ searchId, limit }: { searchId: string; limit: number }) {
  return apiRequest(
    `/api/searches/${encodeURIComponent(searchId)}/expand`,
    z.object({ ok: z.literal(true) }),
    {
      method: 'POST',
      body: { limit },
    },
  );
}

/** Get More: raises a finished search's limit; the page then follows its events again. */
export function useExpandSearch() {
  return useMutation({ mutationFn: expandSearch });
}

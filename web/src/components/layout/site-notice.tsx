import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@web/lib/api-client';

const ZPublicConfig = z.object({ notice: z.string().nullable() });

/** The operator's banner line (APP_NOTICE), e.g. "Demo mode: … generated demo data". Nothing when unset. */
export function SiteNotice() {
  const { data } = useQuery({
    queryKey: ['public-config'],
    queryFn: () => apiRequest('/api/public/config', ZPublicConfig, { isPublic: true }),
    staleTime: Infinity,
  });
  if (!data?.notice) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
      {data.notice}
    </div>
  );
}

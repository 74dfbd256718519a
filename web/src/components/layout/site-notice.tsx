import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { useIsHydrated } from '@web/lib/prerendered';

/** The operator's banner line (APP_NOTICE), e.g. "Demo mode: … generated demo data". Nothing when unset. */
export function SiteNotice() {
  const { data } = useQuery({
    queryKey: ['public-config'],
    // The schema (and zod) load with the request, keeping them out of every page's first bundle.
    queryFn: async () =>
      apiRequest('/api/public/config', (await import('./public-config-schema')).ZPublicConfig, {
        isPublic: true,
      }),
    staleTime: Infinity,
  });
  // Hydrating the build's HTML (no banner), the answer may already be cached by an earlier page.
  const isHydrated = useIsHydrated();
  if (!data?.notice || !isHydrated) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-warning">
      {data.notice}
    </div>
  );
}

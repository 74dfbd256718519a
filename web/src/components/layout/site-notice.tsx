import { useIsHydrated } from '@web/lib/prerendered';
import { usePublicConfig } from './use-public-config';

/** The operator's banner line (APP_NOTICE), e.g. "Demo mode: … generated demo data". Nothing when unset. */
export function SiteNotice() {
  const { data } = usePublicConfig();
  // Hydrating the build's HTML (no banner), the answer may already be cached by an earlier page.
  const isHydrated = useIsHydrated();
  if (!data?.notice || !isHydrated) return null;
  return (
    <div role="status" className="bg-warning-tint px-4 py-2 text-center text-sm font-medium text-warning">
      {data.notice}
    </div>
  );
}

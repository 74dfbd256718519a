import { useEffect, useState } from 'react';
import { useIsHydrated } from '@web/lib/prerendered';

/**
 * The current time, re-read every `intervalMs` while mounted and `enabled`. Null while the page is pre-rendered at
 * build time and while the browser hydrates that HTML: the build's clock is not the visitor's.
 */
export function useNow(intervalMs = 1000, enabled = true): number | null {
  const isHydrated = useIsHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, enabled]);
  return isHydrated ? now : null;
}

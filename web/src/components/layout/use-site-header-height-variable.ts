import { useEffect, type RefObject } from 'react';

/**
 * Publishes the sticky site header's height (the operator's notice line, when set, plus the navigation) as the CSS
 * variable `--site-header-height` on the document, for whatever is fixed or sticky just under it: the landing page's
 * checkout bar, the dashboard sidebar (`top-[var(--site-header-height,4rem)]`). Without it they assume 4rem.
 */
export function useSiteHeaderHeightVariable(headerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = headerRef.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--site-header-height', `${header.getBoundingClientRect().height}px`),
    );
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--site-header-height');
    };
  }, [headerRef]);
}

import { use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { BuildRenderContext, useIsHydrated } from './prerendered';

const KEEP_SERVER_HTML = { __html: '' };

/**
 * Content that holds no state and never changes in the browser (a pre-rendered page's text sections). When the
 * browser hydrates the build's HTML, React keeps this part's markup as it is instead of walking it: the children
 * of an element with `dangerouslySetInnerHTML` are not hydrated, so the phone's CPU is spared hundreds of
 * elements (decision 058). Rendered in the browser from scratch (arriving at the page inside the app), it renders
 * its children as usual. Links in the kept markup still navigate inside the app.
 */
export function StaticIsland({ children }: { children: ReactNode }) {
  const isBuildRender = use(BuildRenderContext);
  const isHydrated = useIsHydrated();
  // Chosen once per mount: the build writes the children; the browser keeps them only while hydrating its HTML.
  const [keepServerHtml] = useState(() => !isBuildRender && !isHydrated);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = ref.current;
    if (!keepServerHtml || !element) return;
    const followInAppLink = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin)
        return;
      event.preventDefault();
      void navigate(link.pathname + link.search + link.hash);
    };
    element.addEventListener('click', followInAppLink);
    return () => element.removeEventListener('click', followInAppLink);
  }, [keepServerHtml, navigate]);

  if (!keepServerHtml) return <div className="contents">{children}</div>;
  return (
    <div ref={ref} className="contents" dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
  );
}

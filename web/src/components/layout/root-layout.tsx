import { Suspense, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteNotice } from './site-notice';
import { TopNav } from './top-nav';
import { useSiteHeaderHeightVariable } from './use-site-header-height-variable';

/**
 * Every page: top navigation, the routed screen, footer. Each part is its own Suspense boundary so that a
 * pre-rendered page hydrates part by part, yielding to the browser in between, instead of in one long task
 * (decision 058). Nothing in them suspends, so the boundaries never show a fallback. `signedInExtras` goes to
 * the navigation (the app's notification bell).
 */
export function RootLayout({ signedInExtras }: { signedInExtras?: ReactNode }) {
  const headerRef = useRef<HTMLDivElement>(null);
  useSiteHeaderHeightVariable(headerRef);
  return (
    <div className="flex min-h-dvh flex-col">
      {/* The notice line and the navigation stay on screen together; bars fixed under them read its height. */}
      <div ref={headerRef} className="sticky top-0 z-40">
        <Suspense>
          <SiteNotice />
          <TopNav signedInExtras={signedInExtras} />
        </Suspense>
      </div>
      <main className="flex flex-1 flex-col">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}

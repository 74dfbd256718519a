import { Suspense, type ComponentType } from 'react';
import { LoadingScreen } from '@web/components/loading-screen';
import { preloadableLazy } from '@web/lib/preloadable-lazy';

/**
 * A route element whose code loads on first use, so the public pages do not download the app's screens:
 * `const SearchPage = lazyPage(() => import('@web/features/search/components/search-page').then((m) => m.SearchPage));`
 * then `{ path: 'search', element: <SearchPage /> }` as before. Shows the loading screen while the chunk arrives.
 * `SearchPage.preload()` loads it ahead (`main.tsx` does so for a pre-rendered page before hydrating it).
 */
export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = preloadableLazy(load);
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload: Lazy.preload });
}

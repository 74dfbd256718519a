import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingScreen } from '@web/components/loading-screen';

/**
 * A route element whose code loads on first use, so the public pages do not download the app's screens:
 * `const SearchPage = lazyPage(() => import('@web/features/search/components/search-page').then((m) => m.SearchPage));`
 * then `{ path: 'search', element: <SearchPage /> }` as before. Shows the loading screen while the chunk arrives.
 */
export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}

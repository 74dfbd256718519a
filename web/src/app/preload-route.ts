import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { routes } from './router';

/**
 * Loads the code-split parts of the screen at `pathname`: every matched route element whose component has a
 * static `preload()` (pages made by `lazyPage`, the landing page's sections). A pre-rendered page awaits this
 * before hydrating, so hydration finishes in one pass.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
      const preload = typeof type === 'function' && 'preload' in type ? type.preload : undefined;
      return typeof preload === 'function' ? (preload as () => Promise<unknown>)() : undefined;
    }),
  );
}

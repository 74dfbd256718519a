import { createContext, use, useSyncExternalStore } from 'react';

/**
 * True while the build pre-renders a public page (`web/src/entry-prerender.tsx`) and in a tab that hydrated such
 * a page. Parts that depend on the session render the signed-out state there until the session has answered,
 * because that is what the static HTML shows.
 */
export const PrerenderedContext = createContext(false);

/** True only while the build renders a page to HTML (`web/src/entry-prerender.tsx`), not while the browser hydrates it. */
export const BuildRenderContext = createContext(false);

export function useIsPrerendered(): boolean {
  return use(PrerenderedContext);
}

const subscribeToNothing = () => () => {};

/**
 * False while pre-rendering and while the browser hydrates that HTML, true afterwards (and from the start when the
 * page renders without server HTML). For content that must not be baked into the static HTML.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

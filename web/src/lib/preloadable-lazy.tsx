import { lazy, useState, type ComponentType } from 'react';

type TPreloadable<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once); resolves when it is there. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` with a `preload()`: once the code has loaded, the component renders it directly instead of
 * suspending. That lets a pre-rendered page load its lazy parts first and then hydrate in one pass (a part still
 * loading would stay server HTML, and an update reaching it before it hydrates — the session arriving, say —
 * would replace it with its fallback). Render it inside a `<Suspense>` as usual.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): TPreloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    // Chosen once per mount, so the component type never changes under a mounted tree.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}

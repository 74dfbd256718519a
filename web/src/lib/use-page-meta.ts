import { createContext, use, useEffect } from 'react';

export type TPageMeta = { title: string; description: string };

/** The build-time pre-render reads each page's title and description through this (it runs no effects). */
export const PageMetaCollectorContext = createContext<((meta: TPageMeta) => void) | null>(null);

/** Sets the document title and meta description for the current route (public pages call it once). */
export function usePageMeta(title: string, description: string) {
  use(PageMetaCollectorContext)?.({ title, description });
  useEffect(() => {
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

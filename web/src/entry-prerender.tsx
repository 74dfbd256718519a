/**
 * Build-time rendering of the public pages (run by `vite-prerender.ts` after the client build): each page's HTML
 * goes into `dist/web/<path>/index.html`, so it paints before any JavaScript runs; `main.tsx` then hydrates it.
 * The session is unknown here, so the pages render for a signed-out visitor (`web/src/lib/prerendered.ts`), and
 * queries stay pending (TanStack Query does not fetch while rendering on the server).
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { preloadRoute } from './app/preload-route';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { BuildRenderContext } from './lib/prerendered';
import { PageMetaCollectorContext, type TPageMeta } from './lib/use-page-meta';

export { PRERENDERED_PATHS } from './app/prerendered-paths';

export async function renderPage(path: string): Promise<{ html: string; meta: TPageMeta }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect while pre-rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // With its code-split parts loaded, nothing suspends: the HTML comes out in order, without inline scripts.
  await preloadRoute(path);
  let meta: TPageMeta | undefined;
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <PageMetaCollectorContext value={(collected) => (meta = collected)}>
      <BuildRenderContext value>
        <StrictMode>
          <AppProviders prerendered>
            {/* No hydration data: the routes have no loaders, and the page's CSP allows no inline script. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>
      </BuildRenderContext>
    </PageMetaCollectorContext>,
    // One chunk: no boundary is sent out of order (that needs inline scripts).
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length > 0) throw new AggregateError(errors, `${path} failed to pre-render`);
  if (context.statusCode !== 200) throw new Error(`${path} pre-rendered with status ${context.statusCode}`);
  if (!meta) throw new Error(`${path} sets no title (usePageMeta)`);
  return { html: await new Response(prelude).text(), meta };
}

import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { routes } from './router';

const router = createBrowserRouter(routes);

/** `prerendered`: hydrating HTML made by the build (`web/src/entry-prerender.tsx`) instead of rendering afresh. */
export function App({ prerendered = false }: { prerendered?: boolean }) {
  return (
    <AppProviders prerendered={prerendered}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

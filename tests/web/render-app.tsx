import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, vi } from 'vitest';
import { routes } from '@web/app/router';
import { SessionProvider } from '@web/lib/session';

afterEach(() => {
  toast.dismiss(); // sonner keeps active toasts in a module-level store and replays them to the next Toaster
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** Renders the real route table at `url` with fresh providers, as the app does in main.tsx. */
export function renderApp(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, user };
}

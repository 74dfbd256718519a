import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, vi } from 'vitest';
import { json, stubApi, type TStubRequest } from '@tests/web/stub-api';

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Renders one outreach component with the app's providers (the route that will host it belongs to another feature). */
export function renderOutreach(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, queryClient, ...view };
}

type TCall = { method: string; path: string; body: unknown };
type THandler = (request: TCall) => Response | Promise<Response>;

export { json };

/** Answers our API through the shared stub layer: `routes` is keyed "METHOD /path"; every call is recorded. */
export function stubFetch(routes: Record<string, THandler>) {
  const calls: TCall[] = [];
  const requests = stubApi({
    routes: Object.fromEntries(
      Object.entries(routes).map(([key, handler]) => [
        key,
        ({ method, url, body }: TStubRequest) => handler({ method, path: url.pathname + url.search, body }),
      ]),
    ),
  });
  requests.mockImplementation((path, { method, body }) => void calls.push({ method, path, body }));
  return { calls, requests };
}

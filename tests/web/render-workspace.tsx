import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, vi } from 'vitest';
import type { TLead } from '@contracts/search';
import { LeadsWorkspace } from '@web/features/workspace/components/leads-workspace';
import type { TWorkspaceSource } from '@web/features/workspace/lib/workspace-source';

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

export const SEARCH_ID = '11111111-1111-4111-8111-111111111111';

/** The workspace alone on /view?…, with fresh providers; returns the router to read the URL. */
export function renderWorkspace(leads: TLead[], options: { url?: string; source?: TWorkspaceSource } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const source = options.source ?? { kind: 'search', searchId: SEARCH_ID };
  const router = createMemoryRouter(
    [
      { path: '/view', element: <LeadsWorkspace leads={leads} source={source} /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [options.url ?? '/view'] },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, user };
}

/** Business names of the table's rows, top to bottom. */
export function rowNames(): string[] {
  const table = screen.getByRole('table', { name: 'Leads' });
  return within(table)
    .queryAllByRole('row')
    .slice(1)
    .filter((row) => row.getAttribute('data-lead-id'))
    .map((row) => row.querySelector('td:nth-child(3) span')?.textContent ?? '');
}

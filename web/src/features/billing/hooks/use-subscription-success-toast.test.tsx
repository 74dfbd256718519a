import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSubscriptionSuccessToast } from './use-subscription-success-toast';

function SearchStandIn() {
  useSubscriptionSuccessToast();
  const location = useLocation();
  return <p data-testid="url">{location.pathname + location.search}</p>;
}

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.useRealTimers();
});

describe('useSubscriptionSuccessToast', () => {
  it('welcomes the subscriber once, drops the flag from the URL and re-reads access', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const router = createMemoryRouter([{ path: '/dashboard/search', element: <SearchStandIn /> }], {
      initialEntries: ['/dashboard/search?subscription=success&q=1'],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Welcome to LeadScout!')).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('/dashboard/search?q=1');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['billing'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['searches', 'access'] });
    expect(screen.getAllByText('Welcome to LeadScout!')).toHaveLength(1);
  });

  it('does nothing without the flag', async () => {
    const router = createMemoryRouter([{ path: '/dashboard/search', element: <SearchStandIn /> }], {
      initialEntries: ['/dashboard/search'],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('url')).toHaveTextContent('/dashboard/search');
    expect(screen.queryByText('Welcome to LeadScout!')).not.toBeInTheDocument();
  });
});

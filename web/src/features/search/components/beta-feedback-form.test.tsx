import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '@tests/web/stub-api';
import { BetaFeedbackForm } from './beta-feedback-form';

function renderForm(response: Response) {
  const requests = stubApi({ routes: { 'POST /api/beta-feedback': response } });
  const router = createMemoryRouter(
    [
      { path: '/dashboard/search', element: <BetaFeedbackForm /> },
      { path: '/dashboard/settings', element: <p>Plans</p> },
    ],
    { initialEntries: ['/dashboard/search'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { requests, router };
}

afterEach(() => {
  cleanup();
  toast.dismiss();
});

describe('BetaFeedbackForm', () => {
  it('sends the rating and answers, thanks the tester and goes to the plans after 2 s', async () => {
    const { requests, router } = renderForm(new Response('{"ok":true}', { status: 201 }));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(/recommend LeadScout/), '9');
    await user.type(screen.getByLabelText('What did you like?'), 'The live table');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByText('Thanks for your feedback!')).toBeInTheDocument();
    const [path, sent] = requests.mock.calls[0];
    expect(path).toBe('/api/beta-feedback');
    expect(sent.body).toEqual({ rating: 9, likes: 'The live table', dislikes: '', suggestions: '' });
    expect(router.state.location.pathname).toBe('/dashboard/search');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings'), {
      timeout: 3_000,
    });
    expect(router.state.location.search).toBe('?tab=subscription');
  });

  it('says so when the feedback could not be sent', async () => {
    renderForm(new Response('{"code":"INTERNAL","message":"Something went wrong"}', { status: 500 }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Failed to submit feedback')).toBeInTheDocument();
  });
});

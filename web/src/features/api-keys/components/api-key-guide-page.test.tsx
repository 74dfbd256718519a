import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makeMe, stubApi } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

beforeEach(() => {
  fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: 'Sam' });
  stubApi({ me: makeMe() });
});

describe('/dashboard/api-key-guide', () => {
  it('walks through six collapsible steps', async () => {
    const { user } = renderApp('/dashboard/api-key-guide');
    expect(
      await screen.findByRole('heading', { name: 'How to Get API Key', level: 1 }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const steps = screen
      .getAllByRole('button', { expanded: true })
      .concat(screen.getAllByRole('button', { expanded: false }));
    expect(steps.map((s) => s.textContent)).toEqual(
      expect.arrayContaining([
        '1Sign in to the Google Cloud Console',
        '2Create or select a project',
        '3Enable Places API (New) and Geocoding API',
        '4Create the API key',
        '5Copy the key',
        '6Add it in LeadScout settings',
      ]),
    );
    const third = screen.getByRole('button', { name: /Enable Places API \(New\) and Geocoding API/ });
    expect(third).toHaveAttribute('aria-expanded', 'false');
    await user.click(third);
    expect(third).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/wait 3–5/, { exact: false })).toBeInTheDocument();
  });

  it('states current prices, the spec troubleshooting and the way on', async () => {
    renderApp('/dashboard/api-key-guide');
    await screen.findByRole('heading', { name: 'What it costs' }, { timeout: 5_000 });
    expect(screen.getByText('$35 per 1,000 requests · first 1,000 each month free')).toBeInTheDocument();
    expect(screen.getByText('$5 per 1,000 requests · first 10,000 each month free')).toBeInTheDocument();
    expect(screen.getByText(/about 3 requests ≈ \$0\.11/)).toBeInTheDocument();
    expect(screen.getByText('SERVICE_DISABLED')).toBeInTheDocument();
    expect(screen.getByText(/wait 3–5 minutes and search again/)).toBeInTheDocument();
    expect(screen.getByText('INVALID_ARGUMENT')).toBeInTheDocument();
    expect(screen.getByText(/“API key not valid/)).toBeInTheDocument();
    expect(screen.getByText('OVER_QUERY_LIMIT')).toBeInTheDocument();
    expect(screen.getByText(/resets at midnight Pacific time/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add API Key in Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings?tab=api-keys',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

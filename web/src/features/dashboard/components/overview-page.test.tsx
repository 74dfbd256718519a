import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makeMe, stubApi } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

function cardTitled(title: string) {
  return screen.getByRole('heading', { name: title }).closest('[data-slot="card"]') as HTMLElement;
}

describe('/dashboard overview', () => {
  it('welcomes the user and asks for an API key when none is saved', async () => {
    stubApi({
      me: makeMe({ fullName: 'Ada Lovelace' }),
      overview: { totalSearches: 1234, businessesFound: 56, hasApiKey: false, totalUsers: null },
    });
    fakeSession.signedIn({ id: 'user-1', email: 'ada@example.com', name: 'Ada Lovelace' });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada Lovelace!' })).toBeInTheDocument();
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(within(cardTitled('Total Searches')).getByText('Lifetime searches performed')).toBeInTheDocument();
    expect(within(cardTitled('Businesses Found')).getByText('56')).toBeInTheDocument();
    expect(within(cardTitled('API Status')).getByText('Not configured')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Setup Required' })).getByRole('link', {
        name: 'Add API Key',
      }),
    ).toHaveAttribute('href', '/dashboard/settings?tab=api-keys');
    expect(screen.getByRole('link', { name: 'New Search' })).toHaveAttribute('href', '/dashboard/search');
    expect(screen.getByRole('link', { name: 'View Search History' })).toHaveAttribute(
      'href',
      '/dashboard/history',
    );
    expect(screen.queryByRole('heading', { name: 'Admin Controls' })).not.toBeInTheDocument();
  });

  it('shows a beta tester without a subscription what applies to them: no banner, no key needed', async () => {
    stubApi({
      me: makeMe({ isBeta: true, roles: ['beta'] }),
      overview: { totalSearches: 2, businessesFound: 40, hasApiKey: false, totalUsers: null },
    });
    fakeSession.signedIn({ id: 'user-1', email: 'bea@example.com', name: 'Bea' });
    renderApp('/dashboard');

    expect(await within(cardTitled('API Status')).findByText('Beta access')).toBeInTheDocument();
    expect(within(cardTitled('API Status')).getByText(/No key needed/)).toBeInTheDocument();
    expect(screen.queryByText('Not configured')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Setup Required' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /subscribe/i })).not.toBeInTheDocument();
  });

  it('shows admins the user count and admin links, and no setup card once a key exists', async () => {
    stubApi({
      me: makeMe({ isAdmin: true, roles: ['admin'] }),
      overview: { totalSearches: 0, businessesFound: 0, hasApiKey: true, totalUsers: 17 },
    });
    fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: '' });
    renderApp('/dashboard');

    expect(await screen.findByText('Configured')).toBeInTheDocument();
    const admin = cardTitled('Admin Controls');
    expect(within(admin).getByRole('link', { name: /User Management/ })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    expect(within(admin).getByText('17 total users')).toBeInTheDocument();
    expect(within(admin).getByRole('link', { name: /Analytics/ })).toHaveAttribute(
      'href',
      '/admin/analytics',
    );
    expect(screen.queryByRole('heading', { name: 'Setup Required' })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_SUCCESS, authClient, fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makeMe, stubApi } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

describe('top navigation', () => {
  it('welcomes a signed-in user by full name', async () => {
    stubApi({ me: makeMe({ fullName: 'Ada Lovelace', email: 'ada@example.com' }) });
    fakeSession.signedIn({ id: 'user-1', email: 'ada@example.com', name: '' });
    renderApp('/');

    expect(await screen.findByText('Welcome, Ada Lovelace')).toBeInTheDocument();
  });

  it('welcomes a user without a full name by the part of the email before the @', async () => {
    stubApi({ me: makeMe({ fullName: '   ', email: 'sam.rivera@example.com' }) });
    fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: '' });
    renderApp('/');

    expect(await screen.findByText('Welcome, sam.rivera')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome, .*@/)).not.toBeInTheDocument();
  });

  it('offers account links and signs out to the home page', async () => {
    stubApi({ me: makeMe() });
    authClient.signOut.mockResolvedValue(AUTH_SUCCESS);
    fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: '' });
    const { user, router } = renderApp('/dashboard/usage');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Dashboard', 'Search', 'History', 'Settings', 'API Key Help']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'API Key Help' })).toHaveAttribute(
      'href',
      '/dashboard/api-key-guide',
    );

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(authClient.signOut).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/');
  });

  it('marks the current page in the mobile menu', async () => {
    stubApi({ me: makeMe() });
    fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: '' });
    const { user } = renderApp('/dashboard/history');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
    expect(within(sheet).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('shows visitors the public links, Sign In and Try Free', () => {
    stubApi({});
    fakeSession.signedOut();
    renderApp('/');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/#faq');
    expect(within(nav).getByRole('button', { name: 'Solutions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Try Free' })).toHaveAttribute('href', '/try-sample-search');
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });
});

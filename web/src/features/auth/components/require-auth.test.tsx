import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makeMe, stubApi } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const SAM = { id: 'user-1', email: 'sam.rivera@example.com', name: '' };

describe('route guards', () => {
  beforeEach(() => fakeSession.loading());

  it('shows "Loading..." while the session loads, then sends visitors to /auth, replacing the entry', async () => {
    stubApi({});
    const { router } = renderApp('/dashboard/history');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(router.state.location.pathname).toBe('/dashboard/history');

    act(() => fakeSession.signedOut());

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('tab', { name: 'Sign In' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows the protected screen once a user is signed in', async () => {
    stubApi({ me: makeMe() });
    renderApp('/dashboard/history');

    act(() => fakeSession.signedIn(SAM));

    expect(
      await screen.findByRole('heading', { name: 'Search History' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('sends a signed-in non-admin from an admin screen to /dashboard', async () => {
    stubApi({ me: makeMe({ isAdmin: false }) });
    fakeSession.signedIn(SAM);
    const { router } = renderApp('/admin/users');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('lets an admin into admin screens', async () => {
    stubApi({ me: makeMe({ isAdmin: true, roles: ['admin'] }) });
    fakeSession.signedIn(SAM);
    const { router } = renderApp('/admin/users');

    expect(
      await screen.findByRole('heading', { name: 'User Management' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
  });
});

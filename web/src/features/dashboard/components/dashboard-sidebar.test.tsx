import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makeMe, stubApi } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const USER_LINKS = ['Search', 'Area sweeps', 'History', 'Lists', 'Campaigns', 'Usage', 'Settings'];

async function sidebarAt(url: string) {
  fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: '' });
  renderApp(url);
  const sidebar = await screen.findByRole('navigation', { name: 'Dashboard' });
  return within(sidebar);
}

describe('dashboard sidebar', () => {
  it('shows the user links and no Admin link to a regular user', async () => {
    stubApi({ me: makeMe({ isAdmin: false }) });
    const sidebar = await sidebarAt('/dashboard/lists');

    expect(sidebar.getAllByRole('link').map((link) => link.textContent)).toEqual(USER_LINKS);
    expect(sidebar.getByRole('link', { name: 'Lists' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar.getByRole('link', { name: 'Search' })).not.toHaveAttribute('aria-current');
  });

  it('adds the Admin link for admins', async () => {
    stubApi({ me: makeMe({ isAdmin: true, roles: ['admin'] }) });
    const sidebar = await sidebarAt('/dashboard/history/42');

    const admin = await sidebar.findByRole('link', { name: 'Admin' });
    expect(admin).toHaveAttribute('href', '/admin/users');
    expect(sidebar.getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
  });
});

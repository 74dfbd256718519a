import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makePlans, makeStatus } from '@tests/web/billing-fixtures';
import { makeMe, stubApi } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const BASE = { 'GET /api/billing/subscription': makeStatus(), 'GET /api/billing/plans': makePlans() };

function openAt(url: string) {
  fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: '' });
  return renderApp(url);
}

describe('/dashboard/settings', () => {
  it('opens on the Subscription tab and keeps the chosen tab in the URL', async () => {
    stubApi({ routes: { 'GET /api/me': makeMe(), ...BASE } });
    const { router, user } = openAt('/dashboard/settings');

    const subscription = await screen.findByRole('tab', { name: 'Subscription' }, { timeout: 5000 });
    expect(subscription).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Subscription',
      'Team',
      'API Keys',
      'Integrations',
      'Mailboxes',
      'API Tokens',
      'Webhooks',
      'Branding',
      'Email Templates',
      'Suppression list',
      'Profile',
      'Security',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(router.state.location.search).toBe('?tab=profile');
    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeInTheDocument();
  });

  it('opens the tab named in the URL', async () => {
    stubApi({ routes: { 'GET /api/me': makeMe(), ...BASE } });
    openAt('/dashboard/settings?tab=api-keys');
    expect(
      await screen.findByRole('tab', { name: 'API Keys', selected: true }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'API Keys' })).toBeInTheDocument();
    expect(screen.queryByRole('tabpanel', { name: 'Subscription' })).not.toBeInTheDocument();
  });

  it('falls back to Subscription for an unknown tab', async () => {
    stubApi({ routes: { 'GET /api/me': makeMe(), ...BASE } });
    openAt('/dashboard/settings?tab=nope');
    expect(
      await screen.findByRole('tab', { name: 'Subscription', selected: true }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('saves the profile: full name and company name', async () => {
    const saved: unknown[] = [];
    stubApi({
      routes: {
        'GET /api/me': makeMe({ fullName: 'Sam Rivera', companyName: null }),
        ...BASE,
        'PATCH /api/me/profile': ({ body }: { body: unknown }) => {
          saved.push(body);
          return makeMe({ fullName: 'Sam R.', companyName: 'Rivera Web' });
        },
      },
    });
    const { user } = openAt('/dashboard/settings?tab=profile');

    const name = await screen.findByLabelText('Full Name', {}, { timeout: 5000 });
    await waitFor(() => expect(name).toHaveValue('Sam Rivera'));
    await user.clear(name);
    await user.type(name, 'Sam R.');
    await user.type(screen.getByLabelText('Company Name'), 'Rivera Web');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(saved).toEqual([{ fullName: 'Sam R.', companyName: 'Rivera Web' }]);
    expect(screen.getByLabelText('Email')).toHaveValue('sam.rivera@example.com');
  });
});

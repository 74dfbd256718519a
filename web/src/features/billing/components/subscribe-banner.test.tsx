import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { json, makeMe, stubApi } from '@tests/web/stub-api';
import { makeStatus } from '../../../../../tests/web/billing-fixtures';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const OVERVIEW = { totalSearches: 0, businessesFound: 0, hasApiKey: true, totalUsers: null };

function openDashboard() {
  fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: '' });
  renderApp('/dashboard');
}

describe('dashboard subscribe banner', () => {
  it('offers the subscription at $79/month to users without one', async () => {
    stubApi({
      routes: {
        'GET /api/me': makeMe(),
        'GET /api/dashboard/overview': OVERVIEW,
        'GET /api/billing/subscription': makeStatus(),
      },
    });
    openDashboard();
    // The first test loads the lazy dashboard: give it the time the other screens' first tests get.
    const banner = await screen.findByRole('region', { name: 'Subscribe' }, { timeout: 5_000 });
    expect(banner).toHaveTextContent('Subscribe for $79/month');
    expect(screen.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute(
      'href',
      '/dashboard/settings?tab=subscription',
    );
  });

  it('tells someone who may not pay for the team whom to ask, instead of offering checkout', async () => {
    stubApi({
      routes: {
        'GET /api/me': makeMe(),
        'GET /api/dashboard/overview': OVERVIEW,
        'GET /api/billing/subscription': makeStatus({
          team: {
            payer: { name: 'Ana Lima', email: 'ana@example.com', is_you: false },
            can_manage: false,
            teams_covered: 1,
            seats: 3,
            per_seat: false,
            searches_this_month: 0,
            exports_this_month: 0,
          },
        }),
      },
    });
    openDashboard();
    const notice = await screen.findByRole('region', { name: 'Subscription' }, { timeout: 5_000 });
    expect(notice).toHaveTextContent("Ask Ana Lima, the team's owner, to subscribe.");
    expect(screen.queryByRole('region', { name: 'Subscribe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Subscribe Now' })).not.toBeInTheDocument();
  });

  it('is hidden for subscribers and for admins', async () => {
    stubApi({
      routes: {
        'GET /api/me': makeMe(),
        'GET /api/dashboard/overview': OVERVIEW,
        'GET /api/billing/subscription': makeStatus({ subscribed: true, plan_type: 'unlimited' }),
      },
    });
    openDashboard();
    expect(await screen.findByText('Configured')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Subscribe' })).not.toBeInTheDocument());
  });

  it('is hidden for admins', async () => {
    stubApi({
      routes: {
        'GET /api/me': makeMe({ isAdmin: true, roles: ['admin'] }),
        'GET /api/dashboard/overview': { ...OVERVIEW, totalUsers: 3 },
        'GET /api/billing/subscription': makeStatus(),
      },
    });
    openDashboard();
    expect(await screen.findByText('3 total users')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('treats a failed check as not subscribed and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      routes: {
        'GET /api/me': makeMe(),
        'GET /api/dashboard/overview': OVERVIEW,
        'GET /api/billing/subscription': json({ code: 'INTERNAL', message: 'Something went wrong' }, 500),
      },
    });
    openDashboard();
    expect(await screen.findByRole('region', { name: 'Subscribe' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      'Subscription check failed',
      expect.objectContaining({ message: 'Something went wrong' }),
    );
  });
});

describe('subscription check polling', () => {
  it('re-reads the check every 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let subscribed = false;
      const requests = stubApi({
        routes: {
          'GET /api/me': makeMe(),
          'GET /api/dashboard/overview': OVERVIEW,
          'GET /api/billing/subscription': () => makeStatus({ subscribed }),
        },
      });
      openDashboard();
      expect(await screen.findByRole('region', { name: 'Subscribe' }, { timeout: 5000 })).toBeInTheDocument();
      const checks = () =>
        requests.mock.calls.filter(([url]) => String(url) === '/api/billing/subscription').length;
      const before = checks();

      subscribed = true;
      await vi.advanceTimersByTimeAsync(59_000);
      expect(checks()).toBe(before);
      await vi.advanceTimersByTimeAsync(1_500);
      expect(checks()).toBe(before + 1);
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Subscribe' })).not.toBeInTheDocument(),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

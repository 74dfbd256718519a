import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TAnalyticsResponse } from '@contracts/admin';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makeMe, stubApi } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const days = (counts: number[]) =>
  counts.map((count, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, count }));

function openAnalytics(data: TAnalyticsResponse) {
  stubApi({
    routes: {
      'GET /api/me': makeMe({ isAdmin: true, roles: ['admin'] }),
      'GET /api/admin/analytics': data,
    },
  });
  fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: '' });
  renderApp('/admin/analytics');
}

const cardTitled = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('[data-slot="card"]') as HTMLElement;

describe('/admin/analytics', () => {
  it('shows the totals, one-decimal averages, daily charts and the busiest users', async () => {
    openAnalytics({
      totalUsers: 3,
      totalSearches: 7,
      businessesFound: 157,
      activeSubscriptions: 1,
      averageSearchesPerUser: 2.3,
      averageBusinessesPerSearch: 22.4,
      signupsByDay: days([1, 0, 2]),
      searchesByDay: days([0, 4, 3]),
      topSearchers: [
        { userId: 'a', email: 'busy@example.com', searchCount: 10 },
        { userId: 'b', email: 'calm@example.com', searchCount: 9 },
      ],
    });
    expect(await screen.findByText('157', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(cardTitled('Total Users')).getByText('3')).toBeInTheDocument();
    expect(within(cardTitled('Active Subscriptions')).getByText('1')).toBeInTheDocument();
    expect(within(cardTitled('Average Searches per User')).getByText('2.3')).toBeInTheDocument();
    expect(within(cardTitled('Average Businesses per Search')).getByText('22.4')).toBeInTheDocument();
    expect(screen.getByText('3 signups in 3 days')).toBeInTheDocument();
    expect(screen.getByText('7 searches in 3 days')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Searches per day' })).toHaveTextContent('2026-11-024');

    const busiest = cardTitled('Most active users');
    expect(within(busiest).getByText('10')).toHaveAttribute('data-highlighted', 'true');
    expect(within(busiest).getByText('9')).not.toHaveAttribute('data-highlighted');
  });

  it('shows 0.0 averages on an empty platform', async () => {
    openAnalytics({
      totalUsers: 1,
      totalSearches: 0,
      businessesFound: 0,
      activeSubscriptions: 0,
      averageSearchesPerUser: 0,
      averageBusinessesPerSearch: 0,
      signupsByDay: days([1]),
      searchesByDay: days([0]),
      topSearchers: [],
    });
    expect(await screen.findByText('No searches yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(cardTitled('Average Searches per User')).getByText('0.0')).toBeInTheDocument();
    expect(within(cardTitled('Average Businesses per Search')).getByText('0.0')).toBeInTheDocument();
    expect(screen.getByText('1 signup in 1 day')).toBeInTheDocument();
    expect(screen.getByText('0 searches in 1 day')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TUsageResponse } from '@contracts/usage';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makeMe, makeSearchAccess, stubApi } from '@tests/web/stub-api';
import { lastMonths } from '../lib/month-series';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const thisMonth = new Date().toISOString().slice(0, 7);

function usage(overrides: Partial<TUsageResponse> = {}): TUsageResponse {
  return {
    searchesThisMonth: 12,
    totalSearches: 48,
    exports: 3,
    monthlySearchLimit: 50,
    estimatedApiCostUsd: 1.26,
    billableRequests: 36,
    months: [{ month: thisMonth, searches: 12, costUsd: 0.42 }],
    pageSpeed: { thisMonth: 140, last24Hours: 9 },
    ...overrides,
  };
}

function card(title: string) {
  return screen.getByRole('heading', { name: title }).closest('[data-slot="card"]') as HTMLElement;
}

beforeEach(() => {
  fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: 'Sam' });
});

describe('/dashboard/usage', () => {
  it('shows the month, totals, exports and the estimated Google cost', async () => {
    stubApi({ me: makeMe(), routes: { '/api/usage': usage() } });
    renderApp('/dashboard/usage');
    await screen.findByText('$1.26', {}, { timeout: 5_000 });
    expect(card('Searches This Month')).toHaveTextContent('12 / 50');
    expect(card('Searches This Month')).toHaveTextContent('38 remaining this month');
    expect(within(card('Total Searches')).getByText('48')).toBeInTheDocument();
    expect(within(card('Exports')).getByText('3')).toBeInTheDocument();
    expect(card('Est. API Cost')).toHaveTextContent(
      "List price, before Google's free monthly credit · 36 requests",
    );
    expect(screen.getByRole('img', { name: /^Searches:/ })).toHaveAccessibleName(
      expect.stringContaining('12'),
    );
    expect(screen.getByRole('img', { name: /^Est. API cost:/ })).toHaveAccessibleName(
      expect.stringContaining('$0.42'),
    );
    expect(screen.getByRole('heading', { name: 'How the API cost is estimated' })).toBeInTheDocument();
  });

  it('counts the PageSpeed requests against their daily quota', async () => {
    stubApi({ me: makeMe(), routes: { '/api/usage': usage() } });
    renderApp('/dashboard/usage');
    await screen.findByRole('heading', { name: 'PageSpeed Insights' }, { timeout: 5_000 });
    const pageSpeed = card('PageSpeed Insights');
    // An answer without research (an older server) shows no research card.
    expect(screen.queryByRole('heading', { name: 'Research questions' })).toBeNull();
    expect(within(pageSpeed).getByText('Requests this month').nextElementSibling).toHaveTextContent('140');
    expect(within(pageSpeed).getByText('In the last 24 hours').nextElementSibling).toHaveTextContent(
      '9 of 25,000',
    );
  });

  it('shows what research questions cost this month against their budget', async () => {
    stubApi({
      me: makeMe(),
      routes: { '/api/usage': usage({ research: { costDollars: 2.5, monthlyDollars: 10 } }) },
    });
    renderApp('/dashboard/usage');
    await screen.findByRole('heading', { name: 'Research questions' }, { timeout: 5_000 });
    const research = card('Research questions');
    expect(research).toHaveTextContent('$2.50 of $10.00 this month');
    expect(
      within(research).getByRole('progressbar', { name: 'Research budget used this month' }),
    ).toHaveAttribute('aria-valuenow', '25');
  });

  it('says there is no monthly limit when there is none', async () => {
    stubApi({ me: makeMe(), routes: { '/api/usage': usage({ monthlySearchLimit: null }) } });
    renderApp('/dashboard/usage');
    expect(await screen.findByText('No monthly limit', {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});

describe('lastMonths', () => {
  it('shows a beta tester their remaining beta results and that nothing is billed to them', async () => {
    stubApi({
      me: makeMe({ isBeta: true, roles: ['user', 'beta'] }),
      routes: {
        '/api/usage': usage({ monthlySearchLimit: null }),
        '/api/searches/access': makeSearchAccess({
          needsOwnKey: false,
          hasKey: false,
          isBeta: true,
          betaResultsRemaining: 140,
          betaResultsLimit: 200,
        }),
      },
    });
    renderApp('/dashboard/usage');
    await screen.findByText('Beta: 140 of 200 results remaining', {}, { timeout: 5_000 });
    expect(card('Est. API Cost')).toHaveTextContent('nothing is billed to you');
  });

  it('fills the last six months with zeros where nothing happened', () => {
    const points = lastMonths(
      [{ month: '2026-02', searches: 4, costUsd: 0.14 }],
      6,
      new Date('2026-03-15T00:00:00Z'),
    );
    expect(points.map((p) => p.month)).toEqual([
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(points.map((p) => p.label)).toEqual(['Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar']);
    expect(points[4]).toMatchObject({ searches: 4, costUsd: 0.14 });
    expect(points[5]).toMatchObject({ searches: 0, costUsd: 0 });
  });

  it("shows this team's share beside its subscription's total, who pays and the seats", async () => {
    stubApi({
      me: makeMe(),
      routes: {
        '/api/usage': usage({
          searchesThisMonth: 30,
          quota: {
            payerName: 'Olga Owner',
            payerIsYou: false,
            teamsCovered: 3,
            seats: 4,
            exportLimit: 5,
            team: { searches: 7, exports: 1 },
            subscription: { searches: 30, exports: 4 },
          },
        }),
      },
    });
    renderApp('/dashboard/usage');
    await screen.findByRole('heading', { name: 'This team and its subscription' }, { timeout: 5_000 });
    const quota = card('This team and its subscription');
    expect(quota).toHaveTextContent('Paid by Olga Owner · covers 3 teams · 4 seats.');
    expect(quota).toHaveTextContent(/Searches\s*7\s*30 of 50/);
    expect(quota).toHaveTextContent(/Exports\s*1\s*4 of 5/);
  });
});

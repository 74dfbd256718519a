import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TSweep, TSweepEstimate } from '@contracts/sweeps';
import { makeEnrichedLead } from '@tests/make-lead';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makeMe, stubApi } from '@tests/web/stub-api';
import { makeActiveTeam, PERSONAL_TEAM, VERIFIED_USER } from '@tests/web/team-fixtures';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const corner = (latitude: number, longitude: number) => ({ latitude, longitude });
const ESTIMATE: TSweepEstimate = {
  places: 263,
  billableRequests: 14,
  dollars: 0.49,
  complete: false,
  area: { low: corner(30, -98), high: corner(30.4, -97.6) },
  cells: [
    { rectangle: { low: corner(30, -98), high: corner(30.2, -97.8) }, places: 60, pair: 0 },
    { rectangle: { low: corner(30.2, -97.8), high: corner(30.4, -97.6) }, places: 12, pair: 0 },
  ],
  pairs: [
    {
      query: 'restaurant',
      location: 'Austin, TX',
      area: { low: corner(30, -98), high: corner(30.4, -97.6) },
      places: 263,
    },
  ],
};

const LEEDS = { low: corner(53.75, -1.63), high: corner(53.85, -1.47) };
const YORK = { low: corner(53.93, -1.13), high: corner(53.99, -1.05) };
/** Dentists and orthodontists in Leeds and York: 4 pairs, 412 places once each. */
const MARKET_ESTIMATE: TSweepEstimate = {
  places: 412,
  billableRequests: 25,
  dollars: 0.88,
  complete: true,
  area: { low: LEEDS.low, high: YORK.high },
  cells: [0, 1, 2, 3].map((pair) => ({ rectangle: pair < 2 ? LEEDS : YORK, places: 50, pair })),
  pairs: [
    { query: 'dentist', location: 'Leeds', area: LEEDS, places: 210 },
    { query: 'orthodontist', location: 'Leeds', area: LEEDS, places: 60 },
    { query: 'dentist', location: 'York', area: YORK, places: 130 },
    { query: 'orthodontist', location: 'York', area: YORK, places: 31 },
  ],
};

const SWEEP: TSweep = {
  id: 'sw-1',
  kind: 'area',
  query: 'restaurant',
  location: 'Austin, TX',
  status: 'running',
  skipKnown: true,
  placesFound: 263,
  placesSaved: 100,
  placesSkipped: 7,
  budgetRequests: 16,
  budgetDollars: 0.56,
  requestsSpent: 6,
  dollarsSpent: 0.21,
  errorMessage: null,
  createdAt: '2026-12-05T10:00:00.000Z',
  finishedAt: null,
  area: ESTIMATE.area,
  cells: ESTIMATE.cells.map((cell, i) => ({
    ...cell,
    pagesPlanned: 3,
    pagesFetched: i === 0 ? 3 : 0,
    state: i === 0 ? 'done' : 'pending',
  })),
  pairs: ESTIMATE.pairs.map((pair) => ({ ...pair, cells: 2, cellsDone: 1 })),
  searches: [{ id: 'search-1', part: 1, resultsCount: 100, status: 'completed' }],
};

function open(path: string, role: 'member' | 'viewer' = 'member') {
  fakeSession.signedIn(VERIFIED_USER);
  const requests = stubApi({
    me: makeMe(),
    routes: {
      'GET /api/teams': { teams: [PERSONAL_TEAM, makeActiveTeam({ role })] },
      'GET /api/teams/active': makeActiveTeam({ role }),
      'GET /api/auth/organization/list-user-invitations': [],
      'POST /api/sweeps/estimate': ESTIMATE,
      'GET /api/sweeps': { sweeps: [] },
      'POST /api/sweeps': SWEEP,
      'POST /api/markets/estimate': MARKET_ESTIMATE,
      'POST /api/markets': { ...SWEEP, kind: 'market' },
      'GET /api/sweeps/sw-1': SWEEP,
      'POST /api/sweeps/sw-1/cancel': { ...SWEEP, status: 'cancelled' },
      'GET /api/sweeps/sw-1/leads': {
        sweep: SWEEP,
        leads: [
          makeEnrichedLead({ id: 'lead-1', searchId: 'search-1', businessName: 'Franklin Barbecue' }),
          makeEnrichedLead({ id: 'lead-2', searchId: 'search-2', businessName: 'Uchi Austin' }),
        ],
      },
      'GET /api/leads/markers': { markers: {} },
    },
  });
  return { requests, ...renderApp(path) };
}

describe('Area sweeps', () => {
  it('says what is missing, then counts the area and shows the places, requests, cost and its cells', async () => {
    const { requests, user } = open('/dashboard/sweeps?location=Austin%2C%20TX');
    const form = await screen.findByRole('form', { name: 'Count an area' }, { timeout: 10_000 });
    expect(within(form).getByLabelText(/Location/)).toHaveValue('Austin, TX');
    await user.click(within(form).getByRole('button', { name: 'Count places' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Business type is required');
    expect(requests).not.toHaveBeenCalledWith('/api/sweeps/estimate', expect.anything());
    await user.type(within(form).getByLabelText(/Business Type/), 'restaurant');
    await user.click(within(form).getByRole('button', { name: 'Count places' }));
    expect(await screen.findByTestId('sweep-estimate')).toHaveTextContent(
      '263 places, ≈ 14 Google requests, ≈ $0.49',
    );
    expect(requests).toHaveBeenCalledWith('/api/sweeps/estimate', {
      method: 'POST',
      body: { query: 'restaurant', location: 'Austin, TX' },
    });
    expect(screen.getByRole('heading', { name: 'restaurant in Austin, TX' })).toBeVisible();
    expect(screen.getByText(/divided into 2 cells/)).toBeVisible();
    expect(screen.getByText(/there may be more than 263/)).toBeVisible();
    expect(screen.getByTestId('area-outline').querySelectorAll('rect')).toHaveLength(2);

    // A budget the server would refuse is caught first; then the sweep starts and its page follows it.
    const start = screen.getByRole('form', { name: 'Start the sweep' });
    const budget = within(start).getByLabelText('Budget (US$)');
    expect(budget).toHaveValue('0.54');
    await user.clear(budget);
    await user.type(budget, '40');
    await user.click(within(start).getByRole('button', { name: 'Start sweep' }));
    expect(within(start).getByRole('alert')).toHaveTextContent('Budget must be between $0.01 and $35');
    await user.clear(budget);
    await user.type(budget, '0.6');
    await user.click(within(start).getByRole('button', { name: 'Start sweep' }));
    expect(await screen.findByTestId('sweep-progress')).toHaveTextContent(
      '100 of 263 places saved (7 copied from earlier searches)',
    );
    expect(requests).toHaveBeenCalledWith('/api/sweeps', {
      method: 'POST',
      body: { query: 'restaurant', location: 'Austin, TX', budget: { dollars: 0.6 }, skipKnown: true },
    });
    expect(
      screen.getByText(/1 of 2 cells fetched · 6 of 16 Google requests · \$0\.21 of \$0\.56 budget/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Part 1: 100 leads' })).toHaveAttribute(
      'href',
      '/dashboard/history/search-1',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel sweep' }));
    await vi.waitFor(() =>
      expect(requests).toHaveBeenCalledWith(
        '/api/sweeps/sw-1/cancel',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });

  it('counts a market of business types × locations as one, with each pair’s places, and starts it', async () => {
    const { requests, user } = open('/dashboard/sweeps');
    const form = await screen.findByRole('form', { name: 'Count an area' }, { timeout: 10_000 });
    await user.click(within(form).getByRole('radio', { name: /A market/ }));
    const types = within(form).getByRole('textbox', { name: 'Business Types' });
    const places = within(form).getByRole('textbox', { name: 'Locations' });
    await user.type(places, 'Leeds{Enter}York{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Count places' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Add at least one business type');
    await user.type(types, 'dentist{Enter}{Enter}orthodontist');
    await user.click(within(form).getByRole('button', { name: 'Count places' }));
    expect(await screen.findByTestId('sweep-estimate')).toHaveTextContent(
      '412 places, ≈ 25 Google requests, ≈ $0.88',
    );
    expect(requests).toHaveBeenCalledWith('/api/markets/estimate', {
      method: 'POST',
      body: { niches: ['dentist', 'orthodontist'], locations: ['Leeds', 'York'] },
    });
    expect(screen.getByRole('heading', { name: 'dentist, orthodontist in Leeds; York' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Each business type in each location' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Business typeLocationPlaces',
      'dentistLeeds210',
      'orthodontistLeeds60',
      'dentistYork130',
      'orthodontistYork31',
    ]);
    expect(screen.getAllByTestId('area-outline')).toHaveLength(2);
    const start = screen.getByRole('form', { name: 'Start the sweep' });
    await user.click(within(start).getByRole('button', { name: 'Start sweep' }));
    await vi.waitFor(() =>
      expect(requests).toHaveBeenCalledWith('/api/markets', {
        method: 'POST',
        body: {
          niches: ['dentist', 'orthodontist'],
          locations: ['Leeds', 'York'],
          budget: { dollars: 0.97 },
          skipKnown: true,
        },
      }),
    );
  });

  it('opens all of a sweep’s leads, from its several searches, in one workspace', async () => {
    const { requests, user } = open('/dashboard/sweeps/sw-1');
    await user.click(
      await screen.findByRole('link', { name: 'Open all 100 leads together' }, { timeout: 10_000 }),
    );
    expect(await screen.findByRole('heading', { name: 'restaurant in Austin, TX' })).toBeVisible();
    expect(await screen.findAllByText('Franklin Barbecue')).not.toHaveLength(0);
    expect(screen.getAllByText('Uchi Austin')).not.toHaveLength(0);
    await vi.waitFor(() =>
      expect(requests).toHaveBeenCalledWith('/api/leads/markers?sweepId=sw-1', expect.anything()),
    );
    expect(screen.getByRole('link', { name: 'Back to the sweep' })).toHaveAttribute(
      'href',
      '/dashboard/sweeps/sw-1',
    );
  });

  it('lets a viewer count an area and follow a sweep, with no Start or Cancel', async () => {
    open('/dashboard/sweeps?niche=restaurant&location=Austin', 'viewer');
    await (await screen.findByRole('button', { name: 'Count places' }, { timeout: 10_000 })).click();
    expect(await screen.findByTestId('sweep-estimate')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Start the sweep' })).toBeNull();
  });
});

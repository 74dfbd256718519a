import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TSweepEstimate } from '@contracts/sweeps';
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
    { rectangle: { low: corner(30, -98), high: corner(30.2, -97.8) }, places: 60 },
    { rectangle: { low: corner(30.2, -97.8), high: corner(30.4, -97.6) }, places: 12 },
  ],
};

function open(path: string) {
  fakeSession.signedIn(VERIFIED_USER);
  const requests = stubApi({
    me: makeMe(),
    routes: {
      'GET /api/teams': { teams: [PERSONAL_TEAM, makeActiveTeam({ role: 'member' })] },
      'GET /api/teams/active': makeActiveTeam({ role: 'member' }),
      'GET /api/auth/organization/list-user-invitations': [],
      'POST /api/sweeps/estimate': ESTIMATE,
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
  });
});

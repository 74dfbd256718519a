import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TSearchAutoPush } from '@contracts/crm';
import { makeEnrichedLead, makeSearch } from '@tests/make-lead';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makeMe, stubApi, type TStubRoute } from '@tests/web/stub-api';
import { makeActiveTeam, PERSONAL_TEAM, VERIFIED_USER } from '@tests/web/team-fixtures';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const RULE: TSearchAutoPush = { provider: 'hubspot', minScore: 60, scope: 'chosen', on: false };
const SWITCH = 'Auto-push to HubSpot (score ≥ 60)';

function open(role: 'owner' | 'viewer', rules: TSearchAutoPush[], routes: Record<string, TStubRoute> = {}) {
  fakeSession.signedIn(VERIFIED_USER);
  const requests = stubApi({
    me: makeMe(),
    routes: {
      'GET /api/teams': { teams: [PERSONAL_TEAM, makeActiveTeam({ role })] },
      'GET /api/teams/active': makeActiveTeam({ role }),
      'GET /api/auth/organization/list-user-invitations': [],
      '/api/searches/s2': {
        search: makeSearch({ id: 's2', niche: 'roofer', location: 'Austin, TX', resultsCount: 1 }),
        leads: [makeEnrichedLead({ businessName: 'Peak Roofing' })],
      },
      'GET /api/searches/s2/auto-push': { rules },
      ...routes,
    },
  });
  return { requests, ...renderApp('/dashboard/history/s2') };
}

describe('a saved search’s auto-push switch', () => {
  it('lets an owner switch it on, which pushes the checked leads that qualify, and off again', async () => {
    let current = RULE;
    const on = vi.fn(() => {
      current = { ...RULE, on: true };
      return { provider: 'hubspot', on: true, pushId: 'push-1', pushed: 3 };
    });
    const off = vi.fn(() => ({ provider: 'hubspot', on: false, pushId: null, pushed: 0 }));
    const { user } = open('owner', [RULE], {
      'GET /api/searches/s2/auto-push': () => ({ rules: [current] }),
      'PUT /api/searches/s2/auto-push/hubspot': on,
      'DELETE /api/searches/s2/auto-push/hubspot': off,
    });

    const toggle = await screen.findByRole('switch', { name: SWITCH }, { timeout: 10_000 });
    await screen.findByRole('button', { name: /^Team:/ }, { timeout: 10_000 });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveAccessibleDescription(/pushes this search's checked leads scoring 60 or more now/);
    await user.click(toggle);
    expect(await screen.findByText('Auto-push on: pushing 3 leads to HubSpot now')).toBeInTheDocument();
    expect(on).toHaveBeenCalledTimes(1);

    await waitFor(() => expect(screen.getByRole('switch', { name: SWITCH })).toBeChecked());
    await user.click(screen.getByRole('switch', { name: SWITCH }));
    await waitFor(() => expect(off).toHaveBeenCalledTimes(1));
  });

  it('shows a CRM that auto-pushes every search as on, changed only in Settings', async () => {
    open('owner', [{ ...RULE, scope: 'all', on: true }]);
    const toggle = await screen.findByRole('switch', { name: SWITCH }, { timeout: 10_000 });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    const section = screen.getByRole('region', { name: 'Auto-push to CRM' });
    expect(within(section).getByRole('link', { name: /Choose searches in Settings/ })).toHaveAttribute(
      'href',
      '/dashboard/settings?tab=integrations',
    );
  });

  it('shows a viewer the state without letting them change it', async () => {
    const on = vi.fn(() => ({}));
    open('viewer', [{ ...RULE, on: true }], { 'PUT /api/searches/s2/auto-push/hubspot': on });
    await screen.findByRole('button', { name: /^Team:/ }, { timeout: 10_000 });
    const toggle = await screen.findByRole('switch', { name: SWITCH });
    await waitFor(() => expect(toggle).toBeDisabled());
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Only owners and admins can change this/);
    expect(on).not.toHaveBeenCalled();
  });

  it('shows nothing when no CRM has an auto-push score', async () => {
    open('owner', []);
    expect(await screen.findByText('Peak Roofing', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Auto-push to CRM' })).not.toBeInTheDocument();
  });
});

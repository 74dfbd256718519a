import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLead } from '@tests/make-lead';
import { stubApi } from '@tests/web/stub-api';
import { makeActiveTeam } from '@tests/web/team-fixtures';
import { renderWorkspace } from '../../../../../tests/web/render-workspace';

const ME = 'user-ana';
const COLE = 'user-cole';
const TEAM = {
  me: ME,
  assignees: [
    { id: ME, name: 'Ana Lima', email: 'ana@example.com' },
    { id: COLE, name: 'Cole Porter', email: 'cole@example.com' },
  ],
};

function routes(role: 'viewer' | 'member', extra: Record<string, unknown> = {}) {
  return {
    'GET /api/teams/active': makeActiveTeam({ role }),
    'GET /api/leads/markers': { markers: {} },
    'GET /api/leads/assignees': TEAM,
    ...extra,
  };
}

const leads = () => [
  makeLead({ businessName: 'Coles Dental', assignedTo: COLE, tags: ['hot'], notes: 'Call Monday' }),
  makeLead({ businessName: 'Free Dental', assignedTo: null }),
];

describe('per-row controls follow the active role (decision 109)', () => {
  it('shows a member the notes editor, the assignee menu, Generate Email and Assign to…', async () => {
    stubApi({ routes: routes('member') });
    const { user } = renderWorkspace(leads());
    expect(
      await screen.findByRole('button', { name: /Assignee of Coles Dental/ }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notes and tags for Coles Dental' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Generate Email' })).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: /Select Free Dental/ }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByRole('button', { name: 'Assign to…' })).toBeInTheDocument();
  });

  it('shows a viewer the notes, tags and assignee as text, with no control the server would refuse', async () => {
    const api = stubApi({ routes: routes('viewer') });
    const { user } = renderWorkspace(leads());
    await waitFor(() => expect(api).toHaveBeenCalledWith('/api/teams/active', expect.anything()));
    await waitFor(
      () => expect(screen.queryByRole('button', { name: /Assignee of/ })).not.toBeInTheDocument(),
      { timeout: 5_000 },
    );
    expect(await screen.findByText('Cole Porter')).toBeInTheDocument();
    expect(screen.getByText('Call Monday')).toBeInTheDocument();
    expect(screen.getByText('hot')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notes and tags for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Email' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Select Free Dental/ }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Assign to…' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Tag' })).not.toBeInTheDocument();
  });
});

describe('bulk assignment (decision 112)', () => {
  it('assigns every selected business to one member in one request and shows it at once', async () => {
    const api = stubApi({ routes: routes('member', { 'POST /api/leads/assign': { updated: 2 } }) });
    const rows = [makeLead({ businessName: 'Alpha Dental' }), makeLead({ businessName: 'Beta Dental' })];
    const { user } = renderWorkspace(rows);
    await user.click(
      await screen.findByRole('checkbox', { name: /Select Alpha Dental/ }, { timeout: 5_000 }),
    );
    await user.click(screen.getByRole('checkbox', { name: /Select Beta Dental/ }));
    await user.click(screen.getByRole('button', { name: 'Assign to…' }));
    const menu = await screen.findByRole('dialog', { name: 'Assign 2 selected' });
    expect(within(menu).getByRole('button', { name: 'Assign to me' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Cole Porter' }));

    expect(await screen.findByText('Assigned 2 businesses to Cole Porter')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/api/leads/assign', {
      method: 'POST',
      body: { ids: rows.map((r) => r.id), userId: COLE },
    });
    expect(api.mock.calls.filter(([url]) => url === '/api/leads/assign')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Assignee of Alpha Dental: Cole Porter/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Assignee of Beta Dental: Cole Porter/ })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TMonitor, TNotificationList } from '@contracts/monitors';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makeMe, stubApi } from '@tests/web/stub-api';
import { makeActiveTeam, PERSONAL_TEAM, VERIFIED_USER } from '@tests/web/team-fixtures';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const place = (placeId: string, businessName: string) => ({ placeId, businessName });
const MONITOR: TMonitor = {
  id: 'mon-1',
  name: 'dentist in Leeds, England',
  cadence: 'weekly',
  budgetRequests: 30,
  budgetDollars: 1.05,
  paused: false,
  nextRunAt: '2026-12-13T10:00:00.000Z',
  createdAt: '2026-12-06T10:00:00.000Z',
  runs: [
    {
      id: 'run-1',
      sweepId: 'sw-2',
      status: 'completed',
      report: {
        new: [place('p1', 'Bright Smiles'), place('p2', 'Headingley Dental')],
        closed: [place('p3', 'Old Town Dentist')],
        changed: [{ ...place('p4', 'Kirkstall Dental'), what: ['website', 'chatbot'] }],
        openingSoon: [place('p2', 'Headingley Dental')],
      },
      errorMessage: null,
      startedAt: '2026-12-06T11:00:00.000Z',
      finishedAt: '2026-12-06T11:05:00.000Z',
    },
  ],
};
const BELL: TNotificationList = {
  unread: 1,
  notifications: [
    {
      id: 'n-1',
      title: 'dentist in Leeds, England: 2 new, 1 closed, 1 changed, 1 opening soon',
      body: 'The weekly run of your monitor has finished.',
      link: '/dashboard/monitors/mon-1',
      read: false,
      createdAt: '2026-12-06T11:05:00.000Z',
    },
  ],
};

function open(path: string, role: 'member' | 'viewer' = 'member') {
  fakeSession.signedIn(VERIFIED_USER);
  /** The server's monitor: what PATCH and Run now changed, read again by GET. */
  let current = MONITOR;
  const answer = (next: TMonitor) => () => (current = next);
  const requests = stubApi({
    me: makeMe(),
    routes: {
      'GET /api/teams': { teams: [PERSONAL_TEAM, makeActiveTeam({ role })] },
      'GET /api/teams/active': makeActiveTeam({ role }),
      'GET /api/auth/organization/list-user-invitations': [],
      'GET /api/notifications': BELL,
      'POST /api/notifications/read': { ...BELL, unread: 0 },
      'GET /api/monitors/mon-1': () => current,
      'PATCH /api/monitors/mon-1': answer({ ...MONITOR, paused: true }),
      'POST /api/monitors/mon-1/run': answer({
        ...MONITOR,
        paused: true,
        runs: [{ ...MONITOR.runs[0]!, id: 'run-2', status: 'running', report: null }, ...MONITOR.runs],
      }),
    },
  });
  return { requests, ...renderApp(path) };
}

describe('Monitors', () => {
  it('shows a run’s report by what happened, and pauses and runs the monitor', async () => {
    const { requests, user } = open('/dashboard/monitors/mon-1');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: /dentist in Leeds, England/ },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByText(/Swept again every week, within \$1\.05 a run/)).toBeVisible();
    const run = screen.getByRole('article');
    expect(within(run).getByText('2 new, 1 closed, 1 changed, 1 opening soon')).toBeVisible();
    expect(within(run).getByRole('heading', { name: 'Closed or no longer listed (1)' })).toBeVisible();
    expect(within(run).getByText(/Kirkstall Dental/)).toHaveTextContent(
      'Kirkstall Dental — website, chatbot',
    );
    expect(within(run).getByRole('link', { name: 'Its sweep' })).toHaveAttribute(
      'href',
      '/dashboard/sweeps/sw-2',
    );

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await vi.waitFor(() =>
      expect(requests).toHaveBeenCalledWith('/api/monitors/mon-1', {
        method: 'PATCH',
        body: { paused: true },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Run now' }));
    expect(await screen.findByRole('button', { name: 'Running…' })).toBeDisabled();
  });

  it('has no Run now, Pause or Delete for a viewer', async () => {
    open('/dashboard/monitors/mon-1', 'viewer');
    await screen.findByRole('heading', { level: 1, name: /dentist in Leeds/ }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Run now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('counts unread notifications on the bell and reads them when it is opened', async () => {
    const { requests, user } = open('/dashboard/monitors/mon-1');
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 10_000 });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByRole('link', { name: /2 new, 1 closed/ })).toHaveAttribute(
      'href',
      '/dashboard/monitors/mon-1',
    );
    await vi.waitFor(() =>
      expect(requests).toHaveBeenCalledWith(
        '/api/notifications/read',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TSuppressionsPage } from '@contracts/suppressions';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makeMe, stubApi, type TStubRoute } from '@tests/web/stub-api';
import { makeActiveTeam, PERSONAL_TEAM, VERIFIED_USER } from '@tests/web/team-fixtures';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const PAGE: TSuppressionsPage = {
  items: [
    {
      id: 's-1',
      email: 'joe@plumbing.test',
      reason: 'unsubscribed',
      source: 'Unsubscribe link',
      createdAt: '2026-12-01T10:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
};

function open(role: 'owner' | 'member' | 'viewer', routes: Record<string, TStubRoute> = {}) {
  fakeSession.signedIn(VERIFIED_USER);
  const requests = stubApi({
    me: makeMe(),
    routes: {
      'GET /api/teams': { teams: [PERSONAL_TEAM, makeActiveTeam({ role })] },
      'GET /api/teams/active': makeActiveTeam({ role }),
      'GET /api/auth/organization/list-user-invitations': [],
      'GET /api/suppressions': PAGE,
      ...routes,
    },
  });
  return { requests, ...renderApp('/dashboard/settings?tab=suppressions') };
}

describe('Settings → Suppression list', () => {
  it('lists the team’s addresses with their reason, an export link, and Remove for an owner', async () => {
    open('owner');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const row = within(table).getByRole('row', { name: /joe@plumbing\.test/ });
    expect(row).toHaveTextContent('Unsubscribed');
    expect(row).toHaveTextContent('Unsubscribe link');
    expect(within(row).getByRole('button', { name: 'Remove joe@plumbing.test' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/suppressions/export',
    );
  });

  it('lets a member add an address, shows the server’s refusal, and offers no Remove', async () => {
    const { requests, user } = open('member', {
      'POST /api/suppressions': {
        added: true,
        suppression: { ...PAGE.items[0], id: 's-2', email: 'ann@else.test', reason: 'manual' },
      },
    });
    const form = await screen.findByRole('form', { name: 'Add an address' }, { timeout: 10_000 });
    await user.click(within(form).getByRole('button', { name: 'Add to list' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter an email address');
    await user.type(within(form).getByLabelText('Email address'), 'Ann@Else.test');
    await user.click(within(form).getByRole('button', { name: 'Add to list' }));
    expect(await screen.findByText('ann@else.test will not be emailed')).toBeVisible();
    expect(requests).toHaveBeenCalledWith('/api/suppressions', {
      method: 'POST',
      body: { email: 'Ann@Else.test' },
    });
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('imports a CSV file and reports what was added, skipped and refused', async () => {
    const { requests, user } = open('member', {
      'POST /api/suppressions/import': {
        added: 2,
        skipped: 1,
        invalid: 1,
        invalidRows: [{ line: 4, value: 'not an address' }],
      },
    });
    const input = await screen.findByLabelText('CSV file', {}, { timeout: 10_000 });
    const csv = 'email\na@b.test\nc@d.test\nnot an address\n';
    await user.upload(input, new File([csv], 'list.csv', { type: 'text/csv' }));
    expect(
      await screen.findByText(/2 addresses added, 1 row already listed or repeated, 1 row not/),
    ).toBeVisible();
    expect(screen.getByText('Line 4: “not an address”')).toBeVisible();
    expect(requests).toHaveBeenCalledWith('/api/suppressions/import', {
      method: 'POST',
      body: { fileName: 'list.csv', csv },
    });
  });

  it('shows a viewer the list without the add and import forms', async () => {
    open('viewer');
    expect(await screen.findByRole('table', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Add an address' })).toBeNull();
    expect(screen.queryByLabelText('CSV file')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TApiToken } from '@contracts/api-tokens';
import { renderInTeam } from '@tests/web/render-in-team';
import type { TStubRoute } from '@tests/web/stub-api';
import { makeActiveTeam } from '@tests/web/team-fixtures';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const TOKEN: TApiToken = {
  id: '7d7a1c4e-0000-4000-8000-000000000001',
  name: 'Zapier',
  prefix: 'ls_AbCd1234',
  scopes: ['read'],
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: null,
  createdByName: 'Sam Rivera',
};

const open = (routes: Record<string, TStubRoute>) =>
  renderInTeam('/dashboard/settings?tab=api-tokens', routes);

describe('Settings → API tokens', () => {
  it('creates a token with the chosen scopes, shows it once, and lists what the server keeps', async () => {
    let tokens: TApiToken[] = [];
    const created = {
      ...TOKEN,
      id: '7d7a1c4e-0000-4000-8000-000000000002',
      name: 'n8n',
      scopes: ['read', 'write'],
    };
    const { requests, user } = open({
      'GET /api/teams/active': makeActiveTeam({ role: 'admin' }),
      'GET /api/api-tokens': () => ({ tokens }),
      'POST /api/api-tokens': () => {
        tokens = [created as TApiToken];
        return { token: 'ls_secret-shown-once', apiToken: created };
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Token name' }, { timeout: 10_000 }), 'n8n');
    await user.click(screen.getByRole('checkbox', { name: /^Write/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const dialog = await screen.findByRole('dialog', { name: 'Copy your new token' });
    expect(within(dialog).getByLabelText('New API token')).toHaveTextContent('ls_secret-shown-once');
    expect(within(dialog).getByText(/Authorization: Bearer ls_secret-shown-once/)).toBeInTheDocument();
    expect(requests).toHaveBeenCalledWith('/api/api-tokens', {
      method: 'POST',
      body: { name: 'n8n', scopes: ['read', 'write'] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    const table = await screen.findByRole('table', { name: 'API tokens' });
    const row = within(table).getByRole('row', { name: /n8n/ });
    expect(row).toHaveTextContent('ls_AbCd1234…');
    expect(row).toHaveTextContent('Never');
    expect(screen.queryByText('ls_secret-shown-once')).not.toBeInTheDocument();
  });

  it('revokes a token after asking', async () => {
    let tokens = [TOKEN];
    const { requests, user } = open({
      'GET /api/teams/active': makeActiveTeam({ role: 'owner' }),
      'GET /api/api-tokens': () => ({ tokens }),
      [`DELETE /api/api-tokens/${TOKEN.id}`]: () => {
        tokens = [];
        return { ok: true };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke Zapier' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: /Revoke “Zapier”/ });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(screen.getByText('No tokens yet.')).toBeInTheDocument());
    expect(requests).toHaveBeenCalledWith(`/api/api-tokens/${TOKEN.id}`, {
      method: 'DELETE',
      body: undefined,
    });
  });

  it('tells a member that only owners and admins manage tokens, and asks the server for none', async () => {
    const { requests } = open({ 'GET /api/teams/active': makeActiveTeam({ role: 'member' }) });
    expect(
      await screen.findByText(
        'Only the team’s owners and admins manage API tokens.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Token name' })).not.toBeInTheDocument();
    expect(requests.mock.calls.some(([path]) => path === '/api/api-tokens')).toBe(false);
  });
});

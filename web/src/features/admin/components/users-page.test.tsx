import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TAdminUser } from '@contracts/admin';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { json, makeMe, stubApi, type TStubRoute } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const ADMIN_ME = makeMe({ id: 'admin-1', email: 'admin@example.com', isAdmin: true, roles: ['admin'] });
const users: TAdminUser[] = [
  {
    id: 'admin-1',
    email: 'admin@example.com',
    fullName: 'Ada Admin',
    role: 'admin',
    subscriptionStatus: 'inactive',
    planType: null,
    searchCount: 12,
    createdAt: '2026-01-02T10:00:00.000Z',
    isSelf: true,
    twoStep: { authenticatorApp: true, passkeys: 0 },
    teams: [
      { id: 'team-ada', name: "Ada's team", role: 'owner' },
      { id: 'team-acme', name: 'Acme Dental', role: 'admin' },
    ],
  },
  {
    id: 'user-2',
    email: 'sam@example.com',
    fullName: null,
    role: 'user',
    subscriptionStatus: 'inactive',
    planType: null,
    searchCount: 9,
    createdAt: '2026-02-03T10:00:00.000Z',
    isSelf: false,
    twoStep: { authenticatorApp: false, passkeys: 0 },
    teams: [{ id: 'team-sam', name: "Sam's team", role: 'owner' }],
  },
];

function openUsers(extra: Record<string, TStubRoute> = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const record: TStubRoute = ({ method, path, body }) => {
    calls.push({ method, path, body });
    return { ok: true };
  };
  stubApi({
    routes: {
      'GET /api/me': ADMIN_ME,
      'GET /api/admin/users': { users },
      'PATCH /api/admin/users/user-2/role': record,
      'PATCH /api/admin/users/user-2/subscription': record,
      'DELETE /api/admin/users/user-2': record,
      ...extra,
    },
  });
  fakeSession.signedIn({ id: 'admin-1', email: 'admin@example.com', name: '' });
  return { ...renderApp('/admin/users'), calls };
}

const rowOf = async (email: string) =>
  (await screen.findByText(email, {}, { timeout: 5000 })).closest('tr') as HTMLElement;

describe('/admin/users', () => {
  it('lists users, highlights 10+ searches, and locks the admin out of their own row', async () => {
    openUsers();
    const own = await rowOf('admin@example.com');
    expect(within(own).getByText('You')).toBeInTheDocument();
    expect(within(own).getByRole('combobox', { name: 'Role for admin@example.com' })).toBeDisabled();
    expect(within(own).getByRole('switch', { name: 'Subscription for admin@example.com' })).toBeDisabled();
    expect(within(own).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(own).getByText('12')).toHaveAttribute('data-highlighted', 'true');
    expect(within(own).getByText('Jan 2, 2026')).toBeInTheDocument();
    expect(
      within(own)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["Ada's team Owner", 'Acme Dental Admin']);

    const other = await rowOf('sam@example.com');
    expect(within(other).getByText('9')).not.toHaveAttribute('data-highlighted');
    expect(within(other).getByRole('combobox', { name: 'Role for sam@example.com' })).toBeEnabled();
  });

  it('changes a role, toggles a subscription and deletes after confirmation', async () => {
    const { user, calls } = openUsers();
    const row = await rowOf('sam@example.com');

    await user.selectOptions(within(row).getByRole('combobox', { name: 'Role for sam@example.com' }), 'beta');
    await user.click(within(row).getByRole('switch', { name: 'Subscription for sam@example.com' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      { method: 'PATCH', path: '/api/admin/users/user-2/role', body: { role: 'beta' } },
      { method: 'PATCH', path: '/api/admin/users/user-2/subscription', body: { status: 'active' } },
    ]);

    await user.click(within(row).getByRole('button', { name: 'Delete sam@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user?' });
    expect(calls).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ method: 'DELETE', path: '/api/admin/users/user-2', body: undefined }),
    );
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
  });

  it('shows the server refusal as a failure toast', async () => {
    const { user } = openUsers({
      'PATCH /api/admin/users/user-2/role': json(
        { code: 'FORBIDDEN', message: 'Admin access required' },
        403,
      ),
    });
    const row = await rowOf('sam@example.com');
    await user.selectOptions(
      within(row).getByRole('combobox', { name: 'Role for sam@example.com' }),
      'admin',
    );
    expect(await screen.findByText('Failed to change role')).toBeInTheDocument();
    expect(screen.getByText('Admin access required')).toBeInTheDocument();
  });

  it('creates a user: email and password required, role user and status active by default', async () => {
    const created: unknown[] = [];
    const { user } = openUsers({
      'POST /api/admin/users': ({ body }: { body: unknown }) => {
        created.push(body);
        return {
          ...users[1],
          id: 'user-3',
          email: 'new@example.com',
          subscriptionStatus: 'active',
          planType: 'unlimited',
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create User' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Email and password are required');
    expect(created).toEqual([]);

    expect(within(dialog).getByLabelText('Role')).toHaveValue('user');
    expect(within(dialog).getByLabelText('Subscription')).toHaveValue('active');
    await user.type(within(dialog).getByLabelText('Password'), 'scout-pass-2026');
    await user.type(within(dialog).getByLabelText(/Full Name/), 'Nia New');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() =>
      expect(created).toEqual([
        {
          email: 'new@example.com',
          password: 'scout-pass-2026',
          fullName: 'Nia New',
          role: 'user',
          status: 'active',
        },
      ]),
    );
    expect(await screen.findByText('User created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('/admin/users on a narrow screen', () => {
  it('shows one card per user with the same controls', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { user, calls } = openUsers();
    const list = await screen.findByRole('list', { name: 'Users' }, { timeout: 5000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = (await within(list).findByText('sam@example.com')).closest('li') as HTMLElement;
    await user.click(within(card).getByRole('switch', { name: 'Subscription for sam@example.com' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: 'PATCH', path: '/api/admin/users/user-2/subscription', body: { status: 'active' } },
      ]),
    );
    const own = within(list).getByText('admin@example.com').closest('li') as HTMLElement;
    expect(within(own).getByRole('switch')).toBeDisabled();
    expect(within(own).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makeMe, stubApi } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const PASSKEY = { id: 'pk-1', name: 'Unknown laptop', createdAt: '2026-11-30T10:00:00.000Z' };

describe('Security → Passkeys after a password reset', () => {
  it('says why to review the passkeys and removes one at a click', async () => {
    fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: '' });
    let passkeys = [PASSKEY];
    const requests = stubApi({
      me: makeMe(),
      routes: {
        'GET /api/auth/passkey/list-user-passkeys': () => passkeys as never,
        'POST /api/auth/passkey/delete-passkey': () => {
          passkeys = [];
          return { status: true } as never;
        },
      },
    });
    const { user } = renderApp('/dashboard/settings?tab=security&review=passkeys');
    const notice = await screen.findByText(/Your password was reset/, {}, { timeout: 10_000 });
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent('remove any passkey below that you do not know');
    const list = screen.getByRole('list', { name: 'Passkeys' });
    expect(within(list).getByText('Unknown laptop')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove passkey Unknown laptop' }));
    expect(await screen.findByText('Passkey removed')).toBeInTheDocument();
    expect(requests).toHaveBeenCalledWith('/api/auth/passkey/delete-passkey', {
      method: 'POST',
      body: { id: 'pk-1' },
    });
    expect(screen.queryByText(/Your password was reset/)).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_SUCCESS, authClient, fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makePlans, makeStatus } from '@tests/web/billing-fixtures';
import { makeMe, stubApi } from '@tests/web/stub-api';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const ROUTES = {
  'GET /api/me': makeMe(),
  'GET /api/billing/subscription': makeStatus(),
  'GET /api/billing/plans': makePlans(),
  'GET /api/public/config': { notice: null, googleSignIn: true },
};

function openSecurity(emailVerified: boolean) {
  // better-auth's session user carries emailVerified; the fake passes it through.
  fakeSession.signedIn({ id: 'user-1', email: 'sam.rivera@example.com', name: '', emailVerified } as never);
  return renderApp('/dashboard/settings?tab=security');
}

async function methods() {
  return within(await screen.findByRole('list', { name: 'Sign-in methods' }, { timeout: 5000 }));
}

describe('Settings → Security → Sign-in Methods', { timeout: 15_000 }, () => {
  beforeEach(() => {
    stubApi({ routes: ROUTES });
    authClient.listAccounts.mockResolvedValue({
      data: [{ id: 'acc-1', providerId: 'credential' }],
      error: null,
    });
  });

  it('links Google for a verified account; the only method cannot be removed', async () => {
    authClient.linkSocial.mockResolvedValue(AUTH_SUCCESS);
    const { user } = openSecurity(true);
    const list = await methods();
    expect(list.getByRole('button', { name: 'Remove' })).toBeDisabled();
    await user.click(list.getByRole('button', { name: 'Link Google' }));
    expect(authClient.linkSocial).toHaveBeenCalledWith({
      provider: 'google',
      callbackURL: '/dashboard/settings?tab=security',
      errorCallbackURL: '/dashboard/settings?tab=security',
    });
  });

  it('asks an unverified account to confirm its address first, and resends the link', async () => {
    authClient.sendVerificationEmail.mockResolvedValue(AUTH_SUCCESS);
    const { user } = openSecurity(false);
    const list = await methods();
    expect(list.getByRole('button', { name: 'Link Google' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(authClient.sendVerificationEmail).toHaveBeenCalledWith({
      email: 'sam.rivera@example.com',
      callbackURL: '/dashboard',
    });
    expect(
      await screen.findByText('We sent a new confirmation link to sam.rivera@example.com.'),
    ).toBeVisible();
  });

  it('unlinks Google when a password remains', async () => {
    authClient.listAccounts.mockResolvedValue({
      data: [
        { id: 'acc-1', providerId: 'credential' },
        { id: 'acc-2', providerId: 'google' },
      ],
      error: null,
    });
    authClient.unlinkAccount.mockResolvedValue(AUTH_SUCCESS);
    const { user } = openSecurity(true);
    const list = await methods();
    await user.click(await list.findByRole('button', { name: 'Unlink' }));
    expect(authClient.unlinkAccount).toHaveBeenCalledWith({ accountId: 'acc-2' });
  });
});

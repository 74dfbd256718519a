import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authClient, fakeSession, AUTH_SUCCESS } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { apiError, makeMe, stubApi, type TStubRoute } from '@tests/web/stub-api';
import { makeActiveTeam, PERSONAL_TEAM, VERIFIED_USER } from '@tests/web/team-fixtures';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const ORG = '/api/auth/organization';
const INVITATION = {
  id: 'inv-7',
  organizationId: 'team-acme',
  organizationName: 'Acme Dental',
  organizationSlug: 'acme-dental-x1',
  inviterEmail: 'olga@example.com',
  email: VERIFIED_USER.email,
  role: 'viewer',
  status: 'pending',
  expiresAt: '2026-12-03T10:00:00.000Z',
  inviterId: 'user-9',
};

function stub(routes: Record<string, TStubRoute>) {
  return stubApi({
    me: makeMe(),
    routes: {
      'GET /api/teams/active': { ...PERSONAL_TEAM },
      'GET /api/teams': { teams: [PERSONAL_TEAM] },
      [`GET ${ORG}/list-user-invitations`]: [],
      '/api/dashboard/overview': apiError(500, 'X', 'not this test'),
      ...routes,
    },
  });
}

describe('/invitations/:id', () => {
  it('asks a visitor to sign in or sign up, and comes back here afterwards', async () => {
    stub({});
    fakeSession.signedOut();
    renderApp('/invitations/inv-7');
    await screen.findByRole('heading', { name: "You're invited to a team" }, { timeout: 10_000 });
    const page = screen.getByRole('main');
    const back = encodeURIComponent('/invitations/inv-7');
    expect(within(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${back}`,
    );
    expect(within(page).getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      `/auth?tab=sign-up&returnTo=${back}`,
    );
  });

  it('sends a signed-in visitor of /auth?returnTo= back to the invitation', async () => {
    stub({ [`GET ${ORG}/get-invitation`]: INVITATION });
    fakeSession.signedIn(VERIFIED_USER);
    const { router } = renderApp(`/auth?returnTo=${encodeURIComponent('/invitations/inv-7')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/invitations/inv-7'), {
      timeout: 10_000,
    });
  });

  it('never follows a returnTo to another origin', async () => {
    stub({});
    fakeSession.signedIn(VERIFIED_USER);
    const { router } = renderApp(`/auth?returnTo=${encodeURIComponent('//evil.example/x')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 10_000 });
  });

  it('asks an unconfirmed address to confirm first, and sends the link again', async () => {
    const requests = stub({});
    authClient.sendVerificationEmail.mockResolvedValue(AUTH_SUCCESS);
    fakeSession.signedIn({ ...VERIFIED_USER, emailVerified: false } as typeof VERIFIED_USER);
    const { user } = renderApp('/invitations/inv-7');
    expect(
      await screen.findByRole('heading', { name: 'Confirm your email first' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(authClient.sendVerificationEmail).toHaveBeenCalledWith({
      email: VERIFIED_USER.email,
      callbackURL: '/invitations/inv-7',
    });
    expect(await screen.findByText('Confirmation link sent')).toBeInTheDocument();
    expect(requests.mock.calls.some(([path]) => path.includes('get-invitation'))).toBe(false);
  });

  it('shows the team, who invited and the role; Accept joins, switches and lands on the dashboard', async () => {
    const sent: string[] = [];
    let active = { ...PERSONAL_TEAM };
    stub({
      'GET /api/teams/active': () => active,
      [`GET ${ORG}/get-invitation`]: ({ url }) =>
        url.searchParams.get('id') === 'inv-7' ? INVITATION : null,
      [`POST ${ORG}/accept-invitation`]: ({ body }) => {
        sent.push(`accept ${JSON.stringify(body)}`);
        return { invitation: INVITATION, member: {} };
      },
      [`POST ${ORG}/set-active`]: ({ body }) => {
        sent.push(`active ${JSON.stringify(body)}`);
        active = makeActiveTeam({ role: 'viewer' });
        return {};
      },
    });
    fakeSession.signedIn(VERIFIED_USER);
    const { user, router } = renderApp('/invitations/inv-7');
    expect(
      await screen.findByRole('heading', { name: 'Join Acme Dental' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('olga@example.com')).toBeInTheDocument();
    expect(screen.getByText('Viewer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('You joined Acme Dental')).toBeInTheDocument();
    expect(sent).toEqual(['accept {"invitationId":"inv-7"}', 'active {"organizationId":"team-acme"}']);
  });

  it('says so when the invitation expired or was used', async () => {
    stub({ [`GET ${ORG}/get-invitation`]: apiError(400, 'BAD_REQUEST', 'Invitation not found!') });
    fakeSession.signedIn(VERIFIED_USER);
    renderApp('/invitations/inv-7');
    expect(
      await screen.findByRole('heading', { name: 'This invitation is no longer valid' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('says when the invitation was sent to another address', async () => {
    stub({
      [`GET ${ORG}/get-invitation`]: apiError(
        403,
        'FORBIDDEN',
        'You are not the recipient of the invitation',
      ),
    });
    fakeSession.signedIn(VERIFIED_USER);
    renderApp('/invitations/inv-7');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This invitation is for another address' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { makeMe, stubApi, type TStubAnswer, type TStubRoute } from '@tests/web/stub-api';
import { makeActiveTeam, PERSONAL_TEAM, VERIFIED_USER } from '@tests/web/team-fixtures';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const ACME = makeActiveTeam();
const PENDING = {
  id: 'inv-9',
  organizationId: 'team-bolt',
  organizationName: 'Bolt Roofing',
  email: VERIFIED_USER.email,
  role: 'viewer',
  status: 'pending',
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  inviterId: 'user-7',
};

/** A header on /dashboard/settings?tab=profile (a quiet page), with the active team answered by `active()`. */
function openWith(routes: Record<string, TStubRoute>, active: () => TStubAnswer = () => ACME) {
  fakeSession.signedIn(VERIFIED_USER);
  const requests = stubApi({
    me: makeMe(),
    routes: {
      'GET /api/teams/active': () => active(),
      'GET /api/teams': { teams: [PERSONAL_TEAM, { ...ACME }] },
      'GET /api/auth/organization/list-user-invitations': [],
      ...routes,
    },
  });
  return { requests, ...renderApp('/dashboard/settings?tab=profile') };
}

const trigger = () => screen.findByRole('button', { name: /^Team:/ }, { timeout: 10_000 });

describe('team switcher', () => {
  it('names the active team and lists every team with its role', async () => {
    const { user } = openWith({});
    expect(await trigger()).toHaveTextContent('Acme Dental');
    await user.click(await trigger());
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      "Sam's teamOwner",
      'Acme Dental (current)Owner',
      'Create team',
      'Team settings',
    ]);
  });

  it('switches through set-active and refetches what the screens show', async () => {
    let active = ACME;
    const { user, requests } = openWith(
      {
        'POST /api/auth/organization/set-active': ({ body }) => {
          expect(body).toEqual({ organizationId: PERSONAL_TEAM.id });
          active = { ...PERSONAL_TEAM };
          return { id: PERSONAL_TEAM.id };
        },
      },
      () => active,
    );
    await user.click(await trigger());
    await user.click(await screen.findByRole('menuitem', { name: /Sam's team/ }));
    await waitFor(async () => expect(await trigger()).toHaveTextContent("Sam's team"));
    expect(await screen.findByText("Switched to Sam's team")).toBeInTheDocument();
    // /api/me is a query of every screen: it was read again after the switch.
    const meReads = requests.mock.calls.filter(([path]) => path === '/api/me');
    expect(meReads.length).toBeGreaterThanOrEqual(2);
  });

  it("shows invitations to the user's verified address, with Accept and Decline", async () => {
    const sent: string[] = [];
    let invitations = [PENDING];
    const { user } = openWith({
      'GET /api/auth/organization/list-user-invitations': () => invitations,
      'POST /api/auth/organization/accept-invitation': ({ body }) => {
        sent.push(`accept ${JSON.stringify(body)}`);
        invitations = [];
        return { invitation: PENDING, member: {} };
      },
      'POST /api/auth/organization/set-active': ({ body }) => {
        sent.push(`active ${JSON.stringify(body)}`);
        return {};
      },
    });
    const button = await trigger();
    await waitFor(() => expect(button).toHaveTextContent('1 invitation'));
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Bolt Roofing')).toBeInTheDocument();
    expect(
      within(menu).getByRole('menuitem', { name: 'Decline invitation to Bolt Roofing' }),
    ).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Accept invitation to Bolt Roofing' }));
    expect(await screen.findByText('You joined Bolt Roofing')).toBeInTheDocument();
    expect(sent).toEqual(['accept {"invitationId":"inv-9"}', 'active {"organizationId":"team-bolt"}']);
  });

  it('asks no invitations for an unconfirmed address', async () => {
    const requests = stubApi({
      me: makeMe(),
      routes: { 'GET /api/teams/active': ACME, 'GET /api/teams': { teams: [PERSONAL_TEAM, ACME] } },
    });
    fakeSession.signedIn({ ...VERIFIED_USER, emailVerified: false } as typeof VERIFIED_USER);
    renderApp('/dashboard/settings?tab=profile');
    await trigger();
    await waitFor(() => expect(requests.mock.calls.some(([path]) => path === '/api/teams')).toBe(true));
    expect(requests.mock.calls.some(([path]) => path.includes('list-user-invitations'))).toBe(false);
  });

  it('creates a team from a name, with a slug made from it, and works in it', async () => {
    let created: unknown;
    let active: TStubAnswer = ACME;
    const { user } = openWith(
      {
        'POST /api/auth/organization/create': ({ body }) => {
          created = body;
          active = makeActiveTeam({ id: 'team-new', name: 'Bright Smiles Co' });
          return { id: 'team-new', name: 'Bright Smiles Co', slug: 'x', members: [] };
        },
      },
      () => active,
    );
    await user.click(await trigger());
    await user.click(await screen.findByRole('menuitem', { name: 'Create team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create team' });
    await user.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(within(dialog).getByText('Team name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Team name'), 'Bright Smiles Co!');
    await user.click(within(dialog).getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('Team "Bright Smiles Co!" created')).toBeInTheDocument();
    expect(created).toEqual({
      name: 'Bright Smiles Co!',
      slug: expect.stringMatching(/^bright-smiles-co-[a-z0-9]{1,6}$/),
    });
    await waitFor(async () => expect(await trigger()).toHaveTextContent('Bright Smiles Co'));
  });
});

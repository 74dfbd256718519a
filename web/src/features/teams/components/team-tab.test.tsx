import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TActiveTeam } from '@contracts/teams';
import { authClient, fakeSession } from '@tests/web/fake-auth-client';
import { renderApp } from '@tests/web/render-app';
import { apiError, makeMe, stubApi, type TStubRoute } from '@tests/web/stub-api';
import { makeActiveTeam, makeFullTeam, PERSONAL_TEAM, VERIFIED_USER } from '@tests/web/team-fixtures';

vi.mock('@web/lib/auth-client', () => import('@tests/web/fake-auth-client'));

const ORG = '/api/auth/organization';

function openTeamTab(team: TActiveTeam, routes: Record<string, TStubRoute> = {}) {
  fakeSession.signedIn(VERIFIED_USER);
  const sent: { path: string; body: unknown }[] = [];
  const record =
    (answer: unknown = {}): TStubRoute =>
    ({ path, body }) => {
      sent.push({ path: path.replace(`${ORG}/`, ''), body });
      return answer as never;
    };
  stubApi({
    me: makeMe(),
    routes: {
      'GET /api/teams/active': team,
      'GET /api/teams': { teams: [PERSONAL_TEAM, team] },
      [`GET ${ORG}/list-user-invitations`]: [],
      [`GET ${ORG}/get-full-organization`]: makeFullTeam(team.id),
      [`POST ${ORG}/update`]: record(),
      [`POST ${ORG}/update-member-role`]: record(),
      [`POST ${ORG}/remove-member`]: record(),
      [`POST ${ORG}/invite-member`]: record({ id: 'inv-2' }),
      [`POST ${ORG}/cancel-invitation`]: record(),
      [`POST ${ORG}/leave`]: record(),
      [`POST ${ORG}/delete`]: record(),
      ...routes,
    },
  });
  return { sent, ...renderApp('/dashboard/settings?tab=team') };
}

const members = () => screen.findByRole('list', { name: 'Members' }, { timeout: 10_000 });

describe('Settings → Team', () => {
  it("lets an owner rename, change a member's role, remove a member, invite and cancel", async () => {
    const { user, sent } = openTeamTab(makeActiveTeam());
    const rows = within(await members()).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Sam Rivera (you)'),
      expect.stringContaining('Cole Ames'),
    ]);

    const name = screen.getByLabelText('Team name');
    await user.clear(name);
    await user.type(name, 'Acme Dental TX');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Team renamed')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Cole Ames' }), 'viewer');
    expect(await screen.findByText('Role changed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Cole Ames' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove member' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member removed')).toBeInTheDocument();

    const invite = screen.getByRole('form', { name: 'Invite a colleague' });
    await user.type(within(invite).getByLabelText('Email'), 'nora@example.com');
    await user.selectOptions(within(invite).getByLabelText('Role'), 'admin');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();

    // Only the pending invitation is listed; the cancelled one is not.
    const pending = screen.getByRole('list', { name: 'Pending invitations' });
    expect(within(pending).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(pending).getByRole('button', { name: 'Cancel invitation for vic@example.com' }));
    await waitFor(() => expect(sent).toHaveLength(5));
    expect(sent).toEqual([
      { path: 'update', body: { organizationId: 'team-acme', data: { name: 'Acme Dental TX' } } },
      {
        path: 'update-member-role',
        body: { organizationId: 'team-acme', memberId: 'm-cole', role: 'viewer' },
      },
      { path: 'remove-member', body: { organizationId: 'team-acme', memberIdOrEmail: 'm-cole' } },
      {
        path: 'invite-member',
        body: { organizationId: 'team-acme', email: 'nora@example.com', role: 'admin' },
      },
      { path: 'cancel-invitation', body: { invitationId: 'inv-1' } },
    ]);
  }, 30_000);

  it('deletes a team only after the owner confirms', async () => {
    const { user, sent } = openTeamTab(makeActiveTeam());
    await members();
    await user.click(screen.getByRole('button', { name: 'Delete team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete team' });
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    expect(await screen.findByText('Acme Dental deleted')).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'delete', body: { organizationId: 'team-acme' } }]);
  });

  it('shows a viewer no member, invitation or rename controls; leaving shows the server refusal', async () => {
    const { user } = openTeamTab(makeActiveTeam({ role: 'viewer' }), {
      [`POST ${ORG}/leave`]: apiError(403, 'FORBIDDEN', 'Your role in this team does not allow this'),
    });
    await members();
    expect(screen.getByLabelText('Team name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Role of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite a colleague' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete team' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave team' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Failed to leave team')).toBeInTheDocument();
    expect(screen.getByText('Your role in this team does not allow this')).toBeInTheDocument();
  });

  it('offers neither leave nor delete in the personal team', async () => {
    openTeamTab({ ...PERSONAL_TEAM });
    await members();
    expect(screen.getByRole('heading', { name: 'Personal team' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete team' })).not.toBeInTheDocument();
    // The owner of a personal team cannot change their own role there.
    expect(screen.queryByRole('combobox', { name: 'Role of Sam Rivera' })).not.toBeInTheDocument();
  });

  it('asks an account without a second factor for its password before inviting, then sends the invitation', async () => {
    let invites = 0;
    const confirmed: unknown[] = [];
    const { user } = openTeamTab(makeActiveTeam(), {
      [`POST ${ORG}/invite-member`]: () => {
        invites += 1;
        return invites === 1
          ? apiError(403, 'PASSWORD_REQUIRED', 'Enter your password to continue')
          : ({ id: 'inv-2' } as never);
      },
      'POST /api/account/confirm-password': ({ body }) => {
        confirmed.push(body);
        return confirmed.length === 1
          ? apiError(400, 'INVALID_PASSWORD', 'That password is not right')
          : undefined;
      },
    });
    await members();
    const invite = screen.getByRole('form', { name: 'Invite a colleague' });
    await user.type(within(invite).getByLabelText('Email'), 'nora@example.com');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));

    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    const password = await within(dialog).findByLabelText('Password');
    expect(password).toHaveFocus();
    await user.type(password, 'wrong-one{Enter}');
    expect(await within(dialog).findByText('That password is not right')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'scout-pass-2026{Enter}');
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(confirmed).toEqual([{ password: 'wrong-one' }, { password: 'scout-pass-2026' }]);
    expect(invites).toBe(2);
    expect(screen.queryByRole('dialog', { name: "Confirm it's you" })).not.toBeInTheDocument();
  });

  it('asks a Google-only account without a factor to sign in again, coming back to the Team tab', async () => {
    authClient.listAccounts.mockResolvedValueOnce({
      data: [{ id: 'acc-g', providerId: 'google' }],
      error: null,
    });
    const { user, router } = openTeamTab(makeActiveTeam(), {
      [`POST ${ORG}/invite-member`]: apiError(403, 'PASSWORD_REQUIRED', 'Enter your password to continue'),
    });
    await members();
    const invite = screen.getByRole('form', { name: 'Invite a colleague' });
    await user.type(within(invite).getByLabelText('Email'), 'nora@example.com');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    const again = await within(dialog).findByRole('button', { name: 'Sign in again' });
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(again);
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?returnTo=${encodeURIComponent('/dashboard/settings?tab=team')}`,
      ),
    );
    expect(authClient.signOut).toHaveBeenCalled();
  });
});

import { and, eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSmtp, type TFakeSmtp } from '@fakes/smtp/start-fake-smtp';
import { session, team, teamInvitation, teamMember, user } from '../../db/schema';
import { invalidateSession } from '../../lib/session-cache';
import { createTestApp, sessionCookie, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { userIdOf } from '../../../tests/seed-leads';

/**
 * Teams through better-auth's organization plugin (decision 101): every account's personal team, invitations
 * accepted by a verified address only and once, the active team checked on every request, removal at once.
 */
describe.skipIf(postgresSkipped())(`teams on ${testDbKind()}`, () => {
  let t: TestApp;
  let smtp: TFakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url });
    await t.signUp('first-admin@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => smtp.reset());

  const activeTeam = async (cookie: string) => {
    const res = await t.request('/api/teams/active', { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string; name: string; personal: boolean; role: string };
  };
  const verify = (email: string) =>
    t.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  /** The membership row of `email` in a team. */
  const memberOf = async (email: string, teamId: string) => {
    const userId = await userIdOf(t.db, email);
    const [row] = await t.db
      .select()
      .from(teamMember)
      .where(and(eq(teamMember.userId, userId), eq(teamMember.teamId, teamId)));
    return row;
  };
  const org = (path: string, cookie: string, body: unknown) =>
    t.request(`/api/auth/organization/${path}`, { cookie, body });

  it('gives every new account its personal team, owned by it and active at sign-in', async () => {
    const cookie = await t.signUp('ana@example.com', { name: 'Ana Owner' });
    const mine = await activeTeam(cookie);
    expect(mine).toMatchObject({ name: "Ana's team", personal: true, role: 'owner' });
    const id = await userIdOf(t.db, 'ana@example.com');
    const [row] = await t.db.select().from(team).where(eq(team.id, mine.id));
    expect(row.personalOf).toBe(id);
    const members = await t.db.select().from(teamMember).where(eq(teamMember.teamId, mine.id));
    expect(members).toEqual([expect.objectContaining({ userId: id, role: 'owner' })]);
  });

  it('a personal team cannot be deleted and its person cannot leave it', async () => {
    const cookie = await t.signUp('pat@example.com', { name: 'Pat' });
    const mine = await activeTeam(cookie);
    expect((await org('delete', cookie, { organizationId: mine.id })).status).toBe(400);
    expect((await org('leave', cookie, { organizationId: mine.id })).status).toBe(400);
    expect((await activeTeam(cookie)).id).toBe(mine.id);
  });

  it('invites by mail; only the verified address accepts, once; removal applies at the next request', async () => {
    const owner = await t.signUp('olga@example.com', { name: 'Olga' });
    const made = await org('create', owner, { name: 'Client A', slug: 'client-a-test' });
    expect(made.status).toBe(200);
    const clientA = (await made.json()) as { id: string };
    expect((await activeTeam(owner)).id).toBe(clientA.id);

    const invited = await org('invite-member', owner, { email: 'cole@example.com', role: 'member' });
    expect(invited.status).toBe(200);
    const invitation = (await invited.json()) as { id: string };
    await smtp.waitForMessages(1);
    const mail = smtp.messages.at(-1)!;
    expect(mail.envelopeTo).toContain('cole@example.com');
    expect(mail.text).toContain(`/invitations/${invitation.id}`);
    expect(mail.text).toContain('Client A');

    const colleague = await t.signUp('cole@example.com', { name: 'Cole' });
    const personal = await activeTeam(colleague);
    // Unverified: the invitation is neither listed nor accepted.
    expect((await org('accept-invitation', colleague, { invitationId: invitation.id })).status).toBe(403);
    await verify('cole@example.com');
    expect((await org('accept-invitation', colleague, { invitationId: invitation.id })).status).toBe(200);
    expect((await org('accept-invitation', colleague, { invitationId: invitation.id })).status).toBe(400);
    expect((await org('set-active', colleague, { organizationId: clientA.id })).status).toBe(200);
    expect(await activeTeam(colleague)).toMatchObject({ id: clientA.id, role: 'member', personal: false });
    const listed = await t.request('/api/teams', { cookie: colleague });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({
      teams: [
        { id: personal.id, name: "Cole's team", personal: true, role: 'owner' },
        { id: clientA.id, name: 'Client A', personal: false, role: 'member' },
      ],
    });

    const removed = await org('remove-member', owner, {
      memberIdOrEmail: 'cole@example.com',
      organizationId: clientA.id,
    });
    expect(removed.status).toBe(200);
    expect(await activeTeam(colleague)).toMatchObject({ id: personal.id, role: 'owner' });
    const after = (await (await t.request('/api/teams', { cookie: colleague })).json()) as {
      teams: unknown[];
    };
    expect(after.teams).toEqual([expect.objectContaining({ id: personal.id })]);
  });

  it('a confirmation link lands on the invitation signed up from, never on another page or origin', async () => {
    const landings: string[] = [];
    for (const [email, callbackURL] of [
      ['ivy@example.com', '/invitations/abc-123'],
      ['eve@example.com', 'https://evil.example/invitations/abc'],
      ['max@example.com', '/dashboard/settings'],
    ]) {
      smtp.reset();
      const res = await t.request('/api/auth/sign-up/email', {
        body: { email, password: 'scout-pass-2026', name: 'Invitee', callbackURL },
      });
      expect(res.status).toBe(200);
      await smtp.waitForMessages(1);
      const link = /https?:\/\/\S+/.exec(smtp.messages.at(-1)!.text ?? '')![0];
      landings.push(new URL(link).searchParams.get('callbackURL')!);
    }
    expect(landings).toEqual(['/invitations/abc-123', '/dashboard', '/dashboard']);
  });

  it("a team's person cannot be removed or demoted from their personal team by another owner", async () => {
    const owner = await t.signUp('pia@example.com', { name: 'Pia' });
    const personal = await activeTeam(owner);
    const invited = await org('invite-member', owner, { email: 'otto@example.com', role: 'owner' });
    const { id } = (await invited.json()) as { id: string };
    const other = await t.signUp('otto@example.com', { name: 'Otto' });
    await verify('otto@example.com');
    expect((await org('accept-invitation', other, { invitationId: id })).status).toBe(200);
    const piaId = await userIdOf(t.db, 'pia@example.com');
    const body = { memberIdOrEmail: 'pia@example.com', organizationId: personal.id };
    const refused = await org('remove-member', other, body);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'PERSONAL_TEAM_OWNER' });
    const [member] = await t.db.select().from(teamMember).where(eq(teamMember.userId, piaId));
    const demote = { memberId: member.id, role: 'viewer', organizationId: personal.id };
    expect((await org('update-member-role', other, demote)).status).toBe(400);
    expect((await activeTeam(owner)).role).toBe('owner');
  });

  it('the last owner of a team cannot leave it or be demoted (the pinned plugin refuses both)', async () => {
    const owner = await t.signUp('lola@example.com', { name: 'Lola' });
    const made = await org('create', owner, { name: 'Client L', slug: 'client-l-test' });
    const clientL = (await made.json()) as { id: string };
    const left = await org('leave', owner, { organizationId: clientL.id });
    expect(left.status).toBe(400);
    expect(await left.json()).toMatchObject({ code: 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER' });
    const member = await memberOf('lola@example.com', clientL.id);
    const demote = { memberId: member.id, role: 'admin', organizationId: clientL.id };
    const demoted = await org('update-member-role', owner, demote);
    expect(demoted.status).toBe(400);
    expect(await demoted.json()).toMatchObject({
      code: 'YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER',
    });
    expect(await activeTeam(owner)).toMatchObject({ id: clientL.id, role: 'owner' });
  });

  /** A team made by `owner` with `admin` (already signed up, verified) joined as an admin; returns its id. */
  async function teamWithAdmin(owner: string, adminEmail: string, admin: string, slug: string) {
    const made = await org('create', owner, { name: `Team ${slug}`, slug });
    const { id: teamId } = (await made.json()) as { id: string };
    const invited = await org('invite-member', owner, {
      email: adminEmail,
      role: 'admin',
      organizationId: teamId,
    });
    expect(invited.status).toBe(200);
    const { id } = (await invited.json()) as { id: string };
    expect((await org('accept-invitation', admin, { invitationId: id })).status).toBe(200);
    expect((await org('set-active', admin, { organizationId: teamId })).status).toBe(200);
    return teamId;
  }

  it('an admin cannot grant owner: not by invitation, not to a member, not to themselves', async () => {
    const owner = await t.signUp('gus@example.com', { name: 'Gus' });
    const admin = await t.signUp('ada@example.com', { name: 'Ada' });
    await verify('ada@example.com');
    const teamId = await teamWithAdmin(owner, 'ada@example.com', admin, 'client-g-test');
    const asOwner = await org('invite-member', admin, {
      email: 'mal@example.com',
      role: 'owner',
      organizationId: teamId,
    });
    expect(asOwner.status).toBe(403);
    const self = await memberOf('ada@example.com', teamId);
    const promoted = await org('update-member-role', admin, {
      memberId: self.id,
      role: 'owner',
      organizationId: teamId,
    });
    expect(promoted.status).toBe(403);
    const asMember = await org('invite-member', admin, {
      email: 'mal@example.com',
      role: 'member',
      organizationId: teamId,
    });
    expect(asMember.status).toBe(200);
    const mal = await t.signUp('mal@example.com', { name: 'Mal' });
    await verify('mal@example.com');
    const { id } = (await asMember.json()) as { id: string };
    expect((await org('accept-invitation', mal, { invitationId: id })).status).toBe(200);
    const malMember = await memberOf('mal@example.com', teamId);
    const raised = await org('update-member-role', admin, {
      memberId: malMember.id,
      role: 'owner',
      organizationId: teamId,
    });
    expect(raised.status).toBe(403);
    const roles = await t.db
      .select({ role: teamMember.role })
      .from(teamMember)
      .where(eq(teamMember.teamId, teamId));
    expect(roles.map((r) => r.role).sort()).toEqual(['admin', 'member', 'owner']);
  });

  /** Moves this session's sign-in (and any re-authentication) `minutes` into the past: a cookie stolen long ago. */
  const ageSession = async (cookie: string, minutes: number) => {
    const token = decodeURIComponent(cookie.split('=')[1]).split('.')[0];
    const past = sql`now() - make_interval(mins => ${minutes})`;
    const [{ stepped }] = await t.db
      .select({ stepped: session.secondStepAt })
      .from(session)
      .where(eq(session.token, token));
    await t.db
      .update(session)
      .set({ createdAt: past, secondStepAt: stepped ? past : null })
      .where(eq(session.token, token));
    await invalidateSession(t.db, token);
  };

  it('inviting and changing roles from an old session ask for the password first (issue 30)', async () => {
    const owner = await t.signUp('vic@example.com', { name: 'Vic', password: 'vic-pass-2026' });
    const made = await org('create', owner, { name: 'Client V', slug: 'client-v-test' });
    const { id: teamId } = (await made.json()) as { id: string };
    await ageSession(owner, 60 * 24);
    const invite = () =>
      org('invite-member', owner, { email: 'thief@example.com', role: 'owner', organizationId: teamId });
    const refused = await invite();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'PASSWORD_REQUIRED' });
    expect(await t.db.select().from(teamInvitation).where(eq(teamInvitation.teamId, teamId))).toEqual([]);

    const confirmed = await t.request('/api/account/confirm-password', {
      cookie: owner,
      body: { password: 'vic-pass-2026' },
    });
    expect(confirmed.status).toBe(204);
    const invited = await invite();
    expect(invited.status).toBe(200);
    const thief = await t.signUp('thief@example.com', { name: 'Thief' });
    await verify('thief@example.com');
    const { id } = (await invited.json()) as { id: string };
    expect((await org('accept-invitation', thief, { invitationId: id })).status).toBe(200);

    await ageSession(owner, 60 * 24);
    const member = await memberOf('thief@example.com', teamId);
    const change = { memberId: member.id, role: 'viewer', organizationId: teamId };
    const roleRefused = await org('update-member-role', owner, change);
    expect(roleRefused.status).toBe(403);
    expect(await roleRefused.json()).toMatchObject({ code: 'PASSWORD_REQUIRED' });
    // Removing a member gives nobody access: no re-authentication.
    const removed = await org('remove-member', owner, { memberIdOrEmail: member.id, organizationId: teamId });
    expect(removed.status).toBe(200);
  });

  it('an owner with an authenticator app passes a second step to invite; the password is not enough', async () => {
    const owner = await t.signUp('tia@example.com', { name: 'Tia', password: 'tia-pass-2026' });
    const enabled = await t.request('/api/auth/two-factor/enable', {
      cookie: owner,
      body: { password: 'tia-pass-2026' },
    });
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const code = () => (OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP).generate();
    const verified = await t.request('/api/auth/two-factor/verify-totp', {
      cookie: owner,
      body: { code: code() },
    });
    const cookie = sessionCookie(verified);
    await ageSession(cookie, 60);
    const invite = () => org('invite-member', cookie, { email: 'tom@example.com', role: 'admin' });
    const refused = await invite();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'SECOND_STEP_REQUIRED' });
    const password = await t.request('/api/account/confirm-password', {
      cookie,
      body: { password: 'tia-pass-2026' },
    });
    expect(password.status).toBe(403);
    expect((await invite()).status).toBe(403);
    expect(
      (await t.request('/api/auth/two-factor/verify-totp', { cookie, body: { code: code() } })).status,
    ).toBe(200);
    expect((await invite()).status).toBe(200);
  });
});

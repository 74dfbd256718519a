// engine-sensitive: the test email counts against the mailbox check limit, kept in the database
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TMailbox, TSendTestEmailResult } from '@contracts/mailboxes';
import { teamMember, user } from '../../db/schema';
import { findSentByMessageId } from '../../integrations/mail/sent-folder';
import { startFakeSmtp, type TFakeSmtp } from '../../../fakes/smtp/start-fake-smtp';
import { hasDovecot, startDovecot, type TDovecot } from '@fakes/imap/start-dovecot';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { subscribe, userIdOf } from '../../../tests/seed-leads';
import { verifyUnsubscribeToken } from '../suppressions/unsubscribe-token';
import { mailAddressRule } from './mailbox-address-rule';

const SMTP_USER = 'sender@mail.test';
const PASSWORD = 'smtp-pass-2026 with spaces';
const OWNER = 'owner@agency.test';

/**
 * "Send a test email" (decision 136) against real servers: the SMTP fake and a private dovecot on loopback. The
 * message goes only to the signed-in person's own verified address, with the footer and unsubscribe headers.
 */
describe.skipIf(postgresSkipped() || !hasDovecot())(`sending a test email on ${testDbKind()}`, () => {
  let t: TestApp;
  let smtp: TFakeSmtp;
  let imap: TDovecot;
  let owner: string;
  let member: string;
  let stranger: string;
  let teamId: string;
  let mailbox: TMailbox;
  const sendTest = (cookie: string, id = mailbox.id) =>
    t.request(`/api/mailboxes/${id}/send-test`, { cookie, body: {} });
  const setPostalAddress = (physicalAddress: string) =>
    t.request(`/api/mailboxes/${mailbox.id}`, { method: 'PATCH', cookie: owner, body: { physicalAddress } });

  beforeAll(async () => {
    [smtp, imap] = await Promise.all([
      startFakeSmtp({ users: { [SMTP_USER]: PASSWORD } }),
      startDovecot({ password: PASSWORD }),
    ]);
    t = await createTestApp({ CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true' });
    owner = await t.signUp(OWNER);
    const ownerId = await userIdOf(t.db, OWNER);
    await subscribe(t.db, ownerId);
    const made = await t.request('/api/auth/organization/create', {
      cookie: owner,
      body: { name: 'Agency', slug: 'agency-send-test' },
    });
    teamId = ((await made.json()) as { id: string }).id;
    member = await t.signUp('member@agency.test');
    const memberId = await userIdOf(t.db, 'member@agency.test');
    await t.db
      .insert(teamMember)
      .values({ id: 'send-test-member', teamId, userId: memberId, role: 'member' });
    await t.request('/api/auth/organization/set-active', {
      cookie: member,
      body: { organizationId: teamId },
    });
    stranger = await t.signUp('stranger@elsewhere.test');
    const server = { host: '127.0.0.1', port: smtp.port, tls: 'none', user: SMTP_USER, password: PASSWORD };
    const created = await t.request('/api/mailboxes', {
      cookie: owner,
      body: {
        fromName: 'Anna from Agency',
        fromAddress: 'anna@agency.test',
        smtp: server,
        imap: { ...server, port: imap.port, user: imap.user },
      },
    });
    expect(created.status).toBe(201);
    mailbox = (await created.json()) as TMailbox;
  }, 60_000);
  beforeEach(() => smtp.reset());
  afterAll(async () => {
    await t?.close();
    await Promise.all([smtp?.close(), imap?.stop()]);
  });

  it('asks for a postal address first, and for a verified address of one’s own', async () => {
    const noAddress = await sendTest(owner);
    expect(noAddress.status).toBe(400);
    expect(await noAddress.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'Add a postal address before sending',
    });
    expect((await setPostalAddress('1 Main St, Springfield')).status).toBe(200);
    const unverified = await sendTest(owner);
    expect(unverified.status).toBe(400);
    expect(((await unverified.json()) as { message: string }).message).toBe(
      'Verify your email address before sending a test email',
    );
    expect(smtp.messages).toEqual([]);
  });

  it('sends to the signed-in person with the footer and unsubscribe headers, and keeps it in Sent', async () => {
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, OWNER));
    const res = await sendTest(owner);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(PASSWORD);
    expect(JSON.parse(text) as TSendTestEmailResult).toEqual({
      ok: true,
      status: 'sent',
      message: `Sent to ${OWNER} and kept in Sent`,
      to: OWNER,
      sentFolder: 'Sent',
    });
    const [received] = await smtp.waitForMessages(1);
    expect(received.envelopeTo).toEqual([OWNER]);
    expect(received.authUser).toBe(SMTP_USER);
    expect(received.from).toBe('"Anna from Agency" <anna@agency.test>');
    const [list] = received.headers['list-unsubscribe']!;
    const [, url, token, mailtoToken] =
      /^<([^>]+\/u\/([A-Za-z0-9_-]+))>, <mailto:anna@agency\.test\?subject=unsubscribe&body=unsubscribe%20([A-Za-z0-9_-]+)>$/.exec(
        list,
      ) ?? [];
    expect(url).toBe(new URL(`/u/${token}`, t.deps.config.APP_URL).toString());
    expect(mailtoToken).toBe(token);
    expect(received.headers['list-unsubscribe-post']).toEqual(['List-Unsubscribe=One-Click']);
    // The token names this team and the person's own address.
    expect(verifyUnsubscribeToken(t.deps.appSecret, token)).toEqual({ teamId, email: OWNER });
    expect(received.text).toContain('1 Main St, Springfield');
    expect(received.text).toContain(`Unsubscribe: ${url}`);
    const rule = mailAddressRule({ CRAWLER_ALLOW_PRIVATE_NETWORKS: true, CRAWLER_ALLOWED_NETWORKS: [] });
    const login = {
      host: '127.0.0.1',
      port: imap.port,
      tls: 'none' as const,
      user: imap.user,
      password: PASSWORD,
    };
    expect(await findSentByMessageId(login, rule, received.messageId!)).toMatchObject({ folder: 'Sent' });
  });

  it('answers a failed sign-in with the generic reason, not an error', async () => {
    smtp.refuseRecipients({ code: 550, message: '5.1.1 No such user here' });
    const refused = await sendTest(owner);
    expect(await refused.json()).toMatchObject({
      ok: false,
      status: 'rejected_permanent',
      message: 'The receiving server refused the message',
      sentFolder: null,
    });
    smtp.refuseRecipients({ code: 451, message: '4.7.1 Try later' });
    expect(await (await sendTest(owner)).json()).toMatchObject({ status: 'rejected_temporary' });
    expect(smtp.messages).toEqual([]);
  });

  it('lets no member send one, and another team finds no such mailbox', async () => {
    expect((await sendTest(member)).status).toBe(403);
    expect((await sendTest(stranger)).status).toBe(404);
    expect(smtp.messages).toEqual([]);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignEnrolments,
  campaignMessages,
  inboundMessages,
  leadActivity,
  mailboxes,
  mailboxInboxPositions,
  suppressions,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import { deliverToInbox } from '@fakes/imap/deliver-to-inbox';
import { hasDovecot, startDovecot, type TDovecot } from '@fakes/imap/start-dovecot';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { personalTeamOf, seedSearch, subscribe, userIdOf } from '../../../tests/seed-leads';
import { insertLaunchedCampaign, insertMailbox, outboxRows, step } from '../../../tests/outbox-fixtures';
import { signUnsubscribeToken } from '../suppressions/unsubscribe-token';
import { watchInbox } from './watch-inbox';

const PASSWORD = 'imap-pass-2026';
const FROM = 'anna@agency.test';

/** A message as it arrives in the INBOX (CRLF, the headers given, a short body). */
const wire = (headers: Record<string, string>, body: string) =>
  Buffer.from(
    `${Object.entries({
      Date: new Date().toUTCString(),
      'MIME-Version': '1.0',
      'Content-Type': 'text/plain; charset=utf-8',
      ...headers,
    })
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n')}\r\n\r\n${body.replace(/\n/g, '\r\n')}\r\n`,
  );

/** A Postfix-style RFC 3464 report that `to` failed for good, returning the headers of `messageId`. */
const hardBounce = (to: string, messageId: string) =>
  wire(
    {
      From: 'MAILER-DAEMON@mx.example.net (Mail Delivery System)',
      To: FROM,
      Subject: 'Undelivered Mail Returned to Sender',
      'Message-ID': `<bounce-${Date.now()}@mx.example.net>`,
      'Content-Type': 'multipart/report; report-type=delivery-status; boundary="B1"',
    },
    [
      '--B1',
      'Content-Type: text/plain',
      '',
      'I could not deliver your message.',
      '--B1',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.net',
      '',
      `Final-Recipient: rfc822; ${to}`,
      'Action: failed',
      'Status: 5.1.1',
      'Diagnostic-Code: smtp; 550 5.1.1 No such user',
      '',
      '--B1',
      'Content-Type: text/rfc822-headers',
      '',
      `From: ${FROM}`,
      `To: ${to}`,
      `Message-ID: ${messageId}`,
      'Subject: Quick idea',
      '',
      '--B1--',
    ].join('\n'),
  );

/**
 * The inbox watcher (decision 137) against a private dovecot: it starts from the inbox as it is, then each arrival
 * (woken by IDLE) is recorded once and acted on — a reply stops only its lead, an automatic reply stops nothing, a
 * hard bounce suppresses, a mailto unsubscribe stops the address.
 */
describe.skipIf(postgresSkipped() || !hasDovecot())(`the inbox watcher on ${testDbKind()}`, () => {
  let t: TestApp;
  let imap: TDovecot;
  let teamId: string;
  let mailboxId: string;
  let campaignId: string;
  const enrolments: { id: string; leadId: string; email: string; sentId: string }[] = [];
  let watcher: { stop: () => Promise<void> };

  const appendToInbox = (raw: Buffer) => deliverToInbox(imap, raw);
  const stateOf = async (id: string) =>
    (await t.db.select().from(campaignEnrolments).where(eq(campaignEnrolments.id, id)))[0]!;
  const stepsOf = async (enrolmentId: string) =>
    (await t.db.select().from(campaignMessages).where(eq(campaignMessages.enrolmentId, enrolmentId))).map(
      (row) => row.state,
    );
  const inboundCount = async () => (await t.db.select().from(inboundMessages)).length;
  const until = async (check: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 20_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    imap = await startDovecot({ password: PASSWORD });
    t = await createTestApp({ CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true' });
    await t.signUp('owner@agency.test');
    const ownerId = await userIdOf(t.db, 'owner@agency.test');
    await subscribe(t.db, ownerId);
    teamId = await personalTeamOf(t.db, ownerId);
    const addresses = ['ana@roofers.test', 'bob@plumbers.test', 'cy@painters.test', 'di@glaziers.test'];
    const { ids } = await seedSearch(
      t.db,
      ownerId,
      addresses.map((email) => ({ email })),
    );
    const owner = { teamId, createdBy: ownerId };
    const servers = { smtpPort: 1, imapPort: imap.port, imapUser: imap.user, password: PASSWORD };
    mailboxId = await insertMailbox(
      t.db,
      t.deps.appSecret,
      owner,
      servers,
      { fromAddress: FROM },
      { inboxWatched: false },
    );
    const launched = await insertLaunchedCampaign(t.db, owner, {
      mailboxId,
      steps: [step('Quick idea', 0), step('Quick idea', 3)],
      recipients: addresses.map((email, i) => ({ leadId: ids[i]!, email })),
    });
    campaignId = launched.campaignId;
    // The first step went out to everyone.
    await t.db
      .update(campaignMessages)
      .set({ state: 'sent', sentAt: new Date() })
      .where(and(eq(campaignMessages.campaignId, campaignId), eq(campaignMessages.stepIndex, 0)));
    const rows = await outboxRows(t.db, campaignId);
    for (const [i, email] of addresses.entries()) {
      const id = launched.enrolmentIds[i]!;
      const sentId = rows.find((row) => row.enrolmentId === id && row.stepIndex === 0)!.messageId;
      enrolments.push({ id, leadId: ids[i]!, email, sentId });
    }
    await t.db.insert(webhookEndpoints).values({
      teamId,
      createdBy: ownerId,
      url: 'https://hooks.example.com/in',
      secretEncrypted: 'x',
      events: ['email.replied', 'email.bounced'],
    });
    // Mail that was there before the watcher started is history, not an answer.
    await appendToInbox(
      wire(
        { From: enrolments[3]!.email, To: FROM, Subject: 'Old thread', 'Message-ID': '<old@x.test>' },
        'From last year',
      ),
    );
    const controller = new AbortController();
    const running = watchInbox(t.deps, mailboxId, controller.signal);
    watcher = {
      stop: async () => {
        controller.abort();
        await running;
      },
    };
    await until(async () => (await t.db.select().from(mailboxInboxPositions)).length > 0, 'the first read');
  }, 90_000);
  afterAll(async () => {
    await watcher?.stop();
    await t?.close();
    await imap?.stop();
  });

  it('reads nothing that was in the inbox before it started', async () => {
    expect(await inboundCount()).toBe(0);
    expect((await stateOf(enrolments[3]!.id)).state).toBe('active');
  });

  it('a reply stops only that lead: its next step is cancelled, its trail and webhooks say so', async () => {
    const [ana, bob] = enrolments;
    await appendToInbox(
      wire(
        {
          From: `Ana <${ana!.email}>`,
          To: FROM,
          Subject: 'Re: Quick idea',
          'Message-ID': '<reply-1@roofers.test>',
          'In-Reply-To': ana!.sentId,
          References: ana!.sentId,
        },
        `Yes, call me Tuesday.\n\nOn Mon, Anna wrote:\n> Hello`,
      ),
    );
    await until(async () => (await stateOf(ana!.id)).state === 'replied', 'the reply');
    const replied = await stateOf(ana!.id);
    expect(replied.replySnippet).toBe('Yes, call me Tuesday.');
    expect(await stepsOf(ana!.id)).toEqual(expect.arrayContaining(['sent', 'cancelled']));
    expect((await stateOf(bob!.id)).state).toBe('active');
    expect(await stepsOf(bob!.id)).toEqual(expect.arrayContaining(['sent', 'scheduled']));
    const trail = await t.db
      .select()
      .from(leadActivity)
      .where(and(eq(leadActivity.leadId, ana!.leadId), eq(leadActivity.kind, 'replied')));
    expect(trail).toHaveLength(1);
    expect(trail[0]!.createdBy).toBeNull();
    const events = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, 'email.replied'));
    expect(events).toHaveLength(1);
    expect((events[0]!.payload as { data: { message: object; snippet: string } }).data).toMatchObject({
      message: { leadId: ana!.leadId, step: 1, messageId: ana!.sentId },
      snippet: 'Yes, call me Tuesday.',
    });
  });

  it('an automatic reply is recorded but stops nothing', async () => {
    const bob = enrolments[1]!;
    const before = await inboundCount();
    await appendToInbox(
      wire(
        {
          From: bob.email,
          To: FROM,
          Subject: 'Automatic reply: Quick idea',
          'Auto-Submitted': 'auto-replied',
          'In-Reply-To': bob.sentId,
          'Message-ID': '<ooo@plumbers.test>',
        },
        'I am out of the office until Monday.',
      ),
    );
    await until(async () => (await inboundCount()) > before, 'the automatic reply');
    const [row] = await t.db.select().from(inboundMessages).where(eq(inboundMessages.kind, 'auto_reply'));
    expect(row!.enrolmentId).toBe(bob.id);
    expect((await stateOf(bob.id)).state).toBe('active');
  });

  it('a hard bounce suppresses the address and ends only its enrolment', async () => {
    const cy = enrolments[2]!;
    await appendToInbox(hardBounce(cy.email, cy.sentId));
    await until(async () => (await stateOf(cy.id)).state === 'bounced', 'the bounce');
    expect((await stateOf(cy.id)).endedReason).toContain('5.1.1');
    expect(await stepsOf(cy.id)).toEqual(expect.arrayContaining(['bounced', 'cancelled']));
    const listed = await t.db.select().from(suppressions).where(eq(suppressions.email, cy.email));
    expect(listed.map((row) => row.reason)).toEqual(['hard_bounce']);
    expect((await stateOf(enrolments[1]!.id)).state).toBe('active');
  });

  it('an unsubscribe by mail suppresses the address and stops its enrolment', async () => {
    const di = enrolments[3]!;
    const token = signUnsubscribeToken(t.deps.appSecret, { teamId, email: di.email });
    await appendToInbox(
      wire(
        { From: di.email, To: FROM, Subject: 'unsubscribe', 'Message-ID': '<unsub@glaziers.test>' },
        `unsubscribe ${token}`,
      ),
    );
    await until(async () => (await stateOf(di.id)).state === 'unsubscribed', 'the unsubscribe');
    const listed = await t.db.select().from(suppressions).where(eq(suppressions.email, di.email));
    expect(listed.map((row) => row.reason)).toEqual(['unsubscribed']);
    expect(await stepsOf(di.id)).toEqual(expect.arrayContaining(['sent', 'cancelled']));
  });

  it('a watcher that re-reads after a crash records nothing twice', async () => {
    const before = await inboundCount();
    await watcher.stop();
    // A crash after the messages were recorded and before the position moved: the next watcher reads them again.
    const [position] = await t.db.select().from(mailboxInboxPositions);
    // (UID 1 is the mail that was there before the first watcher: never read.)
    await t.db.update(mailboxInboxPositions).set({ lastUid: 1 });
    const controller = new AbortController();
    const again = watchInbox(t.deps, mailboxId, controller.signal);
    await until(
      async () => (await t.db.select().from(mailboxInboxPositions))[0]!.lastUid === position!.lastUid,
      'the second read',
    );
    controller.abort();
    await again;
    expect(await inboundCount()).toBe(before);
    const replies = await t.db.select().from(leadActivity).where(eq(leadActivity.kind, 'replied'));
    expect(replies).toHaveLength(1);
  });

  it('ends at its next save once its mailbox names another IMAP account', async () => {
    const controller = new AbortController();
    const running = watchInbox(t.deps, mailboxId, controller.signal);
    let ended = false;
    void running.then(() => (ended = true));
    const first = await inboundCount();
    await appendToInbox(wire({ From: 'someone@else.test', To: FROM, Subject: 'Hello' }, 'Hi'));
    await until(async () => (await inboundCount()) > first, 'the first read');
    const position = async () => (await t.db.select().from(mailboxInboxPositions))[0]!.lastUid;
    await until(async () => (await inboundCount()) === first + 1 && (await position()) > 0, 'its save');
    const saved = await position();
    await t.db.update(mailboxes).set({ imapUser: 'moved@agency.test' }).where(eq(mailboxes.id, mailboxId));
    expect(ended).toBe(false);
    await appendToInbox(wire({ From: 'someone@else.test', To: FROM, Subject: 'Again' }, 'Hi again'));
    await until(async () => ended, 'the watcher to end');
    controller.abort();
    // The second message was read from the old account and recorded; its position was not saved for the new one.
    expect(await inboundCount()).toBe(first + 2);
    expect(await position()).toBe(saved);
  });
});

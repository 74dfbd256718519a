import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps';
import {
  businessResults,
  campaignEnrolments,
  campaignMessages,
  campaigns,
  leadActivity,
  mailboxes,
  mailboxSendDays,
  mailboxInboxPositions,
  suppressions,
  webhookDeliveries,
} from '../../db/schema';
import { composeMessage } from '../../integrations/mail/compose-message';
import { appendToSent, findSentByMessageId } from '../../integrations/mail/sent-folder';
import { startFakeSmtp, type TFakeSmtp } from '../../../fakes/smtp/start-fake-smtp';
import { hasDovecot, startDovecot, type TDovecot } from '@fakes/imap/start-dovecot';
import {
  enrolmentOf,
  insertLaunchedCampaign,
  insertMailbox,
  outboxRows,
  step,
} from '../../../tests/outbox-fixtures';
import { openSecondInstance } from '../../../tests/second-instance';
import { personalTeamOf, seedSearch, userIdOf } from '../../../tests/seed-leads';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { mailAddressRule } from '../mailboxes';
import { isInWindow, outreachClock, sendingDayKey } from './outreach-clock';
import { sendDueMessages } from './send-due-messages';
import { SETTLE_AFTER_MS } from './settle-claimed-messages';

const PASSWORD = 'mailbox-pass-2026';

/**
 * The outbox scheduler (decision 140) against real servers: the SMTP fake (550/451 by recipient) and a private
 * dovecot for the Sent folder, on PostgreSQL; two app instances for the concurrent senders. Time runs on the
 * outreach clock: each test gives its own sending day length, so a day lasts seconds.
 */
describe.skipIf(postgresSkipped() || !hasDovecot())(`the outbox scheduler on ${testDbKind()}`, () => {
  let t: TestApp;
  let smtp: TFakeSmtp;
  let imap: TDovecot;
  let owner: string;
  let ownerId: string;
  let teamId: string;
  let leadIds: string[];
  let servers: { smtpPort: number; imapPort: number; imapUser: string; password: string };

  /** The app's deps with a sending day of `daySeconds` real seconds. */
  const depsWithDay = (daySeconds: number, deps: AppDeps = t.deps) => ({
    ...deps,
    config: { ...deps.config, OUTREACH_DAY_SECONDS: daySeconds },
  });
  const ownerColumns = () => ({ teamId, createdBy: ownerId });
  const newMailbox = (settings: Parameters<typeof insertMailbox>[4] = {}) =>
    insertMailbox(t.db, t.deps.appSecret, ownerColumns(), servers, settings);
  const launch = (mailboxId: string, emails: string[], steps = [step('Quick question', 0)]) =>
    insertLaunchedCampaign(t.db, ownerColumns(), {
      mailboxId,
      steps,
      recipients: emails.map((email, i) => ({ email, leadId: leadIds[i % leadIds.length]! })),
    });
  const imapLogin = () => ({
    host: '127.0.0.1',
    port: servers.imapPort,
    tls: 'none' as const,
    user: servers.imapUser,
    password: PASSWORD,
  });
  const rule = () => mailAddressRule(t.deps.config);
  const sentTo = (address: string) => smtp.messages.filter((m) => m.envelopeTo.includes(address));
  const events = (type: string) =>
    t.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.teamId, teamId), eq(webhookDeliveries.eventType, type)));

  beforeAll(async () => {
    [smtp, imap] = await Promise.all([startFakeSmtp(), startDovecot({ password: PASSWORD })]);
    t = await createTestApp({ CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true' });
    owner = await t.signUp('owner@agency.test');
    ownerId = await userIdOf(t.db, 'owner@agency.test');
    teamId = await personalTeamOf(t.db, ownerId);
    ({ ids: leadIds } = await seedSearch(t.db, ownerId, [
      { businessName: 'Plumbing One', tags: ['Hot'] },
      { businessName: 'Plumbing Two' },
    ]));
    servers = { smtpPort: smtp.port, imapPort: imap.port, imapUser: imap.user, password: PASSWORD };
    const hook = await t.request('/api/webhooks', {
      cookie: owner,
      body: { url: 'https://hooks.example.com/in', events: ['email.sent', 'email.bounced'] },
    });
    expect(hook.status).toBe(201);
  }, 60_000);
  beforeEach(() => smtp.reset());
  afterAll(async () => {
    await t?.close();
    await Promise.all([smtp?.close(), imap?.stop()]);
  });

  it('sends a sequence: the footer and unsubscribe headers, step 2 threaded under step 1, kept in Sent, recorded', async () => {
    const mailboxId = await newMailbox();
    const to = 'joe@plumbing.test';
    const { campaignId, enrolmentIds } = await launch(
      mailboxId,
      [to],
      [step('Quick question', 0), step('Follow-up', 0)],
    );
    await sendDueMessages(depsWithDay(60), { mailboxId });

    const [first, second] = sentTo(to);
    expect(sentTo(to)).toHaveLength(2);
    const rows = await outboxRows(t.db, campaignId);
    expect(rows.map((r) => r.state)).toEqual(['sent', 'sent']);
    expect(first!.messageId).toBe(rows[0]!.messageId);
    expect(first!.subject).toBe('Quick question');
    expect(first!.text).toContain('This is "Quick question".');
    expect(first!.text).toContain('1 Main St, Springfield');
    expect(first!.text).toMatch(/Unsubscribe: http:\/\/localhost:\d+\/u\/[A-Za-z0-9_-]+/);
    expect(first!.headers['list-unsubscribe']![0]).toMatch(/^<http[^>]+\/u\/[^>]+>, <mailto:anna-[^>]+>$/);
    expect(first!.headers['list-unsubscribe-post']).toEqual(['List-Unsubscribe=One-Click']);
    expect(first!.headers['in-reply-to']).toBeUndefined();
    // Step 2: one "Re:", In-Reply-To and References naming step 1.
    expect(second!.messageId).toBe(rows[1]!.messageId);
    expect(second!.subject).toBe('Re: Follow-up');
    expect(second!.inReplyTo).toBe(rows[0]!.messageId);
    expect(second!.references).toEqual([rows[0]!.messageId]);
    for (const row of rows)
      expect(await findSentByMessageId(imapLogin(), rule(), row.messageId)).toMatchObject({ folder: 'Sent' });

    expect(rows[1]!.dueAt!.getTime()).toBe(rows[0]!.sentAt!.getTime());
    expect(await enrolmentOf(t.db, enrolmentIds[0]!)).toMatchObject({ state: 'finished' });
    const [campaign] = await t.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign).toMatchObject({ status: 'finished' });
    expect(campaign!.endedAt).not.toBeNull();
    const [lead] = await t.db.select().from(businessResults).where(eq(businessResults.id, leadIds[0]!));
    expect(lead!.tags).toEqual(['Hot', 'Contacted']);
    expect(lead!.lastContactedDate).toBe(sendingDayKey(rows[1]!.sentAt!, 'UTC'));
    const trail = await t.db
      .select()
      .from(leadActivity)
      .where(and(eq(leadActivity.leadId, leadIds[0]!), eq(leadActivity.kind, 'sent')));
    expect(trail.map((entry) => entry.details.step).sort()).toEqual([1, 2]);
    expect(trail[0]).toMatchObject({ createdBy: ownerId, details: { campaignId, email: to } });
    const sentEvents = (await events('email.sent')).filter(
      (e) =>
        (e.payload as { data: { message: { campaignId: string } } }).data.message.campaignId === campaignId,
    );
    expect(
      sentEvents.map((e) => (e.payload as { data: { message: { step: number } } }).data.message.step).sort(),
    ).toEqual([1, 2]);
  }, 60_000);

  it('settles a send interrupted between claim and record: found in Sent → recorded, not sent again; not found → sent once', async () => {
    const mailboxId = await newMailbox();
    const { campaignId } = await launch(mailboxId, ['kept@crash.test', 'lost@crash.test']);
    const enrolments = await t.db
      .select({ id: campaignEnrolments.id, email: campaignEnrolments.email })
      .from(campaignEnrolments)
      .where(eq(campaignEnrolments.campaignId, campaignId));
    const rowOf = async (email: string) => {
      const id = enrolments.find((e) => e.email === email)!.id;
      return (await outboxRows(t.db, campaignId)).find((r) => r.enrolmentId === id)!;
    };
    const keptRow = await rowOf('kept@crash.test');
    const lostRow = await rowOf('lost@crash.test');
    // A run claimed both (long enough ago to settle), sent the first and kept it in Sent, then died.
    const claimedAt = new Date(Date.now() - SETTLE_AFTER_MS - 5_000);
    await t.db
      .update(campaignMessages)
      .set({ state: 'sending', claimedAt })
      .where(inArray(campaignMessages.id, [keptRow.id, lostRow.id]));
    const raw = await composeMessage({
      from: { name: 'Anna', address: 'anna@agency.test' },
      to: 'kept@crash.test',
      subject: keptRow.subject,
      text: keptRow.body,
      messageId: keptRow.messageId,
    });
    await appendToSent(imapLogin(), rule(), raw);

    await sendDueMessages(depsWithDay(60), { mailboxId });
    expect(sentTo('kept@crash.test')).toEqual([]);
    const lostSends = sentTo('lost@crash.test');
    expect(lostSends.map((m) => m.messageId)).toEqual([lostRow.messageId]);
    const keptAfter = await rowOf('kept@crash.test');
    expect(keptAfter).toMatchObject({ state: 'sent' });
    expect(keptAfter.sentAt).toEqual(claimedAt);
    expect(await rowOf('lost@crash.test')).toMatchObject({ state: 'sent' });
    expect(await findSentByMessageId(imapLogin(), rule(), lostRow.messageId)).not.toBeNull();
  }, 60_000);

  it('never reads a failed Sent search as "not sent": the run throws and the claim stays', async () => {
    const mailboxId = await newMailbox({ fromAddress: 'closed-imap@agency.test' });
    const { campaignId } = await launch(mailboxId, ['unsure@crash.test']);
    await t.db.update(mailboxes).set({ imapPort: 1 }).where(eq(mailboxes.id, mailboxId));
    const [row] = await outboxRows(t.db, campaignId);
    await t.db
      .update(campaignMessages)
      .set({ state: 'sending', claimedAt: new Date(Date.now() - SETTLE_AFTER_MS - 5_000) })
      .where(eq(campaignMessages.id, row!.id));
    await expect(sendDueMessages(depsWithDay(60), { mailboxId })).rejects.toThrow();
    expect(await outboxRows(t.db, campaignId)).toMatchObject([{ state: 'sending' }]);
    expect(sentTo('unsure@crash.test')).toEqual([]);
  }, 60_000);

  it('two senders on two app instances at once send each message once', async () => {
    const second = await openSecondInstance(t, '10.9.9.9');
    try {
      const mailboxId = await newMailbox();
      const emails = Array.from({ length: 12 }, (_, i) => `pair-${i}@twice.test`);
      const { campaignId } = await launch(mailboxId, emails);
      await Promise.all([
        sendDueMessages(depsWithDay(60), { mailboxId }),
        sendDueMessages(depsWithDay(60, second.deps), { mailboxId }),
      ]);
      const rows = await outboxRows(t.db, campaignId);
      expect(rows.every((r) => r.state === 'sent')).toBe(true);
      const ids = smtp.messages.map((m) => m.messageId);
      expect(ids).toHaveLength(12);
      expect(new Set(ids)).toEqual(new Set(rows.map((r) => r.messageId)));
      const [day] = await t.db.select().from(mailboxSendDays).where(eq(mailboxSendDays.mailboxId, mailboxId));
      expect(day!.sent).toBe(12);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('keeps to the daily cap and the window, and a day’s sends spread across it', async () => {
    const daySeconds = 4;
    const window = { timeZone: 'Europe/Berlin', days: [1, 2, 3, 4, 5, 6, 7], startHour: 6, endHour: 18 };
    const mailboxId = await newMailbox({
      timeZone: window.timeZone,
      sendDays: window.days,
      windowStartHour: window.startHour,
      windowEndHour: window.endHour,
      dailyCap: 2,
    });
    const emails = Array.from({ length: 6 }, (_, i) => `capped-${i}@cap.test`);
    const { campaignId } = await launch(mailboxId, emails);
    await sendDueMessages(depsWithDay(daySeconds), { mailboxId });

    const rows = await outboxRows(t.db, campaignId);
    expect(rows.map((r) => r.state)).toEqual(Array(6).fill('sent'));
    const clock = outreachClock(daySeconds);
    const perDay = new Map<string, number>();
    for (const row of rows) {
      const virtual = clock.toVirtual(row.claimedAt!);
      expect(isInWindow(virtual, window)).toBe(true);
      const day = sendingDayKey(virtual, window.timeZone);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    expect([...perDay.values()].every((n) => n <= 2)).toBe(true);
    expect(perDay.size).toBeGreaterThanOrEqual(3);
    const days = await t.db.select().from(mailboxSendDays).where(eq(mailboxSendDays.mailboxId, mailboxId));
    expect(days.every((d) => d.sent <= 2)).toBe(true);
    // The spread: two sends of a day are at least a quarter of the window apart (half of window / cap).
    const claims = rows.map((r) => r.claimedAt!.getTime()).sort((a, b) => a - b);
    for (const [day, n] of perDay)
      if (n === 2) {
        const ofDay = claims.filter(
          (c) => sendingDayKey(clock.toVirtual(new Date(c)), window.timeZone) === day,
        );
        expect(ofDay[1]! - ofDay[0]!).toBeGreaterThanOrEqual(clock.realMs(3 * 3_600_000) - 5);
      }
  }, 60_000);

  it('never sends from a window closed all week', async () => {
    const mailboxId = await newMailbox({ sendDays: [] });
    const { campaignId } = await launch(mailboxId, ['never@closed.test']);
    await sendDueMessages(depsWithDay(60), { mailboxId });
    expect(await outboxRows(t.db, campaignId)).toMatchObject([{ state: 'scheduled' }]);
    expect(sentTo('never@closed.test')).toEqual([]);
  }, 30_000);

  it('sends nothing before the mailbox’s inbox is watched, then sends once it is', async () => {
    const mailboxId = await insertMailbox(
      t.db,
      t.deps.appSecret,
      ownerColumns(),
      servers,
      {},
      { inboxWatched: false },
    );
    const { campaignId } = await launch(mailboxId, ['unwatched@inbox.test']);
    await sendDueMessages(depsWithDay(60), { mailboxId });
    expect(await outboxRows(t.db, campaignId)).toMatchObject([{ state: 'scheduled' }]);
    expect(sentTo('unwatched@inbox.test')).toEqual([]);
    // The watcher's first read leaves a position: from then on a reply could stop the sequence.
    await t.db.insert(mailboxInboxPositions).values({ mailboxId, uidValidity: '7', lastUid: 0 });
    await sendDueMessages(depsWithDay(60), { mailboxId });
    expect(await outboxRows(t.db, campaignId)).toMatchObject([{ state: 'sent' }]);
    expect(sentTo('unwatched@inbox.test')).toHaveLength(1);
  }, 30_000);

  it('never sends to an address its lead’s email check found invalid after the launch', async () => {
    const mailboxId = await newMailbox();
    const { campaignId } = await launch(mailboxId, ['gone@no-mx.test']);
    const invalid = { status: 'invalid' as const, labels: [], reason: 'no such domain', checkedAt: '' };
    await t.db
      .update(businessResults)
      .set({ emailChecks: [{ email: 'GONE@no-mx.test', ...invalid }] })
      .where(eq(businessResults.id, leadIds[0]!));
    await sendDueMessages(depsWithDay(60), { mailboxId });
    expect(sentTo('gone@no-mx.test')).toEqual([]);
    expect(await outboxRows(t.db, campaignId)).toMatchObject([{ state: 'cancelled' }]);
    const [enrolment] = await t.db
      .select()
      .from(campaignEnrolments)
      .where(eq(campaignEnrolments.campaignId, campaignId));
    expect(enrolment).toMatchObject({
      state: 'stopped',
      endedReason: 'The email check found this address invalid',
    });
    await t.db.update(businessResults).set({ emailChecks: null }).where(eq(businessResults.id, leadIds[0]!));
  }, 30_000);

  it('a 550 suppresses the address, bounces the enrolment and cancels its later steps', async () => {
    const mailboxId = await newMailbox();
    const to = 'bounce-hard-1@gone.test';
    const { campaignId, enrolmentIds } = await launch(mailboxId, [to], [step('Hello', 0), step('Again', 0)]);
    await sendDueMessages(depsWithDay(60), { mailboxId });
    const rows = await outboxRows(t.db, campaignId);
    expect(rows.map((r) => r.state)).toEqual(['bounced', 'cancelled']);
    expect(rows[0]!.lastError).toMatch(/^550 /);
    expect(await enrolmentOf(t.db, enrolmentIds[0]!)).toMatchObject({ state: 'bounced' });
    expect((await enrolmentOf(t.db, enrolmentIds[0]!)).endedReason).toMatch(/^Hard bounce: 550/);
    const [listed] = await t.db
      .select()
      .from(suppressions)
      .where(and(eq(suppressions.teamId, teamId), eq(suppressions.email, to)));
    expect(listed).toMatchObject({ reason: 'hard_bounce', createdBy: null });
    const trail = await t.db
      .select()
      .from(leadActivity)
      .where(and(eq(leadActivity.leadId, leadIds[0]!), eq(leadActivity.kind, 'bounced')));
    expect(trail).toMatchObject([{ createdBy: null, details: { email: to, step: 1 } }]);
    const [bounced] = await events('email.bounced');
    expect(bounced!.payload).toMatchObject({
      type: 'email.bounced',
      data: { message: { campaignId, email: to, step: 1 }, response: expect.stringMatching(/^550 /) },
    });
    expect(smtp.messages).toEqual([]);
  }, 60_000);

  it('a 451 is tried again later, and given up as failed after five tries', async () => {
    const mailboxId = await newMailbox();
    const to = 'bounce-soft-1@later.test';
    const { campaignId, enrolmentIds } = await launch(mailboxId, [to], [step('Hello', 0), step('Again', 0)]);
    await sendDueMessages(depsWithDay(10), { mailboxId });
    const rows = await outboxRows(t.db, campaignId);
    expect(rows.map((r) => r.state)).toEqual(['failed', 'cancelled']);
    expect(rows[0]).toMatchObject({ attempts: 5 });
    expect(rows[0]!.lastError).toMatch(/^451 /);
    expect(await enrolmentOf(t.db, enrolmentIds[0]!)).toMatchObject({ state: 'stopped' });
    const [listed] = await t.db.select().from(suppressions).where(eq(suppressions.email, to));
    expect(listed).toBeUndefined();
  }, 60_000);

  it('honours an unsubscribe at the next send: the later step is cancelled, not sent', async () => {
    const mailboxId = await newMailbox();
    const to = 'leaves@unsub.test';
    const { campaignId, enrolmentIds } = await launch(mailboxId, [to], [step('Hello', 0), step('Again', 1)]);
    const stop = new AbortController();
    const run = sendDueMessages(depsWithDay(3), { mailboxId }, stop.signal);
    const [first] = await smtp.waitForMessages(1, 10_000);
    stop.abort();
    await run;
    const [link] = /<(http[^>]+\/u\/[^>]+)>/.exec(first!.headers['list-unsubscribe']![0]!)!.slice(1);
    const unsubscribed = await t.app.request(new URL(link!).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);

    await sendDueMessages(depsWithDay(3), { mailboxId });
    const rows = await outboxRows(t.db, campaignId);
    expect(rows.map((r) => r.state)).toEqual(['sent', 'cancelled']);
    expect(sentTo(to)).toHaveLength(1);
    expect(await enrolmentOf(t.db, enrolmentIds[0]!)).toMatchObject({ state: 'unsubscribed' });
  }, 60_000);
});

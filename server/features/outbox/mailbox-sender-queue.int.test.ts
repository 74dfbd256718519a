// engine-sensitive: pg-boss jobs (a deferred wake, the stately policy, the update that brings it forward)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEnrolments, campaignMessages, campaigns, mailboxes } from '../../db/schema';
import { startFakeSmtp, type TFakeSmtp } from '../../../fakes/smtp/start-fake-smtp';
import { insertLaunchedCampaign, insertMailbox, outboxRows, step } from '../../../tests/outbox-fixtures';
import { personalTeamOf, seedSearch, userIdOf } from '../../../tests/seed-leads';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { testDbKind } from '../../../tests/test-db';
import { MAILBOX_SENDER_QUEUE, queueMailboxSender, wakeMailboxSenderAt } from './mailbox-sender-queue';
import { findMailboxesWithWork, queueSendersWithWork } from './outbox-tick';
import { isInWindow, nextWindowOpening, outreachClock } from './outreach-clock';
import { sendDueMessages } from './send-due-messages';

const HOUR = 3_600_000;

/**
 * How a mailbox's sender is woken (decision 140): a sleeping sender defers its job to the window's opening, a
 * wake-now brings a deferred job forward instead of being dropped by the stately policy, and the tick finds the
 * mailboxes with work. The SMTP fake only: nothing here is left `sending`, so the Sent folder is never searched.
 */
describe(`waking mailbox senders on ${testDbKind()}`, () => {
  let t: TestApp;
  let smtp: TFakeSmtp;
  let owner: { teamId: string; createdBy: string };
  let leadId: string;
  let cookie: string;
  const newMailbox = (settings: Parameters<typeof insertMailbox>[4] = {}) =>
    insertMailbox(
      t.db,
      t.deps.appSecret,
      owner,
      // No IMAP server: nothing here is searched for in Sent, and a Sent copy that cannot be kept is only noted.
      { smtpPort: smtp.port, imapPort: 1, imapUser: 'anna', password: 'secret' },
      settings,
    );
  const queuedJob = async (mailboxId: string) =>
    (await t.deps.boss.findJobs(MAILBOX_SENDER_QUEUE, { key: mailboxId, queued: true }))[0];

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp(
      { CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true', OUTREACH_DAY_SECONDS: '86400' },
      { workers: true },
    );
    cookie = await t.signUp('owner@agency.test');
    const ownerId = await userIdOf(t.db, 'owner@agency.test');
    owner = { teamId: await personalTeamOf(t.db, ownerId), createdBy: ownerId };
    const { ids } = await seedSearch(t.db, ownerId, [{ businessName: 'Plumbing One' }]);
    leadId = ids[0]!;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('a sender outside its window goes to sleep until the opening, as a deferred job', async () => {
    // Open only on a weekday that is not today, so the next opening is at least a day off.
    const clock = outreachClock(86_400);
    const today = ((new Date().getUTCDay() + 6) % 7) + 1;
    const window = { timeZone: 'UTC', days: [(today % 7) + 1], startHour: 9, endHour: 17 };
    const mailboxId = await newMailbox({ sendDays: window.days, windowStartHour: 9, windowEndHour: 17 });
    await insertLaunchedCampaign(t.db, owner, {
      mailboxId,
      steps: [step('Hello', 0)],
      recipients: [{ leadId, email: 'later@window.test' }],
    });
    const before = new Date();
    expect(isInWindow(before, window)).toBe(false);
    await sendDueMessages(t.deps, { mailboxId });
    const job = await queuedJob(mailboxId);
    expect(job?.startAfter).toEqual(clock.toReal(nextWindowOpening(before, window)!));
    expect(job!.startAfter.getTime() - before.getTime()).toBeGreaterThan(HOUR);
    expect(smtp.messages).toEqual([]);
  });

  it('a change to the mailbox’s window wakes its sleeping sender, which sends under the new window', async () => {
    const today = ((new Date().getUTCDay() + 6) % 7) + 1;
    const mailboxId = await newMailbox({
      sendDays: [(today % 7) + 1],
      windowStartHour: 9,
      windowEndHour: 17,
    });
    const { campaignId } = await insertLaunchedCampaign(t.db, owner, {
      mailboxId,
      steps: [step('Hello', 0)],
      recipients: [{ leadId, email: 'window@changed.test' }],
    });
    await sendDueMessages(t.deps, { mailboxId });
    expect((await queuedJob(mailboxId))!.startAfter.getTime() - Date.now()).toBeGreaterThan(HOUR);
    const changed = await t.request(`/api/mailboxes/${mailboxId}`, {
      method: 'PATCH',
      cookie,
      body: { window: { timeZone: 'UTC', days: [1, 2, 3, 4, 5, 6, 7], startHour: 0, endHour: 24 } },
    });
    expect(changed.status).toBe(200);
    const sent = await smtp.waitForMessages(1, 20_000);
    expect(sent.map((message) => message.envelopeTo)).toContainEqual(['window@changed.test']);
    await expect
      .poll(async () => (await outboxRows(t.db, campaignId))[0]!.state, { timeout: 10_000 })
      .toBe('sent');
    smtp.reset();
  }, 40_000);

  it('a campaign says when its next email may go out: the window’s next opening, or now', async () => {
    const clock = outreachClock(86_400);
    const today = ((new Date().getUTCDay() + 6) % 7) + 1;
    const window = { timeZone: 'UTC', days: [(today % 7) + 1], startHour: 9, endHour: 17 };
    const closed = await newMailbox({ sendDays: window.days, windowStartHour: 9, windowEndHour: 17 });
    const nextSendOf = async (mailboxId: string) => {
      const { campaignId } = await insertLaunchedCampaign(t.db, owner, {
        mailboxId,
        steps: [step('Hello', 0)],
        recipients: [{ leadId, email: `next-${mailboxId}@send.test` }],
        dueAt: new Date(Date.now() + HOUR),
      });
      const res = await t.request(`/api/campaigns/${campaignId}`, { cookie });
      expect(res.status).toBe(200);
      return ((await res.json()) as { nextSendAt: string | null }).nextSendAt;
    };
    const opening = clock.toReal(nextWindowOpening(clock.toVirtual(new Date()), window)!);
    expect(await nextSendOf(closed)).toBe(opening.toISOString());
    // Always open: the message's own due time, an hour from now.
    const open = await newMailbox();
    const due = new Date((await nextSendOf(open)) ?? 0).getTime() - Date.now();
    expect(due).toBeGreaterThan(HOUR - 60_000);
    expect(due).toBeLessThanOrEqual(HOUR);
  });

  it('a due follow-up goes out before a first step that fell due earlier', async () => {
    const mailboxId = await newMailbox();
    const { campaignId } = await insertLaunchedCampaign(t.db, owner, {
      mailboxId,
      steps: [step('Hello', 0), step('Following up', 1)],
      recipients: [
        { leadId, email: 'one@order.test' },
        { leadId, email: 'two@order.test' },
      ],
      dueAt: new Date(Date.now() - HOUR),
    });
    const rows = await outboxRows(t.db, campaignId);
    const first = rows.find((row) => row.stepIndex === 0)!;
    const followUp = rows.find((row) => row.stepIndex === 1 && row.enrolmentId === first.enrolmentId)!;
    const other = rows.find((row) => row.stepIndex === 0 && row.enrolmentId !== first.enrolmentId)!;
    // The first lead had its first step half an hour ago; its follow-up fell due a minute ago, after the other
    // lead's first step (due an hour ago).
    await t.db
      .update(campaignMessages)
      .set({ state: 'sent', sentAt: new Date(Date.now() - HOUR / 2) })
      .where(eq(campaignMessages.id, first.id));
    await t.db
      .update(campaignMessages)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(campaignMessages.id, followUp.id));
    const emailOf = async (enrolmentId: string) =>
      (await t.db.select().from(campaignEnrolments).where(eq(campaignEnrolments.id, enrolmentId)))[0]!.email;
    await queueMailboxSender(t.deps.boss, mailboxId);
    // The spread keeps the next send half an hour off: the one that goes now is the follow-up.
    const [sent] = await smtp.waitForMessages(1, 20_000);
    expect(sent!.envelopeTo).toEqual([await emailOf(followUp.enrolmentId)]);
    expect((await outboxRows(t.db, campaignId)).find((row) => row.id === other.id)!.state).toBe('scheduled');
    smtp.reset();
  }, 40_000);

  it('a wake-now brings a sleeping sender forward: the launch is not lost behind the deferred job', async () => {
    const mailboxId = await newMailbox();
    await wakeMailboxSenderAt(t.deps.boss, mailboxId, new Date(Date.now() + HOUR));
    const { campaignId } = await insertLaunchedCampaign(t.db, owner, {
      mailboxId,
      steps: [step('Hello', 0)],
      recipients: [{ leadId, email: 'now@wake.test' }],
    });
    await queueMailboxSender(t.deps.boss, mailboxId);
    const [sent] = await smtp.waitForMessages(1, 20_000);
    expect(sent!.envelopeTo).toEqual(['now@wake.test']);
    await expect
      .poll(async () => (await outboxRows(t.db, campaignId))[0]!.state, { timeout: 10_000 })
      .toBe('sent');
  }, 40_000);

  it('of two deferred wakes, the earlier wins', async () => {
    const mailboxId = await newMailbox();
    const inHours = (hours: number) => new Date(Math.round((Date.now() + hours * HOUR) / 1000) * 1000);
    const [two, one, three] = [inHours(2), inHours(1), inHours(3)];
    await wakeMailboxSenderAt(t.deps.boss, mailboxId, two);
    expect((await queuedJob(mailboxId))?.startAfter).toEqual(two);
    await wakeMailboxSenderAt(t.deps.boss, mailboxId, one);
    expect((await queuedJob(mailboxId))?.startAfter).toEqual(one);
    await wakeMailboxSenderAt(t.deps.boss, mailboxId, three);
    expect((await queuedJob(mailboxId))?.startAfter).toEqual(one);
    expect(await t.deps.boss.findJobs(MAILBOX_SENDER_QUEUE, { key: mailboxId, queued: true })).toHaveLength(
      1,
    );
  });

  it('the tick finds mailboxes with a due or interrupted message, not those waiting or paused', async () => {
    const due = await newMailbox();
    const future = await newMailbox();
    const paused = await newMailbox();
    const interrupted = await newMailbox();
    const launch = (mailboxId: string, email: string, dueAt = new Date()) =>
      insertLaunchedCampaign(t.db, owner, {
        mailboxId,
        steps: [step('Hello', 0)],
        recipients: [{ leadId, email }],
        dueAt,
      });
    await launch(due, 'due@tick.test');
    await launch(future, 'future@tick.test', new Date(Date.now() + HOUR));
    const { campaignId: pausedId } = await launch(paused, 'paused@tick.test');
    await t.db.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.id, pausedId));
    const { campaignId: interruptedId } = await launch(interrupted, 'sending@tick.test');
    await t.db
      .update(campaignMessages)
      .set({ state: 'sending', claimedAt: new Date() })
      .where(eq(campaignMessages.campaignId, interruptedId));
    const found = await findMailboxesWithWork(t.db);
    expect(found).toEqual(expect.arrayContaining([due, interrupted]));
    expect(found).not.toContain(future);
    expect(found).not.toContain(paused);
  });

  it('cancels the messages of a removed mailbox, stops their enrolments and finishes the campaign', async () => {
    const mailboxId = await newMailbox();
    const { campaignId, enrolmentIds } = await insertLaunchedCampaign(t.db, owner, {
      mailboxId,
      steps: [step('Hello', 0), step('Again', 3)],
      recipients: [{ leadId, email: 'orphan@removed.test' }],
    });
    await t.db.delete(mailboxes).where(eq(mailboxes.id, mailboxId));
    await queueSendersWithWork(t.db, t.deps.boss);
    const rows = await outboxRows(t.db, campaignId);
    expect(rows.map((r) => [r.state, r.lastError])).toEqual([
      ['cancelled', 'The mailbox was removed'],
      ['cancelled', 'The mailbox was removed'],
    ]);
    const [enrolment] = await t.db
      .select()
      .from(campaignEnrolments)
      .where(eq(campaignEnrolments.id, enrolmentIds[0]!));
    expect(enrolment).toMatchObject({ state: 'stopped', endedReason: 'The mailbox was removed' });
    const [campaign] = await t.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign!.status).toBe('finished');
  });
});

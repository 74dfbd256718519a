import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers } from '../../workers';
import { startFakeSmtp, type TFakeSmtp } from '../../../fakes/smtp/start-fake-smtp';
import { insertLaunchedCampaign, insertMailbox, outboxRows, step } from '../../../tests/outbox-fixtures';
import { openSecondInstance, type SecondInstance } from '../../../tests/second-instance';
import { personalTeamOf, seedSearch, userIdOf } from '../../../tests/seed-leads';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { queueMailboxSender } from './mailbox-sender-queue';

/**
 * Two app instances on one PostgreSQL, each running the workers (decision 140): both are asked to wake the same
 * mailbox's sender at once, and each of its messages goes out once, whichever instance worked it.
 */
describe.skipIf(postgresSkipped())(`mailbox senders on two worker instances on ${testDbKind()}`, () => {
  let t: TestApp;
  let second: SecondInstance;
  let smtp: TFakeSmtp;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp(
      { CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true', OUTREACH_DAY_SECONDS: '60' },
      { workers: true },
    );
    second = await openSecondInstance(t, '10.9.9.8');
    await startWorkers(second.deps);
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await smtp?.close();
  });

  it('sends each message once', async () => {
    await t.signUp('owner@agency.test');
    const ownerId = await userIdOf(t.db, 'owner@agency.test');
    const owner = { teamId: await personalTeamOf(t.db, ownerId), createdBy: ownerId };
    const { ids } = await seedSearch(t.db, ownerId, [{ businessName: 'Plumbing One' }]);
    // No IMAP server: the Sent copy cannot be kept, which is only noted on the row.
    const mailboxId = await insertMailbox(t.db, t.deps.appSecret, owner, {
      smtpPort: smtp.port,
      imapPort: 1,
      imapUser: 'anna',
      password: 'secret',
    });
    const emails = Array.from({ length: 10 }, (_, i) => `twice-${i}@workers.test`);
    const { campaignId } = await insertLaunchedCampaign(t.db, owner, {
      mailboxId,
      steps: [step('Hello', 0), step('Again', 0)],
      recipients: emails.map((email) => ({ email, leadId: ids[0]! })),
    });
    await Promise.all([
      queueMailboxSender(t.deps.boss, mailboxId),
      queueMailboxSender(second.deps.boss, mailboxId),
    ]);
    await smtp.waitForMessages(20, 40_000);
    await expect
      .poll(async () => (await outboxRows(t.db, campaignId)).filter((r) => r.state === 'sent').length, {
        timeout: 10_000,
      })
      .toBe(20);
    const rows = await outboxRows(t.db, campaignId);
    const sentIds = smtp.messages.map((m) => m.messageId);
    expect(sentIds).toHaveLength(20);
    expect(new Set(sentIds)).toEqual(new Set(rows.map((r) => r.messageId)));
  }, 90_000);
});

// engine-sensitive: the queues (watch, sender, their deferred wakes) on each engine
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEnrolments } from '../../db/schema';
import { startFakeSmtp, type TFakeSmtp } from '../../../fakes/smtp/start-fake-smtp';
import { deliverToInbox } from '@fakes/imap/deliver-to-inbox';
import { prospectReply } from '@fakes/imap/prospect-reply';
import { hasDovecot, startDovecot, type TDovecot } from '@fakes/imap/start-dovecot';
import { insertLaunchedCampaign, insertMailbox, step } from '../../../tests/outbox-fixtures';
import { personalTeamOf, seedSearch, userIdOf } from '../../../tests/seed-leads';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { queueMailboxSender } from '../outbox';
import { queueInboxWatch } from './inbox-watch-queue';

/**
 * The whole loop on the app's own workers, as a launch leaves it: the inbox watcher's first read lets the sender
 * send, and a reply to that message, arriving in the INBOX, ends only its lead's enrolment (decisions 137, 140).
 */
describe.skipIf(postgresSkipped() || !hasDovecot())(`campaign mail on the workers on ${testDbKind()}`, () => {
  let t: TestApp;
  let smtp: TFakeSmtp;
  let imap: TDovecot;

  beforeAll(async () => {
    [smtp, imap] = await Promise.all([startFakeSmtp(), startDovecot()]);
    t = await createTestApp(
      { CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true', OUTREACH_DAY_SECONDS: '60' },
      { workers: true },
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await Promise.all([smtp?.close(), imap?.stop()]);
  });

  const until = async (check: () => Promise<boolean> | boolean, what: string) => {
    const deadline = Date.now() + 40_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('sends once the inbox is watched, and a reply stops only its lead', async () => {
    await t.signUp('owner@agency.test');
    const ownerId = await userIdOf(t.db, 'owner@agency.test');
    const owner = { teamId: await personalTeamOf(t.db, ownerId), createdBy: ownerId };
    const { ids } = await seedSearch(t.db, ownerId, [{ businessName: 'One' }, { businessName: 'Two' }]);
    const servers = {
      smtpPort: smtp.port,
      imapPort: imap.port,
      imapUser: imap.user,
      password: imap.password,
    };
    const mailboxId = await insertMailbox(
      t.db,
      t.deps.appSecret,
      owner,
      servers,
      {},
      { inboxWatched: false },
    );
    const { enrolmentIds } = await insertLaunchedCampaign(t.db, owner, {
      mailboxId,
      steps: [step('Quick idea', 0), step('Quick idea', 2)],
      recipients: [
        { leadId: ids[0]!, email: 'one@prospect.test' },
        { leadId: ids[1]!, email: 'two@prospect.test' },
      ],
    });
    await queueInboxWatch(t.deps.boss, mailboxId);
    await queueMailboxSender(t.deps.boss, mailboxId);
    await until(() => smtp.messages.length >= 2, 'the first step to both leads');
    const first = smtp.messages.find((m) => m.envelopeTo.includes('one@prospect.test'))!;

    await deliverToInbox(
      imap,
      prospectReply(
        {
          sender: 'anna@agency.test',
          prospect: 'one@prospect.test',
          subject: first.subject,
          messageId: first.messageId!,
        },
        'Yes please.',
      ),
    );
    const stateOf = async (id: string) =>
      (await t.db.select().from(campaignEnrolments).where(eq(campaignEnrolments.id, id)))[0]!.state;
    await until(async () => (await stateOf(enrolmentIds[0]!)) === 'replied', 'the reply');
    expect(await stateOf(enrolmentIds[1]!)).toBe('active');
  }, 90_000);
});

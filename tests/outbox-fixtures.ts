import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import {
  campaignEnrolments,
  campaignMessages,
  campaigns,
  mailboxes,
  mailboxInboxPositions,
  type TCampaignStep,
} from '../server/db/schema';
import { sealMailboxPassword } from '../server/features/mailboxes/mailbox-store';
import { newMessageId } from '../server/integrations/mail/message-id';

type TOwner = { teamId: string; createdBy: string };

/**
 * A team mailbox inserted directly (no connection check, no rate limit): SMTP and IMAP on loopback without TLS,
 * one password for both, sending all week round the clock with a large cap unless told otherwise. Its inbox counts
 * as watched (a position saved, as the watcher's first read leaves it) unless `inboxWatched` is false.
 */
export async function insertMailbox(
  db: Db,
  appSecret: string,
  owner: TOwner,
  servers: { smtpPort: number; imapPort: number; imapUser: string; password: string },
  settings: Partial<
    Pick<
      typeof mailboxes.$inferInsert,
      | 'timeZone'
      | 'sendDays'
      | 'windowStartHour'
      | 'windowEndHour'
      | 'dailyCap'
      | 'physicalAddress'
      | 'fromAddress'
    >
  > = {},
  { inboxWatched = true }: { inboxWatched?: boolean } = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(mailboxes).values({
    id,
    ...owner,
    fromName: 'Anna from Agency',
    fromAddress: settings.fromAddress ?? `anna-${id.slice(0, 8)}@agency.test`,
    smtpHost: '127.0.0.1',
    smtpPort: servers.smtpPort,
    smtpTls: 'none',
    smtpUser: 'anna@agency.test',
    smtpPasswordEncrypted: sealMailboxPassword(appSecret, id, 'smtp', servers.password),
    imapHost: '127.0.0.1',
    imapPort: servers.imapPort,
    imapTls: 'none',
    imapUser: servers.imapUser,
    imapPasswordEncrypted: sealMailboxPassword(appSecret, id, 'imap', servers.password),
    timeZone: 'UTC',
    sendDays: [1, 2, 3, 4, 5, 6, 7],
    windowStartHour: 0,
    windowEndHour: 24,
    dailyCap: 2000,
    physicalAddress: '1 Main St, Springfield',
    ...settings,
  });
  if (inboxWatched)
    await db.insert(mailboxInboxPositions).values({ mailboxId: id, uidValidity: '1', lastUid: 0 });
  return id;
}

export const step = (subject: string, dayOffset: number, newThread = false): TCampaignStep => ({
  subject,
  body: `Hello,\n\nThis is "${subject}".\n\nAnna`,
  dayOffset,
  newThread,
});

/**
 * What a campaign launch leaves behind (decision 138), inserted directly while the launch operation is built
 * elsewhere: the campaign running, one active enrolment per recipient, and one outbox row per enrolment and step
 * with its Message-ID, threading and rendered text; the first step due at `dueAt`, the later ones not yet.
 */
export async function insertLaunchedCampaign(
  db: Db,
  owner: TOwner,
  input: {
    mailboxId: string;
    steps: TCampaignStep[];
    recipients: { leadId: string; email: string }[];
    dueAt?: Date;
    name?: string;
  },
) {
  const [campaign] = await db
    .insert(campaigns)
    .values({
      ...owner,
      name: input.name ?? 'Spring outreach',
      steps: input.steps,
      mailboxIds: [input.mailboxId],
    })
    .returning();
  const enrolmentIds: string[] = [];
  for (const recipient of input.recipients) {
    const [enrolment] = await db
      .insert(campaignEnrolments)
      .values({
        teamId: owner.teamId,
        campaignId: campaign!.id,
        leadId: recipient.leadId,
        email: recipient.email.toLowerCase(),
        mailboxId: input.mailboxId,
      })
      .returning({ id: campaignEnrolments.id });
    enrolmentIds.push(enrolment!.id);
    let thread: string[] = [];
    const rows = input.steps.map((s, stepIndex) => {
      const messageId = newMessageId('agency.test');
      if (s.newThread || stepIndex === 0) thread = [];
      const row = {
        teamId: owner.teamId,
        campaignId: campaign!.id,
        enrolmentId: enrolment!.id,
        stepIndex,
        mailboxId: input.mailboxId,
        messageId,
        subject: s.subject,
        body: s.body,
        inReplyTo: thread.at(-1) ?? null,
        references: [...thread],
        dueAt: stepIndex === 0 ? (input.dueAt ?? new Date()) : null,
      };
      thread.push(messageId);
      return row;
    });
    await db.insert(campaignMessages).values(rows);
  }
  return { campaignId: campaign!.id, enrolmentIds };
}

/** The outbox rows of a campaign, by enrolment and step. */
export async function outboxRows(db: Db, campaignId: string) {
  const rows = await db.select().from(campaignMessages).where(eq(campaignMessages.campaignId, campaignId));
  return rows.sort((a, b) => a.enrolmentId.localeCompare(b.enrolmentId) || a.stepIndex - b.stepIndex);
}

export async function enrolmentOf(db: Db, enrolmentId: string) {
  const [row] = await db
    .select()
    .from(campaignEnrolments)
    .where(and(eq(campaignEnrolments.id, enrolmentId)));
  return row!;
}

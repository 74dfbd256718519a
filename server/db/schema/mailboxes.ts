import { boolean, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdBy, ownerTeamId } from './owned';

/**
 * A team's mailbox (issue 35, decision 133): the SMTP server it sends through and the IMAP server its replies and
 * bounces arrive at, with the passwords sealed to the row (purpose `mailbox-password`, decision 088), and when and
 * how much it may send. Several per team; one per sending address.
 */
export const mailboxes = pgTable(
  'mailboxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    createdBy: createdBy(),
    fromName: text('from_name').notNull(),
    fromAddress: text('from_address').notNull(),
    smtpHost: text('smtp_host').notNull(),
    smtpPort: integer('smtp_port').notNull(),
    /** `tls` (implicit, 465), `starttls` (587) or `none` (loopback and CRAWLER_ALLOWED_NETWORKS only). */
    smtpTls: text('smtp_tls').notNull(),
    smtpUser: text('smtp_user').notNull(),
    smtpPasswordEncrypted: text('smtp_password_encrypted').notNull(),
    imapHost: text('imap_host').notNull(),
    imapPort: integer('imap_port').notNull(),
    imapTls: text('imap_tls').notNull(),
    imapUser: text('imap_user').notNull(),
    imapPasswordEncrypted: text('imap_password_encrypted').notNull(),
    /** The sending window: an IANA time zone, ISO weekdays (1 = Monday … 7 = Sunday), [start, end) hours. */
    timeZone: text('time_zone').notNull().default('UTC'),
    sendDays: jsonb('send_days').$type<number[]>().notNull().default([1, 2, 3, 4, 5]),
    windowStartHour: integer('window_start_hour').notNull().default(9),
    windowEndHour: integer('window_end_hour').notNull().default(17),
    dailyCap: integer('daily_cap').notNull().default(50),
    /** The postal address every message's footer carries; empty until given, and sending waits for it. */
    physicalAddress: text('physical_address').notNull().default(''),
    lastTestOk: boolean('last_test_ok'),
    lastTestMessage: text('last_test_message'),
    lastTestedAt: timestamp('last_tested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('mailboxes_team_from_address_unique').on(t.teamId, t.fromAddress)],
);

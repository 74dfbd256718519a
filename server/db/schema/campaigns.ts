import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessResults } from './leads';
import { mailboxes } from './mailboxes';
import { createdBy, ownerTeamId } from './owned';

/** One step of a launched campaign, copied from its sequence's template at launch (decision 138). */
export type TCampaignStep = {
  subject: string;
  body: string;
  /**
   * The sequence's day of this step, counted from the first (0, 3, 7 …): a step is due this many days minus the
   * previous step's after the previous step went out.
   */
  dayOffset: number;
  /** True: a fresh subject and no In-Reply-To; false: threaded under the previous step with one "Re:". */
  newThread: boolean;
};

/**
 * A team's campaign (issue 35, decision 138): a sequence's steps copied at launch, sent from one or more of the
 * team's mailboxes to the enrolled leads. `status`: running | paused | stopped | finished.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    createdBy: createdBy(),
    name: text('name').notNull(),
    status: text('status').notNull().default('running'),
    steps: jsonb('steps').$type<TCampaignStep[]>().notNull(),
    /** The mailboxes the campaign rotates between; each enrolment keeps the one it was given. */
    mailboxIds: jsonb('mailbox_ids').$type<string[]>().notNull(),
    aiFirstLine: boolean('ai_first_line').notNull().default(false),
    /** Where the leads came from, in words for the screen ("List: Roofers Leeds", "12 selected leads"). */
    source: text('source').notNull().default(''),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_team_launched_idx').on(t.teamId, t.launchedAt.desc()),
    check('campaigns_status', sql`${t.status} in ('running', 'paused', 'stopped', 'finished')`),
  ],
);

/**
 * One lead in one campaign, at one address (stored lower-case). `state`: active | replied | bounced | unsubscribed
 * | stopped | finished. While active, an address and a place are in at most one campaign of the team (the partial
 * unique indexes: each search keeps its own copy of a place, so the place id is checked as well as the address).
 */
export const campaignEnrolments = pgTable(
  'campaign_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => businessResults.id, { onDelete: 'cascade' }),
    placeId: text('place_id'),
    email: text('email').notNull(),
    mailboxId: uuid('mailbox_id').references(() => mailboxes.id, { onDelete: 'set null' }),
    state: text('state').notNull().default('active'),
    /** The AI first line written at launch (counted against the monthly allowance), or null. */
    firstLine: text('first_line'),
    /** Why it ended, in words ("Replied", "Hard bounce: 550 5.1.1 …", "Unsubscribed", "Campaign stopped"). */
    endedReason: text('ended_reason'),
    replySnippet: text('reply_snippet'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaign_enrolments_campaign_idx').on(t.campaignId),
    index('campaign_enrolments_lead_idx').on(t.leadId),
    uniqueIndex('campaign_enrolments_active_email')
      .on(t.teamId, t.email)
      .where(sql`${t.state} = 'active'`),
    uniqueIndex('campaign_enrolments_active_place')
      .on(t.teamId, t.placeId)
      .where(sql`${t.state} = 'active' and ${t.placeId} is not null`),
    check('campaign_enrolments_email_lower', sql`${t.email} = lower(${t.email})`),
    check(
      'campaign_enrolments_state',
      sql`${t.state} in ('active', 'replied', 'bounced', 'unsubscribed', 'stopped', 'finished')`,
    ),
  ],
);

/**
 * The outbox (decision 138): one row per enrolment and step, all made and rendered at launch, each Message-ID chosen
 * then, before any SMTP conversation. `state`: scheduled → sending (claimed; the Sent folder settles it after a crash) → sent |
 * bounced | failed; cancelled when the enrolment or campaign ends first. `attempts` counts temporary refusals.
 */
export const campaignMessages = pgTable(
  'campaign_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => campaignEnrolments.id, { onDelete: 'cascade' }),
    stepIndex: integer('step_index').notNull(),
    mailboxId: uuid('mailbox_id').references(() => mailboxes.id, { onDelete: 'set null' }),
    messageId: text('message_id').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    inReplyTo: text('in_reply_to'),
    references: jsonb('references').$type<string[]>().notNull().default([]),
    state: text('state').notNull().default('scheduled'),
    /** Null while the previous step has not gone out; then its send time plus this step's day offset. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('campaign_messages_enrolment_step').on(t.enrolmentId, t.stepIndex),
    unique('campaign_messages_message_id').on(t.messageId),
    index('campaign_messages_due_idx')
      .on(t.mailboxId, t.dueAt)
      .where(sql`${t.state} in ('scheduled', 'sending')`),
    index('campaign_messages_campaign_idx').on(t.campaignId, t.stepIndex),
    check(
      'campaign_messages_state',
      sql`${t.state} in ('scheduled', 'sending', 'sent', 'bounced', 'failed', 'cancelled')`,
    ),
  ],
);

/**
 * How many messages a mailbox sent on one of its sending days (its own time zone, on the outreach clock): the
 * daily cap is taken one at a time from this row with a guarded update, like the quotas.
 */
export const mailboxSendDays = pgTable(
  'mailbox_send_days',
  {
    mailboxId: uuid('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    sent: integer('sent').notNull().default(0),
    /** The earliest moment the next send may go (the spread across the window, with jitter). */
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mailboxId, t.day] })],
);

/**
 * What a mailbox's inbox brought (decision 137): one row per message read, so a restart never reads one twice.
 * `kind`: reply | auto_reply | bounce_hard | bounce_soft | unsubscribe | other; matched to an enrolment when it can
 * be. The mailbox's read position is `mailbox_inbox_positions`.
 */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    mailboxId: uuid('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    uidValidity: text('uid_validity').notNull(),
    uid: integer('uid').notNull(),
    kind: text('kind').notNull(),
    enrolmentId: uuid('enrolment_id').references(() => campaignEnrolments.id, { onDelete: 'set null' }),
    fromAddress: text('from_address'),
    subject: text('subject'),
    snippet: text('snippet'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('inbound_messages_mailbox_uid').on(t.mailboxId, t.uidValidity, t.uid),
    index('inbound_messages_enrolment_idx').on(t.enrolmentId),
  ],
);

/** Where each mailbox's inbox watcher stopped reading: the folder's UIDVALIDITY and the last UID read. */
export const mailboxInboxPositions = pgTable('mailbox_inbox_positions', {
  mailboxId: uuid('mailbox_id')
    .primaryKey()
    .references(() => mailboxes.id, { onDelete: 'cascade' }),
  uidValidity: text('uid_validity').notNull(),
  lastUid: integer('last_uid').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});

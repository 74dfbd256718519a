import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdBy, ownerTeamId } from './owned';

/**
 * The team's suppression list (issue 35, decision 134): addresses no message of the team may be sent to. One row per
 * team and address (stored lower-case); `reason` is unsubscribed | hard_bounce | manual | imported | complaint;
 * `source` says where it came from in words ("Unsubscribe link", "Import: leads.csv"). `createdBy` is null when the
 * recipient did it (the unsubscribe link) or the person was deleted.
 */
export const suppressions = pgTable(
  'suppressions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    createdBy: createdBy(),
    email: text('email').notNull(),
    reason: text('reason').notNull(),
    source: text('source').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('suppressions_team_email_unique').on(t.teamId, t.email),
    index('suppressions_team_created_idx').on(t.teamId, t.createdAt.desc()),
    check('suppressions_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

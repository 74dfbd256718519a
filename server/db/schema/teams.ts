import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Teams, their members and invitations: better-auth's organization plugin owns these rows (decision 101). The
 * plugin calls them organization, member and invitation; LeadScout's word is team (lib/auth/create-auth.ts maps the names).
 * Its own sub-"teams" option is off.
 */
export const team = pgTable('team', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  metadata: text('metadata'),
  /**
   * The account whose personal team this is (every account gets one, made with it); null for the teams people
   * create. A personal team cannot be deleted, and its person cannot be removed, demoted or leave.
   */
  personalOf: text('personal_of')
    .unique()
    .references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const teamMember = pgTable(
  'team_member',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => team.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** owner | admin | member | viewer (contracts/team-roles.ts). */
    role: text('role').notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_member_team_user_unique').on(t.teamId, t.userId),
    index('team_member_user_id_idx').on(t.userId),
  ],
);

export const teamInvitation = pgTable(
  'team_invitation',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => team.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role'),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('team_invitation_team_id_idx').on(t.teamId), index('team_invitation_email_idx').on(t.email)],
);

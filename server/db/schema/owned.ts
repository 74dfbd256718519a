import { text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { team } from './teams';

/**
 * The two columns of every team-owned table (decision 101): the team that owns the row (its deletion deletes the
 * row) and the person who made it (their account's deletion keeps the row and sets this to null).
 */
export const ownerTeamId = () =>
  text('team_id')
    .notNull()
    .references(() => team.id, { onDelete: 'cascade' });

export const createdBy = () => text('created_by').references(() => user.id, { onDelete: 'set null' });

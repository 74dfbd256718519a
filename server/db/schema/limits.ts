import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * rate-limiter-flexible's counters (its Drizzle store), shared by every instance on the database: one row per
 * limit and key (`<limit>:<address or /64>`), points used, and when the window ends (decision 080).
 * better-auth keeps its own in `rate_limit`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});

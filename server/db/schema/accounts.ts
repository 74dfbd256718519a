import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdBy } from './owned';
import { team } from './teams';

const ownerId = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  fullName: text('full_name'),
  companyName: text('company_name'),
  /** Which persona's weights the lead score uses (docs/scoring.md). */
  scorePersona: text('score_persona').notNull().default('agency'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_roles_user_role_unique').on(t.userId, t.role),
    check('user_roles_role_check', sql`${t.role} in ('user', 'admin', 'beta')`),
  ],
);

/**
 * A paying person's subscription (decision 110): one row per account, keyed on the person, not on a team. It
 * covers every team whose paying owner this person is (lib/team-payer.ts); its monthly counters are
 * `usage_tracking` rows under the same person.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('inactive'),
    planType: text('plan_type'),
    searchLimit: integer('search_limit'),
    exportLimit: integer('export_limit'),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripePriceId: text('stripe_price_id'),
    stripeProductId: text('stripe_product_id'),
    stripeStatus: text('stripe_status'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    isFounder: boolean('is_founder').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscriptions_status_check', sql`${t.status} in ('active', 'inactive')`),
    index('subscriptions_status_idx').on(t.status),
  ],
);

/**
 * The monthly counters of a subscription: `user_id` is the paying person (the quota's owner, decision 110), not
 * whoever made the request. Limits are checked and taken on this row in one statement (decision 087);
 * `team_usage` keeps each team's share of it for the Usage page.
 */
export const usageTracking = pgTable(
  'usage_tracking',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    month: text('month').notNull(),
    actionType: text('action_type').notNull(),
    apiCallsUsed: integer('api_calls_used').notNull().default(0),
  },
  (t) => [unique('usage_tracking_user_month_action_unique').on(t.userId, t.month, t.actionType)],
);

/** Each team's share of its subscription's monthly counters (decision 110); shown per team, never limited. */
export const teamUsage = pgTable(
  'team_usage',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => team.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    actionType: text('action_type').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.month, t.actionType] })],
);

/**
 * A beta tester's results budget on the operator's key (spec: 200 results): per beta person, whichever team they
 * search in, and apart from any subscription (decision 110). A missing row is an unused budget of 200.
 */
export const betaBudgets = pgTable('beta_budgets', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  resultsUsed: integer('results_used').notNull().default(0),
  resultsLimit: integer('results_limit').notNull().default(200),
});

/**
 * A beta tester's feedback to the operator: who wrote it (`created_by`) and the team they were in; both set null
 * when those go, since the operator's record outlives them.
 */
export const betaFeedback = pgTable('beta_feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  teamId: text('team_id').references(() => team.id, { onDelete: 'set null' }),
  createdBy: createdBy(),
  rating: integer('rating').notNull(),
  likes: text('likes'),
  dislikes: text('dislikes'),
  suggestions: text('suggestions'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

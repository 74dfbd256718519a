import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

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
    betaResultsUsed: integer('beta_results_used').notNull().default(0),
    betaResultsLimit: integer('beta_results_limit').notNull().default(200),
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

export const betaFeedback = pgTable('beta_feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: ownerId(),
  rating: integer('rating').notNull(),
  likes: text('likes'),
  dislikes: text('dislikes'),
  suggestions: text('suggestions'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

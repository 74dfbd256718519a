import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth';
import { searchHistory } from './leads';
import { createdBy, ownerTeamId } from './owned';
import { team } from './teams';

/**
 * A team's own Google Maps Platform key (one per team and service), encrypted at rest (AES-256-GCM under
 * APP_SECRET, bound to the row's own id, decision 088). The table keeps its historical name.
 */
export const userApiKeys = pgTable(
  'user_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    createdBy: createdBy(),
    serviceName: text('service_name').notNull().default('google_places'),
    apiKeyEncrypted: text('api_key_encrypted').notNull(),
    keyLast4: text('key_last4').notNull(),
    isValid: boolean('is_valid'),
    lastValidatedAt: timestamp('last_validated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_api_keys_team_service_unique').on(t.teamId, t.serviceName)],
);

/** The shared key beta testers search with; one row, set by an admin. */
export const adminApiKeys = pgTable('admin_api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  adminUserId: text('admin_user_id').references(() => user.id, { onDelete: 'set null' }),
  googlePlacesApiKeyEncrypted: text('google_places_api_key_encrypted').notNull(),
  keyLast4: text('key_last4').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every request we send to Google, with its SKU, so cost is computed from what really happened. */
export const googleApiRequests = pgTable(
  'google_api_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    createdBy: createdBy(),
    searchId: uuid('search_id').references(() => searchHistory.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    billable: boolean('billable').notNull(),
    httpStatus: integer('http_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('google_api_requests_team_created_idx').on(t.teamId, t.createdAt),
    index('google_api_requests_created_by_idx').on(t.createdBy, t.createdAt),
  ],
);

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null only for the system templates, which every team reads and none can change. */
    teamId: text('team_id').references(() => team.id, { onDelete: 'cascade' }),
    createdBy: createdBy(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    tone: text('tone').notNull().default('professional'),
    sequencePosition: integer('sequence_position').notNull().default(1),
    isSystemTemplate: boolean('is_system_template').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_templates_team_idx').on(t.teamId),
    check('email_templates_owner_check', sql`${t.isSystemTemplate} or ${t.teamId} is not null`),
  ],
);

export const emailSequences = pgTable(
  'email_sequences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    createdBy: createdBy(),
    name: text('name').notNull(),
    steps: jsonb('steps').$type<{ templateId: string; dayOffset: number; newThread?: boolean }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_sequences_team_idx').on(t.teamId)],
);

export const sampleSearches = pgTable(
  'sample_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** The person behind the address (sample/normalise-email.ts): one sample per key. */
    emailKey: text('email_key').notNull(),
    firstName: text('first_name').notNull(),
    phone: text('phone'),
    companyName: text('company_name'),
    niche: text('niche').notNull(),
    location: text('location').notNull(),
    businessType: text('business_type'),
    monthlyLeadNeed: text('monthly_lead_need'),
    useCase: text('use_case'),
    ipAddress: text('ip_address'),
    results: jsonb('results'),
    resultsCount: integer('results_count').notNull().default(0),
    upgradedToPaid: boolean('upgraded_to_paid').notNull().default(false),
    upgradedAt: timestamp('upgraded_at', { withTimezone: true }),
    /** The Stripe customer that paid the lifetime deal (from the confirmed checkout session). */
    stripeCustomerId: text('stripe_customer_id'),
    /** The account the payment went to: the one whose verified address is the sample's (decision 098). */
    attachedUserId: text('attached_user_id').references(() => user.id, { onDelete: 'set null' }),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sample_searches_email_key_idx').on(t.emailKey),
    index('sample_searches_email_idx').on(t.email),
    index('sample_searches_ip_idx').on(t.ipAddress),
    index('sample_searches_created_idx').on(t.createdAt),
  ],
);

/**
 * A message to the operator. Signed in, it records the sender (`created_by`) and the team they were in; both set
 * null when those go, since the operator's record outlives them. Anonymous messages have neither.
 */
export const supportMessages = pgTable('support_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  teamId: text('team_id').references(() => team.id, { onDelete: 'set null' }),
  createdBy: createdBy(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  category: text('category').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ipAddress: text('ip_address'),
  delivered: boolean('delivered').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

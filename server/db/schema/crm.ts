import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { businessResults, searchHistory } from './leads';
import { createdBy, ownerTeamId } from './owned';

/**
 * A team's connection to one CRM (issue 24): the token sealed to the row like the Google key (decision 088),
 * what of a lead goes there and, where the CRM has them, the deal pipeline and stage.
 */
export const crmConnections = pgTable(
  'crm_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    createdBy: createdBy(),
    provider: text('provider').notNull(),
    tokenEncrypted: text('token_encrypted').notNull(),
    tokenLast4: text('token_last4').notNull(),
    /** HighLevel: the location (sub-account) its private integration token belongs to. */
    locationId: text('location_id'),
    accountName: text('account_name'),
    isValid: boolean('is_valid'),
    lastTestedAt: timestamp('last_tested_at', { withTimezone: true }),
    fields: jsonb('fields').$type<string[]>().notNull(),
    createDeal: boolean('create_deal').notNull().default(false),
    /** Pipedrive: what `createDeal` makes, a deal in the pipeline and stage or a lead in the Leads inbox. */
    dealKind: text('deal_kind').$type<'deal' | 'lead'>().notNull().default('deal'),
    pipelineId: text('pipeline_id'),
    stageId: text('stage_id'),
    /** Auto-push (decision 115): every lead of the team scoring at least this once its deeper check ended; null = off. */
    autoPushMinScore: integer('auto_push_min_score'),
    /** Which searches auto-push (decision 115 addendum): `all` of the team's, or only those in `crm_auto_push_searches`. */
    autoPushScope: text('auto_push_scope').notNull().default('all'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('crm_connections_team_provider_unique').on(t.teamId, t.provider)],
);

/** The saved searches a connection auto-pushes when its scope is `chosen` (decision 115 addendum). */
export const crmAutoPushSearches = pgTable(
  'crm_auto_push_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    createdBy: createdBy(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => crmConnections.id, { onDelete: 'cascade' }),
    searchId: uuid('search_id')
      .notNull()
      .references(() => searchHistory.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('crm_auto_push_searches_connection_search_unique').on(t.connectionId, t.searchId),
    index('crm_auto_push_searches_team_search_idx').on(t.teamId, t.searchId),
  ],
);

/** One push of some leads to one connection: a background job's progress (decision 115). */
export const crmPushes = pgTable(
  'crm_pushes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    createdBy: createdBy(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => crmConnections.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('crm_pushes_connection_status_idx').on(t.connectionId, t.status)],
);

/** Each lead of a push and what became of it: created / updated / skipped / failed with the CRM's message. */
export const crmPushItems = pgTable(
  'crm_push_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    pushId: uuid('push_id')
      .notNull()
      .references(() => crmPushes.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => businessResults.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    status: text('status').notNull().default('pending'),
    message: text('message'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('crm_push_items_push_lead_unique').on(t.pushId, t.leadId)],
);

/** Where a lead lives in a connected CRM: the ids a re-push updates, and the link the lead shows. */
export const crmRecords = pgTable(
  'crm_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => crmConnections.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => businessResults.id, { onDelete: 'cascade' }),
    companyId: text('company_id').notNull(),
    personIds: jsonb('person_ids').$type<string[]>().notNull().default([]),
    dealId: text('deal_id'),
    /** Pipedrive: the lead (a UUID) made in the Leads inbox instead of a deal. */
    crmLeadId: text('crm_lead_id'),
    recordUrl: text('record_url').notNull(),
    /** What was sent last (a hash): a re-push of an unchanged lead is skipped. */
    payloadHash: text('payload_hash').notNull(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('crm_records_connection_lead_unique').on(t.connectionId, t.leadId),
    index('crm_records_team_lead_idx').on(t.teamId, t.leadId),
  ],
);

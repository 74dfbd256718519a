import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TChainFlag, TCompanySize, TEmailCheck, TGoogleProfile, TLeadAudit } from '@contracts/audit';
import { user } from './auth';
import {
  auditFindingsSql,
  cmsKeySql,
  hasMailableEmailSql,
  hasSocialMediaSql,
  hasWebsiteSql,
  isChainSql,
} from './lead-facts';
import { leadOrderIndexes, nameSortKeySql } from './lead-order';
import { createdBy, ownerTeamId } from './owned';
import { sweeps } from './sweeps';

/** One search a user ran; also the durable state of its background job. */
export const searchHistory = pgTable(
  'search_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    createdBy: createdBy(),
    niche: text('niche').notNull().default(''),
    location: text('location').notNull(),
    requestedLimit: integer('requested_limit').notNull().default(30),
    totalBusinessesFound: integer('total_businesses_found').notNull().default(0),
    resultsCount: integer('results_count').notNull().default(0),
    status: text('status').notNull().default('queued'),
    phase: text('phase').notNull().default('queued'),
    sitesTotal: integer('sites_total').notNull().default(0),
    sitesDone: integer('sites_done').notNull().default(0),
    usedAdminKey: boolean('used_admin_key').notNull().default(false),
    /**
     * The persona its leads are scored for (docs/scoring.md), fixed when the search starts from its maker's
     * profile: a teammate's later passes (deep pass, Get More) score for the same persona, so shared leads keep it.
     */
    scorePersona: text('score_persona').notNull().default('agency'),
    errorCode: text('error_code'),
    errorTitle: text('error_title'),
    errorMessage: text('error_message'),
    /** Where the search stands with Google (queries left, spare places), so Get More continues it. */
    googleCursor: jsonb('google_cursor'),
    /** 1 for the first run, +1 for each Get More; search webhooks carry it (decision 117). */
    run: integer('run').notNull().default(1),
    /** `resultsCount` when this run began, so a run's webhook says how many leads it added. */
    runStartResults: integer('run_start_results').notNull().default(0),
    /** The worker currently running this search and until when its claim holds (see search-lease.ts). */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The sweep whose places it holds (part `sweepPart`, at most 100 places); null for an ordinary search. */
    sweepId: uuid('sweep_id').references(() => sweeps.id, { onDelete: 'set null' }),
    sweepPart: integer('sweep_part'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('search_history_team_created_idx').on(t.teamId, t.createdAt.desc()),
    index('search_history_sweep_idx').on(t.sweepId),
  ],
);

/** Orders changes to leads, so a live view can ask for "everything changed since revision N". */
export const businessResultsRevision = pgSequence('business_results_revision_seq');
export const nextLeadRevision = () => sql`nextval('business_results_revision_seq')`;

export const businessResults = pgTable(
  'business_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    searchId: uuid('search_id')
      .notNull()
      .references(() => searchHistory.id, { onDelete: 'cascade' }),
    /** Its search's team, kept on the lead so lead queries and markers filter by index; made by its search. */
    teamId: ownerTeamId(),
    position: integer('position').notNull().default(0),
    businessName: text('business_name').notNull(),
    /** The name as the workspace sorts it (lead-order.ts), kept by the database itself: never written. */
    nameSortKey: text('name_sort_key').notNull().generatedAlwaysAs(nameSortKeySql('"business_name"')),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country'),
    googlePlaceId: text('google_place_id'),
    googleMapsUri: text('google_maps_uri'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    primaryType: text('primary_type'),
    rating: real('rating'),
    reviewCount: integer('review_count'),
    leadScore: integer('lead_score'),
    scoreBreakdown: jsonb('score_breakdown'),
    /** Why each score part is what it is, the recommended services and the persona it was weighted for. */
    scoreDetails: jsonb('score_details'),
    contacts:
      jsonb('contacts').$type<{ name: string; title: string | null; linkedin_url: string | null }[]>(),
    contactName: text('contact_name'),
    contactTitle: text('contact_title'),
    emails: jsonb('emails').$type<{ email: string; source: string }[]>(),
    hasChatbot: boolean('has_chatbot'),
    chatbotPlatform: text('chatbot_platform'),
    cmsPlatform: text('cms_platform'),
    marketingTools: text('marketing_tools').array(),
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    linkedinUrl: text('linkedin_url'),
    twitterUrl: text('twitter_url'),
    tiktokUrl: text('tiktok_url'),
    pinterestUrl: text('pinterest_url'),
    youtubeUrl: text('youtube_url'),
    enrichmentStatus: text('enrichment_status').notNull().default('pending'),
    enrichment: jsonb('enrichment'),
    /**
     * The second, deeper pass (decision 092): null until the search's first pass ends, then pending → running →
     * done | failed, or skipped (no website). Not a value of `enrichmentStatus`, which stays the first pass's.
     */
    deepStatus: text('deep_status'),
    tags: text('tags').array().notNull().default([]),
    notes: text('notes'),
    lastContactedDate: date('last_contacted_date'),
    /** The team member who owns follow-up (decision 112); their account's deletion leaves the lead unassigned. */
    assignedTo: text('assigned_to').references(() => user.id, { onDelete: 'set null' }),
    employeeCountEstimate: integer('employee_count_estimate'),
    revenueEstimateMin: integer('revenue_estimate_min'),
    revenueEstimateMax: integer('revenue_estimate_max'),
    /** Issue 32: the employee figure's evidence and method; `employeeCountEstimate` holds the filterable value. */
    companySize: jsonb('company_size').$type<TCompanySize>(),
    /**
     * The deep pass's website audit: findings with evidence and pitch, and PageSpeed when the team has a key.
     * Partial: PageSpeed may be stored before (or without) the findings. Write it only with mergeLeadAudit.
     */
    audit: jsonb('audit').$type<Partial<TLeadAudit>>(),
    /** One check per stored email (syntax, MX, labels); no SMTP probing. */
    emailChecks: jsonb('email_checks').$type<TEmailCheck[]>(),
    /** Set when the place is part of a chain, a shared website or a directory page; null otherwise. */
    chain: jsonb('chain').$type<TChainFlag>(),
    // What the workspace's filters read that is not a plain column, kept by the database (lead-facts.ts): never written.
    hasWebsite: boolean('has_website').notNull().generatedAlwaysAs(hasWebsiteSql()),
    hasSocialMedia: boolean('has_social_media').notNull().generatedAlwaysAs(hasSocialMediaSql()),
    hasMailableEmail: boolean('has_mailable_email').notNull().generatedAlwaysAs(hasMailableEmailSql()),
    cmsKey: text('cms_key').generatedAlwaysAs(cmsKeySql()),
    isChain: boolean('is_chain').notNull().generatedAlwaysAs(isChainSql()),
    auditFindings: bigint('audit_findings', { mode: 'bigint' })
      .notNull()
      .generatedAlwaysAs(auditFindingsSql()),
    /** Google's businessStatus (OPERATIONAL | CLOSED_TEMPORARILY | FUTURE_OPENING); closed-for-good ones never. */
    businessStatus: text('business_status'),
    /** What the Google profile has and lacks (opening hours, photos, types), for its gap recommendations. */
    googleProfile: jsonb('google_profile').$type<TGoogleProfile>(),
    /** When the prospect first really looked at a shared audit report of this lead. */
    reportViewedAt: timestamp('report_viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    revision: bigint('revision', { mode: 'number' }).notNull().default(nextLeadRevision()),
  },
  (t) => [
    unique('business_results_search_place_unique').on(t.searchId, t.googlePlaceId),
    index('business_results_search_team_idx').on(t.searchId, t.teamId),
    index('business_results_team_place_idx').on(t.teamId, t.googlePlaceId),
    ...leadOrderIndexes(t),
    /**
     * Everything a filter reads, so counting a team's leads through any filter set reads this index only (an
     * index-only scan), not the wide rows; and the tags, whose array may outgrow an index row, by their own index.
     */
    index('business_results_team_facts_idx').on(
      t.teamId,
      t.id,
      t.leadScore,
      t.rating,
      t.reviewCount,
      t.hasChatbot,
      t.employeeCountEstimate,
      t.revenueEstimateMin,
      t.revenueEstimateMax,
      t.lastContactedDate,
      t.assignedTo,
      t.hasWebsite,
      t.hasSocialMedia,
      t.hasMailableEmail,
      t.cmsKey,
      t.isChain,
      t.auditFindings,
    ),
    index('business_results_tags_idx').using('gin', t.tags),
  ],
);

/**
 * The value that sets `audit` by merging `patch` into what is stored, key by key: the deep pass's findings and
 * PageSpeed's result, written by different jobs at different times, never erase each other (decision 131).
 */
export const mergeLeadAudit = (patch: Partial<TLeadAudit>) =>
  sql`coalesce(${businessResults.audit}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`;

export const leadLists = pgTable(
  'lead_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    createdBy: createdBy(),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color').notNull().default('#3b82f6'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_lists_team_created_idx').on(t.teamId, t.createdAt.desc())],
);

export const leadListMembers = pgTable(
  'lead_list_members',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => leadLists.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businessResults.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.businessId] }),
    index('lead_list_members_business_idx').on(t.businessId),
  ],
);

/**
 * The lead's activity trail (decision 112): who did what to it and when, written by one helper
 * (`lib/lead-activity.ts`). The actor is `created_by`, kept as null when their account is deleted.
 */
export const leadActivity = pgTable(
  'lead_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => businessResults.id, { onDelete: 'cascade' }),
    createdBy: createdBy(),
    /** contacted | tags | notes | list_add | list_remove | export | template | email | assign | push | report_shared | report_revoked | report_viewed | unsubscribed | sent | bounced */
    kind: text('kind').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: entries written in the same instant (one save of tags and notes) keep their order. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('lead_activity_lead_at_idx').on(t.leadId, t.at.desc())],
);

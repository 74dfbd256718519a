import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  TResearchAnswerType,
  TResearchCellStatus,
  TResearchNotFoundReason,
  TResearchRunStatus,
} from '@contracts/research';
import { businessResults, leadLists, searchHistory } from './leads';
import { createdBy, ownerTeamId } from './owned';
import { team } from './teams';

/**
 * The visible text of one page of a lead's website, as the deep pass read it (decision 143): what research
 * questions are answered from and their quotes checked against. Replaced by each deep pass of the lead, deleted
 * with the lead and, by a nightly job, `PAGE_TEXT_RETENTION_DAYS` after it was fetched. Capped per page and per
 * lead (`PAGE_TEXT_LIMITS`, contracts/crawler.ts).
 */
export const leadPageTexts = pgTable(
  'lead_page_texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => businessResults.id, { onDelete: 'cascade' }),
    /** The page's order in the deep pass (0: the homepage). */
    position: integer('position').notNull(),
    url: text('url').notNull(),
    text: text('text').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Also the index a lead's pages are read by (their team is checked on the same rows).
    unique('lead_page_texts_lead_url_key').on(t.leadId, t.url),
    index('lead_page_texts_fetched_idx').on(t.fetchedAt),
  ],
);

/**
 * A question a team saved to ask of leads (decision 145): reusable across searches and lists. `choices` only for
 * the `choice` answer type.
 */
export const researchQuestions = pgTable(
  'research_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    createdBy: createdBy(),
    question: text('question').notNull(),
    answerType: text('answer_type').$type<TResearchAnswerType>().notNull(),
    choices: text('choices').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('research_questions_team_created_idx').on(t.teamId, t.createdAt.desc())],
);

/**
 * A question asked of every lead of one search or one list (decision 145), and where its run stands: idle (never
 * run), running, done, cancelled, capped (the team's monthly research budget stopped it) or failed (the AI
 * provider kept failing); `stopMessage` says why a run stopped early.
 */
export const researchColumns = pgTable(
  'research_columns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    createdBy: createdBy(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => researchQuestions.id, { onDelete: 'cascade' }),
    searchId: uuid('search_id').references(() => searchHistory.id, { onDelete: 'cascade' }),
    listId: uuid('list_id').references(() => leadLists.id, { onDelete: 'cascade' }),
    status: text('status').$type<TResearchRunStatus>().notNull().default('idle'),
    stopMessage: text('stop_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('research_columns_one_view', sql`(${t.searchId} is null) <> (${t.listId} is null)`),
    index('research_columns_search_idx').on(t.searchId),
    index('research_columns_list_idx').on(t.listId),
  ],
);

/**
 * One lead's cell of a column (decision 145): pending until answered, then answered (typed answer, confidence,
 * the verbatim quote and its page), not_found (with the reason, no quote) or failed (the provider's error). The
 * tokens and cost of its model call, and the fetch time of the newest page it was based on, so a re-run after a
 * re-crawl asks again only where the text changed.
 */
export const researchAnswers = pgTable(
  'research_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    columnId: uuid('column_id')
      .notNull()
      .references(() => researchColumns.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => businessResults.id, { onDelete: 'cascade' }),
    status: text('status').$type<TResearchCellStatus>().notNull().default('pending'),
    answer: jsonb('answer').$type<boolean | number | string>(),
    reason: text('reason').$type<TResearchNotFoundReason>(),
    confidence: real('confidence'),
    quote: text('quote'),
    url: text('url'),
    error: text('error'),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    /** What the call cost at the model's list price, in millionths of a dollar. */
    costMicros: integer('cost_micros'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    pagesFetchedAt: timestamp('pages_fetched_at', { withTimezone: true }),
  },
  (t) => [
    unique('research_answers_column_lead_key').on(t.columnId, t.leadId),
    index('research_answers_column_status_idx').on(t.columnId, t.status),
    index('research_answers_lead_idx').on(t.leadId),
  ],
);

/**
 * A team's research spend of one month (decision 145), in millionths of a dollar: each model call's cost is
 * reserved here before the call (one guarded upsert, never past the cap) and settled to the actual cost after.
 */
export const researchSpend = pgTable(
  'research_spend',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => team.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    micros: bigint('micros', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.month] })],
);

import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdBy, ownerTeamId } from './owned';

type TCorner = { latitude: number; longitude: number };
type TStoredRectangle = { low: TCorner; high: TCorner };

/** A planned cell of a sweep (decision 144): its explored place ids in Google's order, and its billed pages. */
export type TStoredSweepCell = {
  rectangle: TStoredRectangle;
  placeIds: string[];
  pagesPlanned: number;
  /** Enterprise pages fetched and saved; a resumed run continues after them. */
  pagesFetched: number;
  state: 'pending' | 'done' | 'skipped';
  /** Its business type and location in a market (issue 33 §2); a sweep's cells take the sweep's own. */
  query?: string;
  location?: string;
};

/** A whole-area sweep (issue 33): its plan, its budget and what it spent; its places live in its searches. */
export const sweeps = pgTable(
  'sweeps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: ownerTeamId(),
    createdBy: createdBy(),
    query: text('query').notNull(),
    location: text('location').notNull(),
    area: jsonb('area').$type<TStoredRectangle>().notNull(),
    cells: jsonb('cells').$type<TStoredSweepCell[]>().notNull(),
    skipKnown: boolean('skip_known').notNull().default(false),
    status: text('status').notNull().default('queued'),
    /** The most billed Text Search requests it may send, and how many it has reserved (each before sending). */
    budgetRequests: integer('budget_requests').notNull(),
    requestsSpent: integer('requests_spent').notNull().default(0),
    placesFound: integer('places_found').notNull().default(0),
    placesSaved: integer('places_saved').notNull().default(0),
    placesSkipped: integer('places_skipped').notNull().default(0),
    /** Searches taken from the monthly limit when it started (one per 100 places); unused ones go back at its end. */
    searchReservation: jsonb('search_reservation').$type<{
      ownerId: string;
      teamId: string;
      action: 'search';
      month: string;
      units: number;
    }>(),
    /** Beta testers sweep on the admin's key within their results budget, as they search. */
    usedAdminKey: boolean('used_admin_key').notNull().default(false),
    /** Beta results taken when it started (one per place); what it did not save goes back at its end. */
    betaResultsReserved: integer('beta_results_reserved').notNull().default(0),
    scorePersona: text('score_persona').notNull().default('agency'),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('sweeps_team_created_idx').on(t.teamId, t.createdAt.desc())],
);

import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import { ZScorePersona } from '@contracts/enrichment';
import type { TPlaceLead } from '@contracts/places';
import type { Db } from '../../db/client';
import { businessResults, searchHistory, sweeps, type TStoredSweepCell } from '../../db/schema';
import { logger } from '../../core/logger';
import { recordGoogleRequests } from '../../lib/google-requests';
import { GoogleApiError } from '../../integrations/google/google-api-error';
import type { TGoogleConfig } from '../../integrations/google/google-config';
import { googleConfigFor } from '../../integrations/google/google-config-for';
import { MAX_RESULTS_PER_QUERY, MAX_PAGE_SIZE } from '../../integrations/google/places-wire';
import { textSearchPage } from '../../integrations/google/text-search-page';
import { readAdminKey, readTeamKey } from '../api-keys';
import { releaseBetaResults, releaseMonthly, reserveMonthly } from '../entitlements';
import {
  announceSearchChange,
  copyNewestLeads,
  enrichSavedLead,
  refreshSearchCounts,
  savePlaces,
  settleSearch,
  type RunSearchDeps,
  type SavedLead,
} from '../search';
import { cellQuery, idPages } from './explore-area';
import { findKnownPlaces } from './find-known-places';
import { sweepKind } from './get-sweep';
import { reserveSweepRequest } from './reserve-sweep-request';
import { PLACES_PER_SEARCH } from './start-sweep';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Sweep = typeof sweeps.$inferSelect;
type Part = { id: string; part: number; count: number };

/**
 * Sites a sweep crawls at once. Fewer than a search's 50: a sweep's leads come by the hundred and are not
 * awaited live, so its crawls leave room to the searches running beside it.
 */
const SWEEP_ENRICH_CONCURRENCY = 16;
/** Google's businessStatus of a place closed for good: never saved as a lead (decision 129). */
const PERMANENTLY_CLOSED = 'CLOSED_PERMANENTLY';
/** Pages one Text Search query gives at most. */
const MAX_PAGES = MAX_RESULTS_PER_QUERY / MAX_PAGE_SIZE;

class SweepStopped extends Error {}

/**
 * The sweep job (decision 144): fetches the planned Enterprise pages cell by cell, reserving one request of the
 * budget in the database before each, and saves each page's new places, at most 100 per search, in the
 * transaction that records the page as fetched, so a resumed run (another worker after the heartbeat stopped)
 * never pays twice for a saved page. A cell whose planned places did not all come gets its next page while the
 * budget allows. With skipKnown, the team's places are copied (newest facts, no crawl) before anything is
 * fetched. Leads are enriched without the single search's window; each search is settled (completed, deep pass
 * queued) once its leads are. Ends completed, stopped_at_budget or cancelled (failed when Google refuses), and
 * gives back the searches and beta results it did not use.
 */
export async function runSweep(deps: RunSearchDeps, sweepId: string): Promise<void> {
  const { db } = deps;
  const [claimed] = await db
    .update(sweeps)
    .set({ status: 'running', updatedAt: sql`clock_timestamp()` })
    .where(and(eq(sweeps.id, sweepId), inArray(sweeps.status, ['queued', 'running'])))
    .returning();
  const [sweep] = claimed ? [claimed] : await db.select().from(sweeps).where(eq(sweeps.id, sweepId));
  if (!sweep || sweep.finishedAt) return;

  const parts: Part[] = await readParts(db, sweep.id);
  const saved = new Set(
    (
      await db
        .select({ id: businessResults.googlePlaceId })
        .from(businessResults)
        .where(
          inArray(
            businessResults.searchId,
            parts.map((p) => p.id),
          ),
        )
    ).map((row) => row.id!),
  );
  const persona = ZScorePersona.catch('agency').parse(sweep.scorePersona);
  // No enrichment window: every site gets the first pass's full budget (decision 144).
  const context = { persona, deadline: Number.POSITIVE_INFINITY };
  const limit = pLimit(SWEEP_ENRICH_CONCURRENCY);
  const enrichments = new Map<string, Promise<void>[]>();
  const enrich = (leads: SavedLead[]) => {
    for (const lead of leads.filter((l) => l.enrichmentStatus === 'pending' || l.leadScore === null)) {
      const list = enrichments.get(lead.searchId) ?? [];
      list.push(limit(() => enrichSavedLead(deps, lead, context)));
      enrichments.set(lead.searchId, list);
    }
  };
  // Leads a stopped run saved but did not enrich (or score: a lead without a website is scored only).
  if (parts.length > 0)
    enrich(
      await db
        .select()
        .from(businessResults)
        .where(
          and(
            inArray(
              businessResults.searchId,
              parts.map((p) => p.id),
            ),
            or(eq(businessResults.enrichmentStatus, 'pending'), isNull(businessResults.leadScore)),
          ),
        ),
    );

  /** Saves items into the sweep's searches, opening the next one when the last is full; in `tx`. */
  const allot = async <T>(
    tx: Tx,
    items: T[],
    save: (tx: Tx, search: { id: string; teamId: string }, items: T[]) => Promise<SavedLead[]>,
  ) => {
    const leads: SavedLead[] = [];
    for (let rest = items; rest.length > 0;) {
      let part = parts.at(-1);
      if (!part || part.count >= PLACES_PER_SEARCH) part = await openPart(tx, sweep, parts);
      const batch = rest.slice(0, PLACES_PER_SEARCH - part.count);
      const added = await save(tx, { id: part.id, teamId: sweep.teamId }, batch);
      part.count += added.length;
      added.forEach((lead) => saved.add(lead.googlePlaceId!));
      leads.push(...added);
      rest = rest.slice(batch.length);
    }
    for (const search of new Set(leads.map((l) => l.searchId))) await refreshSearchCounts(tx, search);
    return leads;
  };
  const announce = (leads: SavedLead[]) =>
    new Set(leads.map((l) => l.searchId)).forEach((id) => announceSearchChange(id, deps.database));

  let outcome: { status: 'completed' | 'stopped_at_budget' | 'cancelled' | 'failed'; message?: string } = {
    status: 'completed',
  };
  /** Every place id a paid page brought (closed places too, which are never saved). */
  const seen = new Set(saved);
  try {
    if (sweep.status !== 'running') throw new SweepStopped(); // cancelled before it began
    if (sweep.skipKnown) {
      const explored = [...new Set(sweep.cells.flatMap((cell) => cell.placeIds))];
      const others = await findKnownPlaces(
        db,
        sweep.teamId,
        explored,
        parts.map((p) => p.id),
      );
      const known = [...others].filter((id) => !saved.has(id));
      await takeSearchesFor(db, sweep, parts, known.length);
      const copies = await db.transaction(async (tx) => {
        const leads = await allot(tx, known, copyNewestLeads);
        await tx
          .update(sweeps)
          .set({
            placesSaved: sql`${sweeps.placesSaved} + ${leads.length}::int`,
            placesSkipped: sql`${sweeps.placesSkipped} + ${leads.length}::int`,
            updatedAt: sql`clock_timestamp()`,
          })
          .where(eq(sweeps.id, sweep.id));
        return leads;
      });
      announce(copies);
    }

    const google = await googleFor(deps, sweep);
    for (const [index, cell] of sweep.cells.entries()) {
      let pageToken: string | undefined;
      while (cell.state === 'pending') {
        const missing = cell.placeIds.some((id) => !saved.has(id) && !seen.has(id));
        const wanted = cell.pagesFetched < cell.pagesPlanned || missing;
        if (!wanted || cell.pagesFetched >= MAX_PAGES) {
          cell.state = 'done';
          await saveCells(db, sweep);
          break;
        }
        if (cell.pagesFetched > 0 && !pageToken) {
          pageToken = await freeTokenFor(google, sweep.query, cell);
          if (!pageToken) {
            cell.state = 'done';
            await saveCells(db, sweep);
            break;
          }
        }
        if (!(await reserveSweepRequest(db, sweep.id))) throw new SweepStopped();
        const page = await textSearchPage(google, {
          ...cellQuery(cell.query ?? sweep.query, cell.rectangle),
          pageToken,
        });
        pageToken = page.nextPageToken;
        page.places.forEach((p) => seen.add(p.googlePlaceId));
        const places = newPlaces(page.places, saved);
        const unexpected = places.filter((p) => !cell.placeIds.includes(p.googlePlaceId));
        if (unexpected.length > 0)
          logger.info('sweep page brought places the exploration did not', {
            sweepId: sweep.id,
            cell: index,
            count: unexpected.length,
          });
        await takeSearchesFor(db, sweep, parts, places.length);
        cell.pagesFetched += 1;
        if (!pageToken) cell.state = 'done';
        const leads = await db.transaction(async (tx) => {
          const added = await allot(tx, places, savePlaces);
          await saveCells(tx, sweep, added.length);
          return added;
        });
        enrich(leads);
        announce(leads);
      }
    }
  } catch (error) {
    if (error instanceof SweepStopped) {
      const [now] = await db.select({ status: sweeps.status }).from(sweeps).where(eq(sweeps.id, sweep.id));
      outcome = { status: now?.status === 'cancelled' ? 'cancelled' : 'stopped_at_budget' };
    } else if (error instanceof GoogleApiError) {
      logger.warn('sweep failed at Google', { sweepId, kind: error.kind });
      outcome = { status: 'failed', message: error.message };
    } else {
      throw error; // the queue retries; the next run resumes
    }
  }
  await finishSweep(deps, sweep, parts, enrichments, outcome);
}

/** The sweep's searches so far, in order, with how many leads each holds. */
async function readParts(db: Db, sweepId: string): Promise<Part[]> {
  const rows = await db
    .select({
      id: searchHistory.id,
      part: searchHistory.sweepPart,
      count:
        sql<number>`(select count(*) from ${businessResults} where ${businessResults.searchId} = ${searchHistory.id})`.mapWith(
          Number,
        ),
    })
    .from(searchHistory)
    .where(eq(searchHistory.sweepId, sweepId))
    .orderBy(searchHistory.sweepPart);
  return rows.map((row) => ({ ...row, part: row.part ?? 0 }));
}

/** Opens the sweep's next search ("restaurants in Austin, TX — sweep, part 2"), filled by the sweep's job only. */
async function openPart(tx: Tx, sweep: Sweep, parts: Part[]): Promise<Part> {
  const part = parts.length + 1;
  const [row] = await tx
    .insert(searchHistory)
    .values({
      teamId: sweep.teamId,
      createdBy: sweep.createdBy,
      niche: sweep.query,
      location: `${sweep.location} — ${sweepKind(sweep.cells) === 'market' ? 'market' : 'sweep'}, part ${part}`,
      requestedLimit: PLACES_PER_SEARCH,
      status: 'searching',
      phase: 'searching',
      scorePersona: sweep.scorePersona,
      sweepId: sweep.id,
      sweepPart: part,
    })
    .returning({ id: searchHistory.id });
  const opened = { id: row.id, part, count: 0 };
  parts.push(opened);
  return opened;
}

/**
 * Makes sure the searches taken from the plan can hold `more` places: when Google gives more places than the
 * exploration counted, the extra search is counted too (the sweep was agreed to; the count stays honest).
 */
async function takeSearchesFor(db: Db, sweep: Sweep, parts: Part[], more: number): Promise<void> {
  const held = parts.reduce((sum, p) => sum + p.count, 0) + more;
  const needed = Math.ceil(held / PLACES_PER_SEARCH);
  const reservation = sweep.searchReservation;
  const taken = reservation?.units ?? 0;
  if (needed <= taken) return;
  const extra = await reserveMonthly(db, { teamId: sweep.teamId }, 'search', null, needed - taken);
  sweep.searchReservation = extra && { ...extra, action: 'search', units: needed };
  await db.update(sweeps).set({ searchReservation: sweep.searchReservation }).where(eq(sweeps.id, sweep.id));
}

/** Stores the cells' progress (and places saved with it) on the sweep row. */
async function saveCells(db: Db | Tx, sweep: Sweep, savedPlaces = 0): Promise<void> {
  await db
    .update(sweeps)
    .set({
      cells: sweep.cells,
      placesSaved: sql`${sweeps.placesSaved} + ${savedPlaces}::int`,
      updatedAt: sql`clock_timestamp()`,
    })
    .where(eq(sweeps.id, sweep.id));
}

/** A page's places the sweep does not have yet, once each; places closed for good are never leads. */
function newPlaces(places: TPlaceLead[], saved: Set<string>): TPlaceLead[] {
  const seen = new Set<string>();
  return places.filter((p) => {
    if (saved.has(p.googlePlaceId) || seen.has(p.googlePlaceId)) return false;
    seen.add(p.googlePlaceId);
    return p.businessStatus !== PERMANENTLY_CLOSED;
  });
}

/**
 * The page token of a cell's next page after a resume: the pages already fetched are walked again with the free
 * IDs-only mask (Google answers a query in the same order whatever the mask), so nothing is paid twice.
 */
async function freeTokenFor(
  google: TGoogleConfig,
  query: string,
  cell: TStoredSweepCell,
): Promise<string | undefined> {
  let walked = 0;
  for await (const page of idPages(google, cell.query ?? query, cell.rectangle))
    if (++walked === cell.pagesFetched) return page.nextPageToken;
  return undefined;
}

async function googleFor(deps: RunSearchDeps, sweep: Sweep): Promise<TGoogleConfig> {
  const { db, config, appSecret } = deps;
  const apiKey = sweep.usedAdminKey
    ? await readAdminKey(db, appSecret)
    : await readTeamKey(db, appSecret, sweep.teamId);
  if (!apiKey) throw new GoogleApiError({ kind: 'API_KEY_MISSING', httpStatus: 0 });
  const owner = { teamId: sweep.teamId, createdBy: sweep.createdBy, searchId: null };
  return googleConfigFor(config, apiKey, recordGoogleRequests(db, owner));
}

/**
 * Settles each search once its leads are enriched (completed; deep pass and auto-push queued as for a search),
 * then ends the sweep — once: only the run that sets `finished_at` gives back the searches it took and did not
 * fill and the beta results it did not save.
 */
async function finishSweep(
  deps: RunSearchDeps,
  sweep: Sweep,
  parts: Part[],
  enrichments: Map<string, Promise<void>[]>,
  outcome: { status: string; message?: string },
): Promise<void> {
  const { db } = deps;
  for (const part of parts) {
    await Promise.all(enrichments.get(part.id) ?? []);
    await settleSearch(deps, part.id, { status: 'completed' });
  }
  const [ended] = await db
    .update(sweeps)
    .set({
      status: sql`case when ${sweeps.status} = 'cancelled' then 'cancelled' else ${outcome.status} end`,
      errorMessage: outcome.message ?? null,
      finishedAt: sql`clock_timestamp()`,
      updatedAt: sql`clock_timestamp()`,
    })
    .where(and(eq(sweeps.id, sweep.id), isNull(sweeps.finishedAt)))
    .returning({ placesSaved: sweeps.placesSaved, searchReservation: sweeps.searchReservation });
  if (!ended) return;
  if (ended.searchReservation)
    await releaseMonthly(db, ended.searchReservation, ended.searchReservation.units - parts.length);
  if (sweep.usedAdminKey && sweep.createdBy)
    await releaseBetaResults(db, sweep.createdBy, sweep.betaResultsReserved - ended.placesSaved);
}

import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { ZScorePersona } from '@contracts/enrichment';
import { businessResults, nextLeadRevision, searchHistory } from '../../db/schema';
import type { EnrichLead } from '../../app-deps';
import { logger } from '../../core/logger';
import { readAdminKey, readTeamKey } from '../api-keys';
import { queueCrmPush } from '../crm';
import { releaseBetaResults } from '../entitlements';
import { googleConfigFor } from '../../integrations/google/google-config-for';
import { GoogleApiError } from '../../integrations/google/google-api-error';
import { recordGoogleRequests } from '../../lib/google-requests';
import { readSearchCursor, type TSearchCursor } from './search-cursor';
import { readAhead } from './read-ahead';
import { searchPlaces } from './search-places';
import { savePlaces, type SavedLead } from './save-places';
import { claimSearch, releaseSearch, renewSearchLease } from './search-lease';
import { finishSearch, refreshSearchCounts, setSearchStatus } from './search-progress';
import { announceSearchChange } from './search-changes';
import { markDeepPassPending, queueDeepPass } from './deep-pass-queue';
import { emitIfSearchEnriched, emitSearchCompleted } from './search-events';

export type RunSearchDeps = {
  db: Db;
  config: Config;
  appSecret: string;
  enrichLead: EnrichLead;
  /** On PostgreSQL, changes are also announced to the other instances' live streams. */
  database?: Pick<Database, 'notifications'>;
  /** Where the deep pass is queued when the first pass ends (decision 092); without it nothing is queued. */
  boss?: Pick<PgBoss, 'insert' | 'send'>;
};

/** Sites crawled at once for one search (each host sees at most two requests at a time, decision 135). */
const ENRICH_CONCURRENCY = 50;
/**
 * How long after a run starts its leads should all be enriched; late sites get a shorter crawl budget (never under
 * two round trips, enrich-lead.ts). With the stream's last read that is the search's ~1.8 s; a site the first pass
 * could not read in time is read again by the deep pass, with 15 s (decision 135).
 */
const ENRICH_WINDOW_MS = 1_500;
const PROGRESS_EVERY_MS = 150;

/**
 * The search job: finds places page by page, saves each page at once (the browser shows it live), enriches
 * and scores every lead while later pages are still being fetched, then marks the search done. It is safe to
 * run again after a crash: saved places are skipped and only leads still pending are enriched.
 */
export async function runSearch(deps: RunSearchDeps, searchId: string): Promise<void> {
  const { db } = deps;
  const workerId = randomUUID();
  if (!(await claimSearch(db, searchId, workerId))) {
    // Deleted by its owner (before or while it ran): nothing is left to run, and retrying would only fail again.
    const [exists] = await db
      .select({ id: searchHistory.id })
      .from(searchHistory)
      .where(eq(searchHistory.id, searchId));
    if (!exists) return;
    throw new Error(`search ${searchId} is held by another worker`);
  }
  const renew = setInterval(
    () => void renewSearchLease(db, searchId, workerId).catch(() => undefined),
    10_000,
  );
  try {
    const [search] = await db.select().from(searchHistory).where(eq(searchHistory.id, searchId)).limit(1);
    if (!search || search.status === 'completed' || search.status === 'failed') return;
    await collectAndEnrich(deps, search);
    await settleSearch(deps, searchId, { status: 'completed' });
  } catch (error) {
    if (!(error instanceof GoogleApiError)) throw error; // the queue retries; the next run resumes
    logger.warn('search failed at Google', { searchId, kind: error.kind });
    await settleSearch(deps, searchId, {
      status: 'failed',
      code: error.kind,
      title: error.title,
      message: error.message,
    });
  } finally {
    clearInterval(renew);
    await releaseSearch(db, searchId, workerId);
  }
}

type Search = typeof searchHistory.$inferSelect;

async function collectAndEnrich(deps: RunSearchDeps, search: Search): Promise<void> {
  const { db, config, appSecret } = deps;
  const apiKey = search.usedAdminKey
    ? await readAdminKey(db, appSecret)
    : await readTeamKey(db, appSecret, search.teamId);
  if (!apiKey) throw new GoogleApiError({ kind: 'API_KEY_MISSING', httpStatus: 0 });

  const existing = await db.select().from(businessResults).where(eq(businessResults.searchId, search.id));
  // The persona fixed when the search started (its maker's), whoever in the team runs Get More later.
  const persona = ZScorePersona.catch('agency').parse(search.scorePersona);
  const context = { persona, deadline: Date.now() + ENRICH_WINDOW_MS };
  const progress = throttled(() => refreshSearchCounts(db, search.id), PROGRESS_EVERY_MS);
  const limit = pLimit(ENRICH_CONCURRENCY);
  const enrichments: Promise<void>[] = [];
  const enrichAll = (leads: SavedLead[]) =>
    leads
      .filter((l) => l.enrichmentStatus === 'pending' || l.leadScore === null)
      .forEach((lead) => {
        enrichments.push(limit(() => enrichSavedLead(deps, lead, context).then(progress.request)));
      });

  await setSearchStatus(db, search.id, 'searching');
  enrichAll(existing);
  const wanted = search.requestedLimit - existing.length;
  if (wanted > 0) {
    const google = googleConfigFor(
      config,
      apiKey,
      recordGoogleRequests(db, { teamId: search.teamId, createdBy: search.createdBy, searchId: search.id }),
    );
    const known = new Set(existing.map((l) => l.googlePlaceId).filter((id): id is string => Boolean(id)));
    const cursor = readSearchCursor(search.googleCursor, search.niche, search.location);
    const saveCursor = (state: TSearchCursor) =>
      db.update(searchHistory).set({ googleCursor: state }).where(eq(searchHistory.id, search.id));
    const pages = searchPlaces(google, {
      niche: search.niche,
      location: search.location,
      limit: wanted,
      knownPlaceIds: known,
      cursor,
    });
    // The next page is fetched while this one is saved; the cursor saved with a page is the one it left.
    for await (const { value: places, state } of readAhead(pages, () => structuredClone(cursor))) {
      const saved = await savePlaces(db, search, places);
      // The crawls start before the bookkeeping writes: each site's budget is already running.
      enrichAll(saved);
      announceSearchChange(search.id, deps.database);
      await saveCursor(state);
      await progress.now();
    }
    await saveCursor(cursor);
  }
  await setSearchStatus(db, search.id, 'enriching');
  await Promise.all(enrichments);
  await progress.now();
}

/** Enriches and scores one saved lead and stores the result (a failed crawl is stored as failed). */
export async function enrichSavedLead(
  deps: Pick<RunSearchDeps, 'db' | 'enrichLead' | 'database'>,
  lead: SavedLead,
  context: Parameters<EnrichLead>[1],
): Promise<void> {
  let update: Partial<typeof businessResults.$inferInsert>;
  try {
    update = await deps.enrichLead(lead, context);
  } catch (error) {
    logger.error('lead enrichment failed', { leadId: lead.id, error });
    update = { enrichmentStatus: 'failed' };
  }
  await deps.db
    .update(businessResults)
    .set({ ...update, updatedAt: sql`clock_timestamp()`, revision: nextLeadRevision() })
    .where(and(eq(businessResults.id, lead.id), eq(businessResults.searchId, lead.searchId)));
  announceSearchChange(lead.searchId, deps.database);
}

/**
 * Finishes the search and, on the beta key, gives back the results it reserved but did not find (a beta tester
 * spends the budget on what a search delivered). One transaction, and only for the run that finished it. The
 * same transaction marks its leads' deeper checks pending; their jobs are queued right after the commit (a
 * crash in between is covered by recoverDeepPass on the next start), and its webhook events are recorded. The
 * end is announced to the live streams as soon as it is committed.
 */
export async function settleSearch(
  deps: RunSearchDeps,
  searchId: string,
  outcome: Parameters<typeof finishSearch>[2],
): Promise<void> {
  const { deepJobs, pushes } = await deps.db.transaction(async (tx) => {
    const finished = await finishSearch(tx, searchId, outcome);
    // The beta budget is its maker's (per person); a maker whose account is gone has none to give back to.
    if (finished?.usedAdminKey && finished.createdBy) {
      await releaseBetaResults(tx, finished.createdBy, finished.requestedLimit - finished.resultsCount);
    }
    const marked = deps.boss ? await markDeepPassPending(tx, searchId) : { deepJobs: [], pushes: [] };
    // Webhooks (decision 117): written with the change; a search without deeper checks is enriched at once.
    if (finished) {
      await emitSearchCompleted(tx, searchId);
      await emitIfSearchEnriched(tx, searchId);
    }
    return marked;
  });
  // The live streams read the end at once; the deeper checks are queued after.
  announceSearchChange(searchId, deps.database);
  if (!deps.boss) return;
  await queueDeepPass(deps.boss, deepJobs);
  const connections = new Map(pushes.map((push) => [push.connectionId, push]));
  for (const push of connections.values()) await queueCrmPush(deps.boss, push);
}

/** Runs `fn` at most once per interval for `request()`, and at once for `now()`. */
function throttled(fn: () => Promise<void>, everyMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const run = () => {
    timer = undefined;
    running = running.then(fn).catch((error) => logger.error('progress update failed', { error }));
    return running;
  };
  return {
    request: () => {
      timer ??= setTimeout(run, everyMs);
    },
    now: () => {
      if (timer) clearTimeout(timer);
      return run();
    },
  };
}

import type { TPlaceLead } from '@contracts/places';
import type { TGoogleConfig } from '../../integrations/google/google-config';
import { GoogleApiError } from '../../integrations/google/google-api-error';
import { geocode } from '../../integrations/google/geocode';
import { MAX_PAGE_SIZE, MAX_RESULTS_PER_QUERY, type TRectangle } from '../../integrations/google/places-wire';
import { quadrants } from '../../integrations/google/rectangles';
import { ANY_BUSINESS_QUERY, newSearchCursor, type TPendingQuery, type TSearchCursor } from './search-cursor';
import { textSearchPage } from '../../integrations/google/text-search-page';

export { ANY_BUSINESS_QUERY } from './search-cursor';

export type TSearchPlacesRequest = {
  niche: string;
  location: string;
  /** How many new places to find. */
  limit: number;
  /** Places the caller already has: skipped, and not counted towards the limit. */
  knownPlaceIds: Set<string>;
  /**
   * Where an earlier run stopped (see search-cursor.ts). It is updated in place as pages arrive, so the caller
   * can save it after each batch; spare places fetched beyond the limit wait in it for the next run.
   */
  cursor?: TSearchCursor;
};

/** Google's businessStatus of a place closed for good. */
const PERMANENTLY_CLOSED = 'CLOSED_PERMANENTLY';

/** Cells are split at most this often (1/256 of the viewport). */
const MAX_SPLIT_DEPTH = 4;
/** Hard stop on Text Search requests for one run, whatever the budget formula says. */
const MAX_TEXT_SEARCH_REQUESTS = 60;

async function viewportOf(cfg: TGoogleConfig, location: string): Promise<TRectangle | undefined> {
  try {
    return (await geocode(cfg, location)).viewport;
  } catch (error) {
    if (error instanceof GoogleApiError && error.kind === 'LOCATION_NOT_FOUND') return undefined;
    throw error;
  }
}

function cellQueries(niche: string, rectangle: TRectangle, depth: number): TPendingQuery[] {
  const textQuery = niche.trim() || ANY_BUSINESS_QUERY;
  return quadrants(rectangle).map((cell) => ({ textQuery, rectangle: cell, depth, placesSeen: 0 }));
}

/** One page of the query at the head of the queue; a page token Google no longer accepts restarts that query. */
async function nextPage(cfg: TGoogleConfig, head: TPendingQuery) {
  const query = {
    textQuery: head.textQuery,
    ...(head.rectangle && { locationRestriction: { rectangle: head.rectangle } }),
  };
  try {
    return await textSearchPage(cfg, { ...query, pageToken: head.pageToken });
  } catch (error) {
    if (!(head.pageToken && error instanceof GoogleApiError && error.kind === 'INVALID_REQUEST')) throw error;
    head.pageToken = undefined;
    head.placesSeen = 0;
    return textSearchPage(cfg, query);
  }
}

/**
 * Finds up to `limit` new places for a niche in a location, yielding new places as each page arrives.
 * One query gives at most 60 places; only when more are wanted and that query was full does it geocode the
 * location and search its quarters, splitting again only the quarters that are full too.
 */
export async function* searchPlaces(
  cfg: TGoogleConfig,
  request: TSearchPlacesRequest,
): AsyncGenerator<TPlaceLead[], void, undefined> {
  const { niche, location, limit } = request;
  const cursor = request.cursor ?? newSearchCursor(niche, location);
  const seen = new Set(request.knownPlaceIds);
  const budget = Math.min(MAX_TEXT_SEARCH_REQUESTS, 3 + 3 * Math.ceil((limit + seen.size) / MAX_PAGE_SIZE));
  let found = 0;
  let requests = 0;

  /**
   * Keeps what is new, hands out what is needed, and keeps the rest as spares for a later run. A place closed for
   * good is no lead: it is never handed out (issue 32), though Google's page still counts towards the query's 60.
   */
  const take = (places: TPlaceLead[]) => {
    const fresh = places.filter((p) => !seen.has(p.googlePlaceId) && p.businessStatus !== PERMANENTLY_CLOSED);
    fresh.forEach((p) => seen.add(p.googlePlaceId));
    const needed = fresh.slice(0, limit - found);
    cursor.spares.push(...fresh.slice(needed.length));
    found += needed.length;
    return needed;
  };

  const spares = cursor.spares.splice(0);
  const fromSpares = take(spares);
  if (fromSpares.length > 0) yield fromSpares;

  while (found < limit && requests < budget) {
    const head = cursor.queue[0];
    if (!head) {
      if (cursor.expanded || !cursor.firstQueryFull) return;
      cursor.expanded = true;
      const viewport = await viewportOf(cfg, location);
      if (!viewport) return;
      cursor.queue.push(...cellQueries(niche, viewport, 1));
      continue;
    }
    requests++;
    const page = await nextPage(cfg, head);
    head.placesSeen += page.places.length;
    head.pageToken = page.nextPageToken;
    if (!page.nextPageToken) {
      cursor.queue.shift();
      const isFull = head.placesSeen >= MAX_RESULTS_PER_QUERY;
      if (head.depth === 0) cursor.firstQueryFull = isFull;
      else if (isFull && head.rectangle && head.depth < MAX_SPLIT_DEPTH) {
        cursor.queue.push(...cellQueries(niche, head.rectangle, head.depth + 1));
      }
    }
    const fresh = take(page.places);
    if (fresh.length > 0) yield fresh;
  }
}

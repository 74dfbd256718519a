import type { TPlaceLead } from '@contracts/places';
import type { TGoogleConfig } from './google-config';
import { GoogleApiError } from './google-api-error';
import { geocode } from './geocode';
import { MAX_PAGE_SIZE, MAX_RESULTS_PER_QUERY, type TRectangle } from './places-wire';
import { quadrants } from './quadrants';
import { textSearchPage, type TTextSearchQuery } from './text-search-page';

export type TSearchPlacesRequest = {
  niche: string;
  location: string;
  /** How many new places to find. */
  limit: number;
  /** Places the caller already has: skipped, and not counted towards the limit. */
  knownPlaceIds: Set<string>;
};

/** Text Search query for a cell when no niche was given (a bare location would match the city itself). */
const ANY_BUSINESS_QUERY = 'businesses';
/** Cells are split at most this often (1/256 of the viewport). */
const MAX_SPLIT_DEPTH = 4;
/** Hard stop on Text Search requests for one search, whatever the budget formula says. */
const MAX_TEXT_SEARCH_REQUESTS = 60;

type TCollector = {
  /** Keeps the places not seen before, up to the limit. */
  take: (places: TPlaceLead[]) => TPlaceLead[];
  isDone: () => boolean;
  countRequest: () => void;
};

function createCollector({ limit, knownPlaceIds }: TSearchPlacesRequest): TCollector {
  const seen = new Set(knownPlaceIds);
  // Three pages per 20 places wanted, beyond the first query; known places make new ones rarer.
  const budget = Math.min(MAX_TEXT_SEARCH_REQUESTS, 3 + 3 * Math.ceil((limit + seen.size) / MAX_PAGE_SIZE));
  let found = 0;
  let requests = 0;
  return {
    take: (places) => {
      const fresh = places.filter((p) => !seen.has(p.googlePlaceId)).slice(0, limit - found);
      fresh.forEach((p) => seen.add(p.googlePlaceId));
      found += fresh.length;
      return fresh;
    },
    isDone: () => found >= limit || requests >= budget,
    countRequest: () => requests++,
  };
}

/** Pages through one query; returns whether it hit Google's per-query cap (so more places exist). */
async function* pagesOf(
  cfg: TGoogleConfig,
  query: TTextSearchQuery,
  places: TCollector,
): AsyncGenerator<TPlaceLead[], boolean> {
  let pageToken: string | undefined;
  let count = 0;
  do {
    places.countRequest();
    const page = await textSearchPage(cfg, { ...query, pageToken });
    count += page.places.length;
    const fresh = places.take(page.places);
    if (fresh.length > 0) yield fresh;
    pageToken = page.nextPageToken;
  } while (pageToken && !places.isDone());
  return count >= MAX_RESULTS_PER_QUERY;
}

async function viewportOf(cfg: TGoogleConfig, location: string): Promise<TRectangle | undefined> {
  try {
    return (await geocode(cfg, location)).viewport;
  } catch (error) {
    if (error instanceof GoogleApiError && error.kind === 'LOCATION_NOT_FOUND') return undefined;
    throw error;
  }
}

/**
 * Finds up to `limit` new places for a niche in a location, yielding each page's new places as it arrives.
 * One query gives at most 60 places; only when more are wanted and that query was full does it geocode the
 * location and search its quarters, splitting again only the quarters that are full too.
 */
export async function* searchPlaces(
  cfg: TGoogleConfig,
  request: TSearchPlacesRequest,
): AsyncGenerator<TPlaceLead[], void, undefined> {
  const niche = request.niche.trim();
  const location = request.location;
  const places = createCollector(request);
  if (places.isDone()) return;
  const isFull = yield* pagesOf(cfg, { textQuery: niche ? `${niche} in ${location}` : location }, places);
  if (!isFull || places.isDone()) return;

  const viewport = await viewportOf(cfg, location);
  if (!viewport) return;
  const textQuery = niche || ANY_BUSINESS_QUERY;
  const cells = quadrants(viewport).map((rectangle) => ({ rectangle, depth: 1 }));
  for (let cell = cells.shift(); cell && !places.isDone(); cell = cells.shift()) {
    const isCellFull = yield* pagesOf(
      cfg,
      { textQuery, locationRestriction: { rectangle: cell.rectangle } },
      places,
    );
    if (isCellFull && cell.depth < MAX_SPLIT_DEPTH) {
      cells.push(...quadrants(cell.rectangle).map((rectangle) => ({ rectangle, depth: cell.depth + 1 })));
    }
  }
}

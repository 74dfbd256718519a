import pLimit from 'p-limit';
import { AppError } from '../../lib/app-error';
import { GoogleBudgetSpent, type TGoogleConfig } from '../../integrations/google/google-config';
import {
  IDS_PAGES_FIELD_MASK,
  MAX_RESULTS_PER_QUERY,
  type TRectangle,
} from '../../integrations/google/places-wire';
import { quadrants, shorterSideMetres } from '../../integrations/google/rectangles';
import { searchTextRaw } from '../../integrations/google/text-search-page';
import { mergeCells } from './merge-cells';

/**
 * A full cell is split only while its quarters keep at least this side: about two city blocks, where 60 places
 * of one kind are rare; a cell this small that is still full is reported (decision 142).
 */
export const MIN_CELL_METRES = 250;
/** Text Search requests one exploration has in flight at once (Google's default quota is 600 a minute). */
export const EXPLORE_CONCURRENCY = 4;
/** Requests one exploration may send (all free); an area that needs more is refused. */
export const MAX_EXPLORE_REQUESTS = 300;
/** Places one sweep may cover (issue 33); exploring stops as soon as it has seen more. */
export const MAX_SWEEP_PLACES = 2_000;

/** A cell that was not split: every place id its query gave, in Google's order. */
export type TExploredCell = {
  rectangle: TRectangle;
  placeIds: string[];
  /** Its query gave the 60 Google caps at, yet it was too small to split: there may be more. */
  isFull: boolean;
};

export type TAreaExploration = {
  /**
   * The cells that were not split, in depth-first order (SW, SE, NW, NE at each level), neighbours that fit one
   * query merged; they tile the area.
   */
  cells: TExploredCell[];
  /** Distinct place ids over the cells. */
  placeCount: number;
  /** No cell was still full at the smallest size. */
  isComplete: boolean;
  /** Text Search requests sent (pages, retries included). */
  requests: number;
};

/**
 * The query a sweep sends for one cell: restricted to it, and with the places that have not opened yet (a sweep
 * covers the whole market, its newest businesses included; they are labelled "Opening soon"). Exploration and
 * fetching send the same query, so Google answers both in the same order.
 */
export const cellQuery = (textQuery: string, rectangle: TRectangle) => ({
  textQuery,
  locationRestriction: { rectangle },
  includeFutureOpeningBusinesses: true,
});

/** The pages of one query in one cell, in order, with the free IDs-only mask (never billed). */
export async function* idPages(cfg: TGoogleConfig, textQuery: string, rectangle: TRectangle) {
  let pageToken: string | undefined;
  do {
    const page = await searchTextRaw(cfg, {
      ...cellQuery(textQuery, rectangle),
      pageToken,
      fieldMask: IDS_PAGES_FIELD_MASK,
    });
    yield page;
    pageToken = page.nextPageToken;
  } while (pageToken);
}

/** Every place id of one query in one cell. */
async function readCell(cfg: TGoogleConfig, textQuery: string, rectangle: TRectangle): Promise<string[]> {
  const ids: string[] = [];
  for await (const page of idPages(cfg, textQuery, rectangle)) ids.push(...page.places.map((p) => p.id));
  return ids;
}

const tooLarge = (why: string) =>
  new AppError('SWEEP_TOO_LARGE', `${why}; choose a smaller area or a narrower business type`);

/**
 * Counts the places of a query in an area without paying for any (decision 142): Text Search restricted to the
 * rectangle with the IDs-only mask, every page followed. A cell whose query gives Google's cap of 60 may hold
 * more and is split into its four quarters, down to `minCellMetres`; a cell below the cap holds exactly what it
 * gave and is not split. Then neighbouring cells that fit one query together are read as one (`mergeCells`), so
 * fetching them needs fewer partial pages. Cells are read EXPLORE_CONCURRENCY at a time; rate limits are retried by
 * sendGoogleRequest. Refused (SWEEP_TOO_LARGE) past MAX_EXPLORE_REQUESTS requests or `maxPlaces` places; then
 * nothing more is sent, and it answers only once the cells already being read are done.
 */
export async function exploreArea(
  cfg: TGoogleConfig,
  request: { query: string; rectangle: TRectangle; minCellMetres?: number; maxPlaces?: number },
): Promise<TAreaExploration> {
  const { query, rectangle, minCellMetres = MIN_CELL_METRES, maxPlaces = MAX_SWEEP_PLACES } = request;
  const budget = { left: MAX_EXPLORE_REQUESTS };
  const google = { ...cfg, budget };
  const limit = pLimit(EXPLORE_CONCURRENCY);
  const leaves: (TExploredCell & { path: string })[] = [];
  const seen = new Set<string>();
  /** Every cell read so far; a full one adds its quarters before its own read settles. */
  const reads: Promise<void>[] = [];
  let failure: unknown;

  const visit = (cell: TRectangle, path: string) => {
    const read = limit(() => readCell(google, query, cell)).then((placeIds) => {
      placeIds.forEach((id) => seen.add(id));
      if (seen.size > maxPlaces)
        throw tooLarge(`This area has more than ${maxPlaces.toLocaleString('en-US')} places`);
      const isFull = placeIds.length >= MAX_RESULTS_PER_QUERY;
      if (isFull && shorterSideMetres(cell) / 2 >= minCellMetres) {
        quadrants(cell).forEach((quarter, i) => visit(quarter, `${path}${i}`));
      } else {
        leaves.push({ rectangle: cell, placeIds, isFull, path });
      }
    });
    reads.push(
      read.catch((error: unknown) => {
        failure ??= error;
        budget.left = 0; // nothing more is sent: the cells still to read fail at once
      }),
    );
  };

  visit(rectangle, '');
  for (let settled = 0; settled < reads.length; settled++) await reads[settled];
  if (failure instanceof GoogleBudgetSpent) throw tooLarge('This area needs too many requests to count');
  if (failure) throw failure;
  // No leaf's path is the prefix of another's, so sorting by path is depth-first order.
  const leafCells = leaves
    .sort((a, b) => (a.path < b.path ? -1 : 1))
    .map(({ rectangle: r, placeIds, isFull }) => ({ rectangle: r, placeIds, isFull }));
  // Neighbours that fit one query are read together, so fetching them needs fewer partial pages.
  const cells = await mergeCells(leafCells, (cell) =>
    limit(() => readCell(google, query, cell)).catch((error: unknown) => {
      if (error instanceof GoogleBudgetSpent) return null;
      throw error;
    }),
  );
  return {
    cells,
    placeCount: new Set(cells.flatMap((c) => c.placeIds)).size,
    isComplete: cells.every((c) => !c.isFull),
    requests: MAX_EXPLORE_REQUESTS - budget.left,
  };
}

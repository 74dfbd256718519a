import { MAX_PAGE_SIZE, MAX_RESULTS_PER_QUERY, type TRectangle } from '../../integrations/google/places-wire';

type TCount = { rectangle: TRectangle; places: number };
/** An explored cell (`TExploredCell` of explore-area.ts, which imports this file). */
type TCell = { rectangle: TRectangle; placeIds: string[]; isFull: boolean };
/** A rectangle made of explored cells (their indexes), holding the places of them all. */
export type TCellMerge = { rectangle: TRectangle; members: number[]; places: number };

const pages = (places: number) => Math.ceil(places / MAX_PAGE_SIZE);
const same = (a: number, b: number) => Math.abs(a - b) < 1e-12;

/** The rectangle two rectangles make together when they share a whole side; null when they do not. */
export function unionOf(a: TRectangle, b: TRectangle): TRectangle | null {
  const [lat, lng] = [
    (r: TRectangle) => [r.low.latitude, r.high.latitude] as const,
    (r: TRectangle) => [r.low.longitude, r.high.longitude] as const,
  ];
  const touch = (side: (r: TRectangle) => readonly [number, number]) =>
    same(side(a)[1], side(b)[0]) || same(side(b)[1], side(a)[0]);
  const equal = (side: (r: TRectangle) => readonly [number, number]) =>
    same(side(a)[0], side(b)[0]) && same(side(a)[1], side(b)[1]);
  if (!(equal(lat) && touch(lng)) && !(equal(lng) && touch(lat))) return null;
  return {
    low: {
      latitude: Math.min(a.low.latitude, b.low.latitude),
      longitude: Math.min(a.low.longitude, b.low.longitude),
    },
    high: {
      latitude: Math.max(a.high.latitude, b.high.latitude),
      longitude: Math.max(a.high.longitude, b.high.longitude),
    },
  };
}

/**
 * Which explored cells to fetch together (decision 144, addendum): the subdivision leaves most cells with a
 * partial last page, each a billed request for a few places. Two neighbouring cells that make a rectangle
 * together and hold at most 60 places between them fit in one query; merged, their places may need a page
 * fewer. Greedy: the pair that saves the most pages first, merged rectangles merging again, until no pair saves
 * one. Only groups of two or more cells are returned.
 */
export function planCellMerges(cells: TCount[]): TCellMerge[] {
  let groups: TCellMerge[] = cells.map((cell, i) => ({ ...cell, members: [i] }));
  for (;;) {
    let best: { i: number; j: number; merged: TCellMerge; saves: number } | undefined;
    for (let i = 0; i < groups.length; i++)
      for (let j = i + 1; j < groups.length; j++) {
        const [a, b] = [groups[i], groups[j]];
        const places = a.places + b.places;
        if (places > MAX_RESULTS_PER_QUERY) continue;
        const saves = pages(a.places) + pages(b.places) - pages(places);
        if (saves <= (best?.saves ?? 0)) continue;
        const rectangle = unionOf(a.rectangle, b.rectangle);
        if (rectangle)
          best = { i, j, saves, merged: { rectangle, places, members: [...a.members, ...b.members] } };
      }
    if (!best) return groups.filter((g) => g.members.length > 1);
    const { i, j, merged } = best;
    groups = [...groups.filter((_, k) => k !== i && k !== j), merged];
  }
}

/**
 * The explored cells with the merges `planCellMerges` chose read again as one query each (free, IDs only), so
 * their places are known in that query's order. A merge is kept only when its query gives exactly the places of
 * its cells; otherwise (or when `read` gives up) the cells stay as they were. A merged cell takes the place of
 * its first cell in the order.
 */
export async function mergeCells(
  cells: TCell[],
  read: (rectangle: TRectangle) => Promise<string[] | null>,
): Promise<TCell[]> {
  const merges = planCellMerges(cells.map((c) => ({ rectangle: c.rectangle, places: c.placeIds.length })));
  const replaced = new Map<number, TCell | null>();
  await Promise.all(
    merges.map(async ({ rectangle, members }) => {
      const expected = new Set(members.flatMap((i) => cells[i].placeIds));
      const placeIds = await read(rectangle);
      if (!placeIds || placeIds.length !== expected.size || !placeIds.every((id) => expected.has(id))) return;
      const [first, ...rest] = [...members].sort((a, b) => a - b);
      replaced.set(first, { rectangle, placeIds, isFull: false });
      rest.forEach((i) => replaced.set(i, null));
    }),
  );
  return cells.flatMap((cell, i) => {
    const merged = replaced.get(i);
    return merged === undefined ? [cell] : merged ? [merged] : [];
  });
}

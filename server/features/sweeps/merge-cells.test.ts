import { describe, expect, it } from 'vitest';
import type { TRectangle } from '../../integrations/google/places-wire';
import { quadrants } from '../../integrations/google/rectangles';
import { mergeCells, planCellMerges, unionOf } from './merge-cells';

const square = { low: { latitude: 0, longitude: 0 }, high: { latitude: 1, longitude: 1 } };
const [sw, se, nw, ne] = quadrants(square);
const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);
const cell = (rectangle: TRectangle, placeIds: string[]) => ({ rectangle, placeIds, isFull: false });

describe('unionOf', () => {
  it('joins rectangles that share a whole side, and nothing else', () => {
    expect(unionOf(sw, se)).toEqual({ low: sw.low, high: se.high });
    expect(unionOf(nw, sw)).toEqual({ low: sw.low, high: nw.high });
    expect(unionOf(sw, ne)).toBeNull();
    expect(unionOf(sw, quadrants(se)[0])).toBeNull();
  });
});

describe('planCellMerges', () => {
  it('merges neighbours whose places need a page fewer together, again and again', () => {
    const merges = planCellMerges([sw, se, nw, ne].map((rectangle) => ({ rectangle, places: 5 })));
    expect(merges).toEqual([{ rectangle: square, places: 20, members: expect.any(Array) }]);
    expect([...merges[0].members].sort()).toEqual([0, 1, 2, 3]);
  });

  it('leaves cells apart when together they would not fit one query or save no page', () => {
    expect(
      planCellMerges([
        { rectangle: sw, places: 45 },
        { rectangle: se, places: 25 },
      ]),
    ).toEqual([]);
    expect(
      planCellMerges([
        { rectangle: sw, places: 20 },
        { rectangle: se, places: 20 },
      ]),
    ).toEqual([]);
    expect(
      planCellMerges([
        { rectangle: sw, places: 3 },
        { rectangle: ne, places: 3 },
      ]),
    ).toEqual([]);
  });
});

describe('mergeCells', () => {
  const cells = [cell(sw, ids('a', 12)), cell(se, ids('b', 5)), cell(ne, ids('c', 50))];
  const south = { low: sw.low, high: se.high };

  it('reads a merge as one query and puts it where its first cell was', async () => {
    const asked: TRectangle[] = [];
    const order = [...ids('b', 5), ...ids('a', 12)];
    const merged = await mergeCells(cells, async (rectangle) => (asked.push(rectangle), order));
    expect(asked).toEqual([south]);
    expect(merged).toEqual([cell(south, order), cells[2]]);
  });

  it('keeps the cells apart when the merged query does not give exactly their places', async () => {
    expect(await mergeCells(cells, async () => [...ids('a', 12), ...ids('b', 4), 'x'])).toEqual(cells);
    expect(await mergeCells(cells, async () => ids('a', 12))).toEqual(cells);
    expect(await mergeCells(cells, async () => null)).toEqual(cells);
  });
});

import { describe, expect, it } from 'vitest';
import { readAhead } from './read-ahead';

/** A source of pages that records when each is asked for, and a state it advances as each arrives. */
function pagedSource(pages: number, failAt?: number) {
  const log: string[] = [];
  const state = { consumed: 0 };
  async function* source() {
    for (let page = 1; page <= pages; page++) {
      log.push(`ask ${page}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (page === failAt) throw new Error(`page ${page} failed`);
      state.consumed = page;
      yield page;
    }
  }
  return { log, state, source: source() };
}

describe('readAhead', () => {
  it('asks for the next value before the consumer has finished with this one', async () => {
    const { log, source } = pagedSource(3);
    for await (const { value } of readAhead(source, () => null)) {
      log.push(`got ${value}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      log.push(`saved ${value}`);
    }
    expect(log).toEqual([
      'ask 1',
      'ask 2',
      'got 1',
      'saved 1',
      'ask 3',
      'got 2',
      'saved 2',
      'got 3',
      'saved 3',
    ]);
  });

  it('gives each value the state it left, not the state of the value fetched ahead', async () => {
    const { state, source } = pagedSource(3);
    const seen: [number, number][] = [];
    for await (const { value, state: snapshot } of readAhead(source, () => state.consumed)) {
      await new Promise((resolve) => setTimeout(resolve, 20)); // the next page has arrived meanwhile
      seen.push([value, snapshot]);
    }
    expect(seen).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('throws a failure of the value read ahead when the consumer asks for it, after the values before it', async () => {
    const { source } = pagedSource(3, 2);
    const got: number[] = [];
    await expect(
      (async () => {
        for await (const { value } of readAhead(source, () => null)) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          got.push(value);
        }
      })(),
    ).rejects.toThrow('page 2 failed');
    expect(got).toEqual([1]);
  });
});

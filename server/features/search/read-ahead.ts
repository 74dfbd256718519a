/**
 * Iterates `source` one value ahead: as soon as a value arrives the next is asked for, so the consumer's work on
 * it (saving a page of places) overlaps the next fetch instead of preceding it. `snapshot` is taken the moment
 * each value arrives, before the next is asked for: the state that value leaves behind (a search cursor that
 * has consumed that page and no further), for the consumer to persist with it.
 */
export async function* readAhead<T, S>(
  source: AsyncIterable<T>,
  snapshot: () => S,
): AsyncGenerator<{ value: T; state: S }, void, undefined> {
  const iterator = source[Symbol.asyncIterator]();
  let next = iterator.next();
  for (;;) {
    const result = await next;
    if (result.done) return;
    const state = snapshot();
    next = iterator.next();
    // A failure of the fetch ahead is thrown when the consumer asks for it, not as an unhandled rejection.
    next.catch(() => undefined);
    yield { value: result.value, state };
  }
}

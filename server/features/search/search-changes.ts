import { EventEmitter } from 'node:events';

/**
 * An in-process signal that a search's rows changed (places saved, a lead enriched, the search finished). Live
 * streams on this instance wake at once instead of at their next poll; streams on other instances, which cannot
 * hear it, still see every change at their next poll. Keyed by search id, so apps sharing a process (tests) do not
 * disturb each other.
 */
const changes = new EventEmitter().setMaxListeners(0);

export function announceSearchChange(searchId: string): void {
  changes.emit(searchId);
}

/**
 * Resolves at the next change of `searchId` or after `timeoutMs`, whichever is first. Call it before reading the
 * rows, then await it after, so a change made during the read is not missed.
 */
export function nextSearchChange(searchId: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      changes.off(searchId, done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    changes.once(searchId, done);
  });
}

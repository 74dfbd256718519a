import { EventEmitter } from 'node:events';
import type { Database } from '../../db/client';

/**
 * A signal that a search's rows changed (places saved, a lead enriched, the search finished). Live streams wake at
 * once instead of at their next poll: on this instance in-process, and on PostgreSQL also on the other instances,
 * by NOTIFY on `SEARCH_CHANGES_CHANNEL` (at most one per search per 40 ms). The poll stays the backstop: nothing
 * depends on a notification arriving. Keyed by search id, so apps sharing a process (tests) do not disturb each other.
 */
const changes = new EventEmitter().setMaxListeners(0);

export const SEARCH_CHANGES_CHANNEL = 'leadscout_search_changes';

/** Call after the change is committed; `database` (PostgreSQL) also tells the other instances. */
export function announceSearchChange(searchId: string, database?: Pick<Database, 'notifications'>): void {
  changes.emit(searchId);
  database?.notifications?.notify(SEARCH_CHANGES_CHANNEL, searchId);
}

/**
 * Wakes this instance's streams at the changes other instances announce (and its own, again: harmless). Resolves
 * once listening, or once the first attempt to connect failed (it keeps retrying). Nothing to do on PGlite.
 */
export async function followSearchChanges(database: Pick<Database, 'notifications'>): Promise<void> {
  await database.notifications?.listen(SEARCH_CHANGES_CHANNEL, (searchId) => changes.emit(searchId));
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

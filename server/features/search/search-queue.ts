import { sql } from 'drizzle-orm';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import type { Database, Db } from '../../db/client';

export const SEARCH_QUEUE = 'search.run';
export type SearchJob = { searchId: string };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A saved search to queue: its job runs in its owner's group. */
export type QueuedSearch = { id: string; userId: string };

/**
 * Fair share: one person's searches run at most this many at a time across all instances (pg-boss group
 * concurrency, counted in the database); the rest wait as queued while other people's searches take the free
 * workers. So one person queuing 200 searches delays someone else's by at most one slot.
 */
export const SEARCHES_PER_PERSON = 2;
/** Searches one instance runs at once. */
export const SEARCH_WORKERS = 4;

/**
 * Searches run as durable jobs: a heartbeat lets the queue retry a search whose process died (another
 * instance, or this one after a restart); the search's lease keeps two workers off one search.
 */
export async function createSearchQueue(boss: PgBoss): Promise<void> {
  await boss.createQueue(SEARCH_QUEUE, {
    notify: true,
    heartbeatSeconds: 10,
    expireInSeconds: 900,
    retryLimit: 20,
    retryDelay: 2,
    deleteAfterSeconds: 7 * 24 * 3600,
  });
}

/**
 * Saves search rows and queues their jobs. On PostgreSQL both happen in one transaction, so a search never
 * exists without its job. PGlite is a single connection: pg-boss cannot work inside our open transaction
 * without waiting on itself, so the job is queued right after the commit (a crash in between is covered by
 * recoverInterruptedSearches on the next start).
 */
export async function saveAndEnqueueSearches(
  deps: { database: Database; boss: PgBoss },
  save: (tx: Tx) => Promise<QueuedSearch[]>,
): Promise<QueuedSearch[]> {
  const { database, boss } = deps;
  const send = (search: QueuedSearch, tx?: Tx) =>
    boss.send(SEARCH_QUEUE, { searchId: search.id } satisfies SearchJob, {
      group: { id: search.userId },
      ...(tx ? { db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql) } : {}),
    });
  if (database.kind === 'postgres') {
    return database.db.transaction(async (tx) => {
      const searches = await save(tx);
      for (const search of searches) await send(search, tx);
      return searches;
    });
  }
  const searches = await database.db.transaction(save);
  for (const search of searches) await send(search);
  return searches;
}

export async function workSearches(boss: PgBoss, run: (searchId: string) => Promise<void>): Promise<void> {
  await boss.work<SearchJob>(
    SEARCH_QUEUE,
    {
      localConcurrency: SEARCH_WORKERS,
      groupConcurrency: SEARCHES_PER_PERSON,
      pollingIntervalSeconds: 1,
      notifyPollingIntervalSeconds: 2,
    },
    async ([job]) => run(job.data.searchId),
  );
}

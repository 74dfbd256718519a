import { sql } from 'drizzle-orm';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import type { Database, Db } from '../../db/client';

export const SEARCH_QUEUE = 'search.run';
export type SearchJob = { searchId: string };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
  save: (tx: Tx) => Promise<string[]>,
): Promise<string[]> {
  const { database, boss } = deps;
  const send = (searchId: string, tx?: Tx) =>
    boss.send(SEARCH_QUEUE, { searchId } satisfies SearchJob, tx ? { db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql) } : {});
  if (database.kind === 'postgres') {
    return database.db.transaction(async (tx) => {
      const ids = await save(tx);
      for (const id of ids) await send(id, tx);
      return ids;
    });
  }
  const ids = await database.db.transaction(save);
  for (const id of ids) await send(id);
  return ids;
}

export async function workSearches(boss: PgBoss, run: (searchId: string) => Promise<void>): Promise<void> {
  await boss.work<SearchJob>(
    SEARCH_QUEUE,
    { localConcurrency: 4, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 2 },
    async ([job]) => run(job.data.searchId),
  );
}

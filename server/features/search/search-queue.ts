import { sql } from 'drizzle-orm';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import type { Db } from '../../db/client';

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

/** Enqueues inside the caller's transaction, so a search row never exists without its job (or the reverse). */
export async function enqueueSearch(boss: PgBoss, tx: Tx, searchId: string): Promise<void> {
  await boss.send(SEARCH_QUEUE, { searchId } satisfies SearchJob, { db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql) });
}

export async function workSearches(boss: PgBoss, run: (searchId: string) => Promise<void>): Promise<void> {
  await boss.work<SearchJob>(
    SEARCH_QUEUE,
    { localConcurrency: 4, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 2 },
    async ([job]) => run(job.data.searchId),
  );
}

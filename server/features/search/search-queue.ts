import { sql } from 'drizzle-orm';
import { fromDrizzle, type Job, type PgBoss } from 'pg-boss';
import { logger } from '../../core/logger';
import type { Database, Db } from '../../db/client';
import { defineQueue } from '../../lib/jobs';

export const SEARCH_QUEUE = 'search.run';
/** A search's job names its team (older jobs may not; the search row has it either way). */
export type SearchJob = { searchId: string; teamId?: string };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A saved search to queue: its job runs in the group of the person who started it (their team's if gone). */
export type QueuedSearch = { id: string; teamId: string; createdBy: string | null };

/**
 * Fair share: one person's searches run at most this many at a time across all instances (pg-boss group
 * concurrency, counted in the database); the rest wait as queued while other people's searches take the free
 * workers. So one person queuing 200 searches delays someone else's by at most one slot — a colleague in the
 * same team included (issue 21's per-person cap; decision 087).
 */
export const SEARCHES_PER_PERSON = 2;
/** Searches one instance runs at once. */
export const SEARCH_WORKERS = 4;

/**
 * Searches run as durable jobs: a heartbeat lets the queue retry a search whose process died (another
 * instance, or this one after a restart); the search's lease keeps two workers off one search.
 */
/** How often an idle instance looks for searches queued by another instance (its own wake it at once). */
const POLL_MS = 1_000;
/** Any constant works; it only has to be the same for every instance fetching from one database. */
const FETCH_LOCK_KEY = 7_461_087;
/** This process's search fetchers, woken when a search is queued here. */
const localFetchers = new Set<() => void>();
/**
 * On PostgreSQL, a search queued in one process wakes the fetchers of the others at once (a `web` process queues
 * every search and runs none, decision 121); the poll stays the backstop.
 */
export const SEARCH_QUEUED_CHANNEL = 'leadscout_search_queued';

export async function createSearchQueue(boss: PgBoss): Promise<void> {
  await defineQueue(boss, SEARCH_QUEUE, {
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
    boss.send(SEARCH_QUEUE, { searchId: search.id, teamId: search.teamId } satisfies SearchJob, {
      group: { id: search.createdBy ?? search.teamId },
      ...(tx ? { db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql) } : {}),
    });
  let searches: QueuedSearch[];
  if (database.kind === 'postgres') {
    searches = await database.db.transaction(async (tx) => {
      const saved = await save(tx);
      for (const search of saved) await send(search, tx);
      return saved;
    });
  } else {
    searches = await database.db.transaction(save);
    for (const search of searches) await send(search);
  }
  wakeSearchFetchers(database);
  return searches;
}

/** After a job was queued (committed): wakes this process's search fetchers, and on PostgreSQL every other's. */
export function wakeSearchFetchers(database: Pick<Database, 'notifications'>): void {
  for (const wake of localFetchers) wake();
  database.notifications?.notify(SEARCH_QUEUED_CHANNEL, '');
}

/**
 * Runs queued searches, up to SEARCH_WORKERS at once on this instance and SEARCHES_PER_PERSON per person across
 * all instances. One fetch loop per instance claims a job whenever a worker is free. pg-boss's group concurrency
 * counts a person's running jobs inside its fetch statement, but two fetches that run at the same moment both
 * see the person below the cap; on PostgreSQL the fetch therefore runs under a transaction-level advisory lock,
 * so fetches of all instances take turns and each one sees the jobs the previous one claimed (decision 087).
 * PGlite is one connection: its fetch statements already run one at a time. What `run` returns is kept as the
 * job's output.
 */
export async function workSearches(
  deps: { boss: PgBoss; database: Database },
  run: (searchId: string) => Promise<object | void>,
): Promise<void> {
  const { boss } = deps;
  let stopped = false;
  let running = 0;
  // A wake-up that comes while the loop is fetching is kept, so a slot freed meanwhile is not left for the poll.
  let woken = false;
  let endWait: (() => void) | undefined;
  const wake = () => {
    woken = true;
    endWait?.();
  };
  const onQueued = () => wake();
  localFetchers.add(onQueued);
  await deps.database.notifications?.listen(SEARCH_QUEUED_CHANNEL, onQueued);
  boss.once('stopped', () => {
    stopped = true;
    localFetchers.delete(onQueued);
    wake();
  });

  const runJob = async (job: Job<SearchJob>) => {
    const everyMs = Math.max(1, (job.heartbeatSeconds ?? 10) / 2) * 1000;
    const heartbeat = setInterval(() => void boss.touch(SEARCH_QUEUE, job).catch(() => undefined), everyMs);
    try {
      const output = await run(job.data.searchId);
      await boss.complete(SEARCH_QUEUE, job, output ?? null);
    } catch (error) {
      await boss
        .fail(SEARCH_QUEUE, job, { message: error instanceof Error ? error.message : String(error) })
        .catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
    }
  };

  void (async () => {
    while (!stopped) {
      if (running < SEARCH_WORKERS) {
        const job = await fetchSearchJob(deps).catch((error: unknown) => {
          if (!stopped) logger.error('search fetch failed', { error });
          return undefined;
        });
        if (job) {
          running += 1;
          void runJob(job).finally(() => {
            running -= 1;
            wake();
          });
          continue;
        }
      }
      if (!woken)
        await new Promise<void>((resolve) => {
          endWait = resolve;
          setTimeout(resolve, POLL_MS).unref();
        });
      woken = false;
      endWait = undefined;
    }
  })();
}

async function fetchSearchJob(deps: {
  boss: PgBoss;
  database: Database;
}): Promise<Job<SearchJob> | undefined> {
  const options = { batchSize: 1, groupConcurrency: SEARCHES_PER_PERSON };
  if (deps.database.kind !== 'postgres') return (await deps.boss.fetch<SearchJob>(SEARCH_QUEUE, options))[0];
  const client = await deps.database.pool!.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [FETCH_LOCK_KEY]);
    const [job] = await deps.boss.fetch<SearchJob>(SEARCH_QUEUE, {
      ...options,
      db: { executeSql: (text: string, values?: unknown[]) => client.query(text, values) },
    });
    await client.query('COMMIT');
    return job;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

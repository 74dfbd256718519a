import { PgBoss, fromPglite, type Queue } from 'pg-boss';
import type { Database } from '../db/client';
import { logger } from '../core/logger';

/**
 * pg-boss on the app's own database: PostgreSQL through its own pool, or the embedded PGlite in-process.
 * Workers are woken by LISTEN/NOTIFY; polling stays on as a short backstop. A job's heartbeat lets another
 * instance (or this one after a restart) retry a job whose process died. `works: false` (a `web` process,
 * decision 121) only sends jobs: the upkeep (expiring jobs whose heartbeat stopped, retries, cleanup), the cron
 * clock and the wake-up listener run where the jobs are worked.
 */
export async function startJobs(
  database: Database,
  { works = true }: { works?: boolean } = {},
): Promise<PgBoss> {
  const common = {
    supervise: works,
    schedule: works,
    // A sender needs no listener: its inserts notify the workers of a notify-enabled queue either way.
    useListenNotify: works,
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 30,
    schema: 'pgboss',
  };
  const boss =
    database.kind === 'postgres'
      ? new PgBoss({ ...common, connectionString: connectionStringOf(database), max: 4 })
      : new PgBoss({ ...common, db: fromPglite(database.pglite!), backend: 'pglite' });
  boss.on('error', (error) => logger.error('job queue error', { error }));
  await boss.start();
  return boss;
}

function connectionStringOf(database: Database): string {
  const options = database.pool!.options as { connectionString?: string };
  if (!options.connectionString) throw new Error('PostgreSQL pool has no connection string');
  return options.connectionString;
}

/**
 * Creates a queue, or brings an existing one to these options: pg-boss's `createQueue` leaves a queue that exists
 * as it was, so a changed heartbeat or retry would otherwise never reach a database made by an older version. The
 * policy is fixed at creation (pg-boss cannot change it).
 */
export async function defineQueue(
  boss: Pick<PgBoss, 'createQueue' | 'updateQueue'>,
  name: string,
  options: Omit<Queue, 'name'>,
): Promise<void> {
  await boss.createQueue(name, options);
  const { policy: _policy, partition: _partition, ...changeable } = options;
  if (Object.keys(changeable).length > 0) await boss.updateQueue(name, changeable);
}

/**
 * The options of a queue whose job works everything pending under one key (a CRM connection, a mailbox, a
 * research column): the stately policy keeps at most one queued and one active job per `singletonKey`, so a send
 * the policy drops loses nothing; the heartbeat hands a job whose process died to another worker (or this one
 * after a restart), which goes on from what is still pending.
 */
export const keyedWorkQueue = (retryLimit: number): Omit<Queue, 'name'> => ({
  policy: 'stately',
  heartbeatSeconds: 10,
  expireInSeconds: 3600,
  retryLimit,
  retryDelay: 5,
  retryBackoff: true,
  deleteAfterSeconds: 24 * 3600,
});

import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/client';
import { logger } from '../core/logger';

/**
 * pg-boss on the app's own database: PostgreSQL through its own pool, or the embedded PGlite in-process.
 * Workers are woken by LISTEN/NOTIFY; polling stays on as a short backstop. A job's heartbeat lets another
 * instance (or this one after a restart) retry a job whose process died.
 */
export async function startJobs(database: Database): Promise<PgBoss> {
  const common = {
    useListenNotify: true,
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

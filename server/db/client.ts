import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { logger } from '../core/logger';
import { sqlStateOf } from './sql-state';
import { acquireDataDirLock } from './data-dir-lock';
import { createPgNotifications, type PgNotifications } from './pg-notifications';
import { startPgliteAutovacuum } from './pglite-autovacuum';
import { trackWrites, type WriteEpoch } from './write-epoch';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The open database: PGlite in DATA_DIR (embedded default) or a PostgreSQL pool (DATABASE_URL). */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  pglite?: PGlite;
  pool?: pg.Pool;
  /** LISTEN/NOTIFY between the instances on one PostgreSQL; absent on PGlite (one process). */
  notifications?: PgNotifications;
  /** PGlite only: moves on after every statement that may have written (write-epoch.ts; decision 119). */
  writeEpoch?: WriteEpoch;
  close: () => Promise<void>;
};

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant works; it only has to be the same for every instance migrating one database. */
const MIGRATION_LOCK_KEY = 7_461_002;

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover) must not crash the process; the pool replaces it.
  pool.on('error', (error) => logger.warn('idle PostgreSQL connection closed', { error: error.message }));
  const client = await pool.connect();
  try {
    // Several instances may start at once on one database: migrate under an advisory lock.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  const notifications = createPgNotifications(pool, url);
  return {
    db: retryingTransactions(drizzlePg({ client: pool, schema })),
    kind: 'postgres',
    pool,
    notifications,
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}

/** Deadlock and serialization failure: PostgreSQL rolled the transaction back and asks for it to be run again. */
const TRANSIENT = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/**
 * Concurrent requests on overlapping rows (a double-clicked bulk action, a merge while a search is deleted) can
 * deadlock on PostgreSQL; the loser's transaction is rolled back whole, so it is run again, a few times, after a
 * short random pause. Nested transactions (savepoints) are left alone: only the outermost one can be retried.
 */
function retryingTransactions<T extends Db>(db: T): T {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (
    run: Parameters<Db['transaction']>[0],
    config?: Parameters<Db['transaction']>[1],
  ) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(run, config);
      } catch (error) {
        if (attempt >= ATTEMPTS || !TRANSIENT.has(sqlStateOf(error) ?? '')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
      }
    }
  }) as T['transaction'];
  return db;
}

/** Opens PGlite. `dataDir` undefined means in memory (tests); `loadDataDir` seeds a new one from a dump. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    postgresqlconf: ['shared_buffers=16MB'],
  });
  const db = drizzlePglite({ client: pglite, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  const writeEpoch = trackWrites(pglite);
  return { db, kind: 'pglite', pglite, writeEpoch, close: () => pglite.close() };
}

/** Opens the database the configuration names: DATABASE_URL, or PGlite under DATA_DIR (one process only). */
export async function openDatabase(cfg: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  if (cfg.DATABASE_URL) return openPostgres(cfg.DATABASE_URL);
  mkdirSync(cfg.DATA_DIR, { recursive: true });
  const releaseLock = acquireDataDirLock(cfg.DATA_DIR);
  try {
    const database = await openPglite({ dataDir: join(cfg.DATA_DIR, 'pglite') });
    const autovacuum = startPgliteAutovacuum(database.pglite!);
    return {
      ...database,
      close: async () => {
        await autovacuum.stop();
        await database.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

import type { PGlite } from '@electric-sql/pglite';
import { logger } from '../core/logger';

/** How often the embedded database's tables are looked at. */
const CHECK_EVERY_MS = 60_000;

/**
 * The tables of the app whose size in pages has grown past the size their statistics were taken at by a tenth,
 * and 8 pages, since (autovacuum's default threshold for ANALYZE, by size rather than by rows changed: PGlite
 * does not count those). A table never analyzed counts its size from 0.
 */
const GROWN_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname = 'public'
    and pg_relation_size(c.oid) / current_setting('block_size')::int > 8 + 1.1 * greatest(c.relpages, 0)`;

/**
 * Planner statistics on the embedded database (decision 146). PGlite runs PostgreSQL without its autovacuum
 * daemon, so nothing ever ANALYZEs a table there: the planner guesses every row count, and a page of 50,000
 * leads is read and sorted whole instead of read from its index. This does the ANALYZE part of autovacuum, once a
 * minute; PostgreSQL's own autovacuum does it for the PostgreSQL engine. Stops with `stop()`, which waits for a
 * run under way.
 */
export function keepPgliteStatistics(pglite: PGlite): {
  runNow: () => Promise<void>;
  stop: () => Promise<void>;
} {
  let running: Promise<void> = Promise.resolve();
  const run = () =>
    (running = running.then(async () => {
      try {
        const grown = await pglite.query<{ name: string }>(GROWN_TABLES);
        for (const { name } of grown.rows) await pglite.exec(`analyze ${name}`);
      } catch (error) {
        logger.warn('statistics of the embedded database not taken', { error: (error as Error).message });
      }
    }));
  const timer = setInterval(() => void run(), CHECK_EVERY_MS);
  timer.unref();
  return {
    runNow: run,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

import type { PGlite } from '@electric-sql/pglite';
import { logger } from '../core/logger';

/** How often the embedded database's tables are looked at. */
const CHECK_EVERY_MS = 60_000;

/**
 * The tables of the app whose size in pages has grown past the size of their last VACUUM or ANALYZE by a tenth,
 * and 8 pages (autovacuum's default threshold, by size rather than by rows changed: PGlite does not count those;
 * updates grow a table too, until a VACUUM frees their old rows). A table never looked at counts from 0.
 */
const GROWN_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname = 'public'
    and pg_relation_size(c.oid) / current_setting('block_size')::int > 8 + 1.1 * greatest(c.relpages, 0)`;

/**
 * Autovacuum for the embedded database (decision 146). PGlite runs PostgreSQL without its autovacuum daemon, so
 * nothing there ever takes planner statistics (a page of 50,000 leads was read and sorted whole instead of read
 * from its index) or marks pages all-visible (a count read every row instead of one narrow index). Once a minute
 * this VACUUMs and ANALYZEs the tables that grew; PostgreSQL's own autovacuum does it for the PostgreSQL engine.
 * `stop()` waits for a run under way.
 */
export function startPgliteAutovacuum(pglite: PGlite): {
  runNow: () => Promise<void>;
  stop: () => Promise<void>;
} {
  let running: Promise<void> = Promise.resolve();
  const run = () =>
    (running = running.then(async () => {
      try {
        const grown = await pglite.query<{ name: string }>(GROWN_TABLES);
        for (const { name } of grown.rows) await pglite.exec(`vacuum (analyze) ${name}`);
      } catch (error) {
        logger.warn('the embedded database was not vacuumed', { error: (error as Error).message });
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

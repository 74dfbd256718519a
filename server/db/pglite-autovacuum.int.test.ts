// engine-sensitive: PGlite has no autovacuum; the app does its work there (decision 146)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind } from '../../tests/test-db';
import type { Database } from './client';
import { startPgliteAutovacuum } from './pglite-autovacuum';

describe.skipIf(testDbKind() !== 'pglite')('autovacuum of the embedded database', () => {
  let database: Database;
  const query = async <T>(text: string) => (await database.pglite!.query<T>(text)).rows[0];
  /** The rows the planner expects, and whether the table's pages are all marked visible to everyone. */
  const state = () =>
    query<{ rows: number; visible: boolean }>(
      `select reltuples as rows, relallvisible = relpages and relpages > 0 as visible
       from pg_class where relname = 'autovacuum_probe'`,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.pglite!.exec(`create table autovacuum_probe (id int, label text)`);
  });
  afterAll(async () => database?.close());

  it('vacuums and analyzes a table that has grown, and leaves one that has not', async () => {
    const autovacuum = startPgliteAutovacuum(database.pglite!);
    expect(await state()).toEqual({ rows: -1, visible: false }); // never analyzed
    await database.pglite!.exec(
      `insert into autovacuum_probe select g, repeat('x', 40) from generate_series(1, 5000) g`,
    );
    await autovacuum.runNow();
    expect(await state()).toEqual({ rows: 5000, visible: true });

    // Fewer rows in as many pages: not grown, so left as it was.
    await database.pglite!.exec(`delete from autovacuum_probe where id > 100`);
    await autovacuum.runNow();
    expect((await state()).rows).toBe(5000);
    await autovacuum.stop();
  });
});

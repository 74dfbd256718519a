// engine-sensitive: PGlite has no autovacuum; this keeps its planner statistics instead (decision 146)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind } from '../../tests/test-db';
import type { Database } from './client';
import { keepPgliteStatistics } from './pglite-statistics';

describe.skipIf(testDbKind() !== 'pglite')('planner statistics of the embedded database', () => {
  let database: Database;
  const rowsPlannedFor = async () =>
    (
      await database.pglite!.query<{ reltuples: number }>(
        `select reltuples from pg_class where relname = 'statistics_probe'`,
      )
    ).rows[0].reltuples;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.pglite!.exec(`create table statistics_probe (id int, label text)`);
  });
  afterAll(async () => database?.close());

  it('analyzes a table that has grown, and leaves one that has not', async () => {
    const statistics = keepPgliteStatistics(database.pglite!);
    expect(await rowsPlannedFor()).toBe(-1); // never analyzed
    await database.pglite!.exec(
      `insert into statistics_probe select g, repeat('x', 40) from generate_series(1, 5000) g`,
    );
    await statistics.runNow();
    expect(await rowsPlannedFor()).toBe(5000);

    // Fewer rows in as many pages: not grown, so not analyzed again.
    await database.pglite!.exec(`delete from statistics_probe where id > 100`);
    await statistics.runNow();
    expect(await rowsPlannedFor()).toBe(5000);
    await statistics.stop();
  });
});

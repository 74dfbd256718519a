import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../db/client';
import { createTestDatabase, postgresSkipped, testDbKind } from '../../../tests/test-db';
import { SEARCH_CHANGES_CHANNEL, followSearchChanges, nextSearchChange } from './search-changes';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Far longer than any wake-up takes: a subscriber that resolves before it was woken, not timed out. */
const NEVER_MS = 600_000;

/** Resolves `'woken'` at the change of `searchId`, or `'timed out'` after a generous wait. */
function wokenWithin(searchId: string, ms: number): Promise<'woken' | 'timed out'> {
  return Promise.race([
    nextSearchChange(searchId, NEVER_MS).then(() => 'woken' as const),
    sleep(ms).then(() => 'timed out' as const),
  ]);
}

/** Two instances on one PostgreSQL: a change announced on one wakes the streams of the other by NOTIFY. */
describe.skipIf(testDbKind() !== 'postgres' || postgresSkipped())('search changes across instances', () => {
  let a: Database;
  let b: Database;
  let url: string;

  beforeAll(async () => {
    a = await createTestDatabase();
    url = (a.pool!.options as { connectionString: string }).connectionString;
    b = await openPostgres(url);
    await followSearchChanges(b); // only b listens: a wake-up can only have come through b's LISTEN connection
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("wakes the other instance's subscriber by NOTIFY, not at a poll", async () => {
    const searchId = randomUUID();
    const woken = wokenWithin(searchId, 10_000);
    a.notifications!.notify(SEARCH_CHANGES_CHANNEL, searchId);
    expect(await woken).toBe('woken');
  });

  it('coalesces a burst of announcements of one search into a leading and a trailing notification', async () => {
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    try {
      const received: string[] = [];
      watcher.on('notification', (message) => received.push(message.payload ?? ''));
      await watcher.query(`listen ${watcher.escapeIdentifier(SEARCH_CHANGES_CHANNEL)}`);
      const searchId = randomUUID();
      for (let i = 0; i < 200; i++) a.notifications!.notify(SEARCH_CHANGES_CHANNEL, searchId);
      for (let i = 0; i < 100 && received.length < 2; i++) await sleep(50);
      await sleep(300);
      expect(received).toEqual([searchId, searchId]);
    } finally {
      await watcher.end();
    }
  });

  it('listens again after its connection drops', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const listeners = async () =>
        (
          await admin.query<{ pid: number }>(
            `select pid from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
          )
        ).rows.map((r) => r.pid);
      const [dropped] = await listeners();
      expect(dropped).toBeDefined();
      await admin.query('select pg_terminate_backend($1)', [dropped]);
      let again: number[] = [];
      for (let i = 0; i < 100 && !(again.length === 1 && again[0] !== dropped); i++) {
        await sleep(100);
        again = await listeners();
      }
      expect(again).toHaveLength(1);
      expect(again[0]).not.toBe(dropped);
      const searchId = randomUUID();
      let result: 'woken' | 'timed out' = 'timed out';
      for (let attempt = 0; attempt < 40 && result === 'timed out'; attempt++) {
        const woken = wokenWithin(searchId, 250);
        await admin.query('select pg_notify($1, $2)', [SEARCH_CHANGES_CHANNEL, searchId]);
        result = await woken;
      }
      expect(result).toBe('woken');
    } finally {
      await admin.end();
    }
  });
});

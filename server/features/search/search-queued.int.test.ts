import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { startJobs } from '../../lib/jobs';
import { createTestDatabase, postgresSkipped, testDbKind } from '../../../tests/test-db';
import {
  SEARCH_QUEUE,
  SEARCH_QUEUED_CHANNEL,
  createSearchQueue,
  saveAndEnqueueSearches,
} from './search-queue';

/**
 * A `web` process queues every search and runs none (decision 121): its queuing must wake the workers' fetch
 * loops in other processes, by NOTIFY after the commit, not leave them to their next poll.
 */
describe.skipIf(testDbKind() !== 'postgres' || postgresSkipped())('a queued search on PostgreSQL', () => {
  let database: Database;
  let boss: PgBoss;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    url = (database.pool!.options as { connectionString: string }).connectionString;
    boss = await startJobs(database, { works: false });
    await createSearchQueue(boss);
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false, close: true });
    await database?.close();
  });

  it('is announced to the other processes with its job queued', async () => {
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    try {
      const received: string[] = [];
      watcher.on('notification', (message) => received.push(message.channel));
      await watcher.query(`listen ${watcher.escapeIdentifier(SEARCH_QUEUED_CHANNEL)}`);
      const search = { id: randomUUID(), teamId: randomUUID(), createdBy: null };
      await saveAndEnqueueSearches({ database, boss }, async () => [search]);
      for (let i = 0; i < 100 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(received).toEqual([SEARCH_QUEUED_CHANNEL]);
      const [job] = await boss.findJobs(SEARCH_QUEUE, { data: { searchId: search.id } });
      expect(job?.state).toBe('created');
    } finally {
      await watcher.end();
    }
  });
});

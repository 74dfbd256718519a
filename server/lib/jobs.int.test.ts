import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase, postgresSkipped, testDbKind } from '../../tests/test-db';
import { defineQueue, startJobs } from './jobs';

/** A queue made by an older version takes the code's options on the next start; its policy stays. */
describe.skipIf(postgresSkipped())(`defining a queue on ${testDbKind()}`, () => {
  let database: Database;
  let boss: PgBoss;

  beforeAll(async () => {
    database = await createTestDatabase();
    boss = await startJobs(database, { works: false });
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false, close: true });
    await database?.close();
  });

  it('creates it, then brings an existing one to the new heartbeat and retry', async () => {
    await defineQueue(boss, 'test.define', { policy: 'stately', heartbeatSeconds: 30, retryDelay: 30 });
    expect(await boss.getQueue('test.define')).toMatchObject({ heartbeatSeconds: 30, retryDelay: 30 });
    await defineQueue(boss, 'test.define', {
      policy: 'stately',
      heartbeatSeconds: 10,
      retryDelay: 5,
      retryBackoff: true,
    });
    expect(await boss.getQueue('test.define')).toMatchObject({
      policy: 'stately',
      heartbeatSeconds: 10,
      retryDelay: 5,
      retryBackoff: true,
    });
  });
});

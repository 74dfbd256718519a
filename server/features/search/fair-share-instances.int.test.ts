import { setTimeout as sleep } from 'node:timers/promises';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../db/client';
import { searchHistory } from '../../db/schema';
import { startJobs } from '../../lib/jobs';
import { queueSearchesOf } from '../../../tests/queue-searches';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { SEARCHES_PER_PERSON, workSearches } from './search-queue';

const QUEUED_BY_ONE = 200;

/**
 * Two instances fetch from one PostgreSQL queue at once. Without a serialised fetch, concurrent fetchers each
 * see the person below the cap and together start more of their searches than the cap (decision 087).
 */
describe.skipIf(testDbKind() !== 'postgres' || postgresSkipped())(
  'fair share across two instances on one PostgreSQL',
  () => {
    let t: TestApp;
    let second: { database: Database; boss: PgBoss };
    beforeAll(async () => {
      t = await createTestApp();
      const url = (t.deps.database.pool!.options as { connectionString: string }).connectionString;
      const database = await openPostgres(url);
      second = { database, boss: await startJobs(database) };
    });
    afterAll(async () => {
      await second?.boss.stop({ graceful: false, close: true });
      await second?.database.close();
      await t?.close();
    });

    const queue = (email: string, count: number) => queueSearchesOf(t, email, count);

    it(`never runs more than ${SEARCHES_PER_PERSON} of one person's searches, and another person's waits at most one slot`, async () => {
      const hog = await queue('hog@example.com', QUEUED_BY_ONE);
      const owners = new Map((await t.db.select().from(searchHistory)).map((s) => [s.id, s.createdBy!]));
      const events: { kind: 'start' | 'end'; userId: string }[] = [];
      let hogRunning = 0;
      let mostHogRunning = 0;
      const handler = async (searchId: string) => {
        const userId = owners.get(searchId) ?? 'other';
        events.push({ kind: 'start', userId });
        if (userId === hog) mostHogRunning = Math.max(mostHogRunning, ++hogRunning);
        await sleep(150);
        if (userId === hog) hogRunning -= 1;
        events.push({ kind: 'end', userId });
      };
      // Both instances start their workers together, so their fetches meet.
      await Promise.all([workSearches(t.deps, handler), workSearches(second, handler)]);
      await expect
        .poll(() => events.filter((e) => e.kind === 'end').length, { timeout: 20_000 })
        .toBeGreaterThan(12);

      await queue('other@example.com', 1);
      const otherId = 'other';
      const queuedAt = Date.now();
      await expect
        .poll(() => events.some((e) => e.userId === otherId && e.kind === 'start'), { timeout: 20_000 })
        .toBe(true);
      const waited = Date.now() - queuedAt;
      // Keep both instances fetching a while longer: the cap must hold through many concurrent fetches.
      await expect
        .poll(() => events.filter((e) => e.kind === 'end').length, { timeout: 20_000 })
        .toBeGreaterThan(40);

      expect(mostHogRunning).toBe(SEARCHES_PER_PERSON);
      // The other person's search takes a free worker at once (the hog's queue would take over 10 s to drain).
      expect(waited).toBeLessThan(3_000);
    });
  },
);

// engine-sensitive: the search queue's group concurrency (pg-boss)
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchHistory } from '../../db/schema';
import { queueSearchesOf } from '../../../tests/queue-searches';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { SEARCHES_PER_PERSON, workSearches } from './search-queue';

const QUEUED_BY_ONE = 200;

describe.skipIf(postgresSkipped())(`fair share of the search workers on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const queue = (email: string, count: number) => queueSearchesOf(t, email, count);

  it(`one person queuing ${QUEUED_BY_ONE} searches delays another person's search by at most one slot`, async () => {
    const hog = await queue('hog@example.com', QUEUED_BY_ONE);
    const other = await queue('other@example.com', 1);
    const owners = new Map((await t.db.select().from(searchHistory)).map((s) => [s.id, s.createdBy!]));
    const events: { kind: 'start' | 'end'; userId: string }[] = [];
    let running = 0;
    let mostRunningForHog = 0;
    await workSearches(t.deps, async (searchId) => {
      const userId = owners.get(searchId)!;
      events.push({ kind: 'start', userId });
      if (userId === hog) mostRunningForHog = Math.max(mostRunningForHog, ++running);
      await sleep(400);
      if (userId === hog) running -= 1;
      events.push({ kind: 'end', userId });
    });
    await expect
      .poll(() => events.some((e) => e.userId === other && e.kind === 'start'), { timeout: 30_000 })
      .toBe(true);

    const otherStarted = events.findIndex((e) => e.userId === other && e.kind === 'start');
    const hogFinishedBefore = events
      .slice(0, otherStarted)
      .filter((e) => e.userId === hog && e.kind === 'end');
    expect(hogFinishedBefore.length).toBeLessThanOrEqual(1);
    expect(events.filter((e) => e.userId === hog && e.kind === 'start').length).toBeLessThan(QUEUED_BY_ONE);
    expect(mostRunningForHog).toBeGreaterThan(0);
    expect(mostRunningForHog).toBeLessThanOrEqual(SEARCHES_PER_PERSON);
  });
});

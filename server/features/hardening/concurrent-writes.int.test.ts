// engine-sensitive: concurrent writes (one embedded connection against a pool)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessResults, searchHistory } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { seedSearch, subscribe, userIdOf } from '../../../tests/seed-leads';

/**
 * A careless client (double clicks, several tabs) sends overlapping writes at once: bulk tags in opposite orders,
 * merges of the same leads, list membership, deletes of the leads, lists and search being worked on. On PostgreSQL
 * these deadlock; the answer is never a 500, and the counts stay right.
 */
describe.skipIf(postgresSkipped())(`concurrent overlapping writes on ${testDbKind()}`, () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.signUp('busy@example.com');
    userId = await userIdOf(t.db, 'busy@example.com');
    await subscribe(t.db, userId);
  });
  afterAll(async () => t?.close());

  it('answers every request with a success or a 4xx and keeps result counts right', async () => {
    const failures: string[] = [];
    const send = async (label: string, path: string, body?: unknown, method = 'POST') => {
      const res = await t.request(path, { method, cookie, body });
      const text = await res.text();
      if (res.status >= 500) failures.push(`${label} → ${res.status} ${text.slice(0, 120)}`);
    };
    const searches: string[] = [];
    for (let round = 0; round < 6; round++) {
      const leads = Array.from({ length: 24 }, (_, i) => ({
        businessName: `Lead ${i}`,
        googlePlaceId: `place-${round}-${i}`,
      }));
      const { ids, searchId } = await seedSearch(t.db, userId, leads);
      searches.push(searchId);
      const lists: string[] = [];
      for (const name of ['A', 'B', 'C']) {
        const res = await t.request('/api/lists', { cookie, body: { name: `${name}${round}` } });
        lists.push(((await res.json()) as { id: string }).id);
      }
      const at = (i: number) => ids[i % ids.length];
      const requests: Promise<void>[] = [];
      for (let i = 0; i < 8; i++) {
        requests.push(
          send('bulk-tag', '/api/leads/bulk-tag', { ids, tags: [`t${i}`] }),
          send('bulk-tag reversed', '/api/leads/bulk-tag', { ids: [...ids].reverse(), tags: [`u${i}`] }),
          send('add to lists', '/api/lists/members', { listIds: lists, leadIds: ids }),
          send('add to lists reversed', '/api/lists/members', {
            listIds: [...lists].reverse(),
            leadIds: [...ids].reverse(),
          }),
          send('merge', '/api/leads/merge', {
            primaryId: at(i * 7),
            duplicateIds: [at(i * 7 + 1), at(i * 7 + 2)],
          }),
          send('merge crossed', '/api/leads/merge', {
            primaryId: at(i * 7 + 2),
            duplicateIds: [at(i * 7), at(i * 7 + 1)],
          }),
          send('bulk-delete', '/api/leads/bulk-delete', { ids: [at(i * 5 + 3), at(i * 11)] }),
          send('notes', `/api/leads/${at(i * 3)}`, { tags: ['x'], notes: 'n' }, 'PATCH'),
          send('delete list', `/api/lists/${lists[i % 3]}`, undefined, 'DELETE'),
          send('export', '/api/exports', { source: { kind: 'search', searchId } }),
        );
        if (i === 6 && round % 2 === 1)
          requests.push(send('delete search', `/api/searches/${searchId}`, undefined, 'DELETE'));
      }
      await Promise.all(requests);
    }
    expect(failures).toEqual([]);

    for (const searchId of searches) {
      const [search] = await t.db
        .select({ count: searchHistory.resultsCount })
        .from(searchHistory)
        .where(eq(searchHistory.id, searchId));
      if (!search) continue;
      const rows = await t.db
        .select({ id: businessResults.id })
        .from(businessResults)
        .where(eq(businessResults.searchId, searchId));
      expect(search.count).toBe(rows.length);
    }
  }, 120_000);
});

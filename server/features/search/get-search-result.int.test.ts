import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessResults } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { seedSearch, userIdOf } from '../../../tests/seed-leads';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';

type TResult = {
  search: { id: string; resultsCount: number };
  leads: { id: string; notes: string | null }[];
};

describe.skipIf(postgresSkipped())(`a search's result read again on ${testDbKind()}`, () => {
  let t: TestApp;
  let cookie: string;
  let other: string;
  let searchId: string;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.signUp('owner@example.com');
    other = await t.signUp('other@example.com');
    const userId = await userIdOf(t.db, 'owner@example.com');
    ({ searchId, ids } = await seedSearch(t.db, userId, [{}, {}, {}]));
  });
  afterAll(async () => t?.close());

  const read = async (as = cookie) => {
    const res = await t.request(`/api/searches/${searchId}`, { cookie: as });
    return { status: res.status, body: (await res.json()) as TResult };
  };

  it('is the same answer twice', async () => {
    const first = await read();
    expect(first.status).toBe(200);
    expect(first.body.leads.map((l) => l.id)).toEqual(ids);
    expect((await read()).body).toEqual(first.body);
  });

  it('shows a change made by any code path, even plain SQL that sets no revision', async () => {
    await read();
    await t.db.execute(sql`update business_results set notes = 'called on Monday' where id = ${ids[1]}`);
    expect((await read()).body.leads[1].notes).toBe('called on Monday');
  });

  it('drops a deleted lead and shows a new one', async () => {
    await read();
    await t.db.delete(businessResults).where(eq(businessResults.id, ids[2]));
    expect((await read()).body.leads.map((l) => l.id)).toEqual(ids.slice(0, 2));
    const [row] = await t.db.select().from(businessResults).where(eq(businessResults.id, ids[0]));
    const { id: _id, revision: _revision, ...copy } = row;
    await t.db.insert(businessResults).values({ ...copy, googlePlaceId: 'new-place', position: 9 });
    expect((await read()).body.leads).toHaveLength(3);
  });

  it('is "not found" for another person, cached or not', async () => {
    await read();
    const res = await t.request(`/api/searches/${searchId}`, { cookie: other });
    expect(res.status).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessResults, leadListMembers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { seedSearch, userIdOf } from '../../../tests/seed-leads';

describe.skipIf(postgresSkipped())(`lead lists on ${testDbKind()}`, () => {
  let t: TestApp;
  let owner: string;
  let ownerId: string;
  let other: string;
  let otherId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp('owner@example.com');
    other = await t.signUp('other@example.com');
    ownerId = await userIdOf(t.db, 'owner@example.com');
    otherId = await userIdOf(t.db, 'other@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  const json = async (res: Response) => ({ status: res.status, body: await res.json() });

  it('creates, lists newest first with counts, updates and deletes lists', async () => {
    expect(await json(await t.request('/api/lists', { cookie: owner }))).toEqual({ status: 200, body: [] });

    const created = await json(
      await t.request('/api/lists', { cookie: owner, body: { name: '  Dentists  ', description: '   ' } }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Dentists',
      description: null,
      color: '#3b82f6',
      memberCount: 0,
    });
    const second = await json(
      await t.request('/api/lists', {
        cookie: owner,
        body: { name: 'Roofers', description: ' Big jobs ', color: '#14b8a6' },
      }),
    );
    expect(second.body).toMatchObject({ description: 'Big jobs', color: '#14b8a6' });

    const all = await json(await t.request('/api/lists', { cookie: owner }));
    expect(all.body.map((l: { name: string }) => l.name)).toEqual(['Roofers', 'Dentists']);

    const updated = await json(
      await t.request(`/api/lists/${created.body.id}`, {
        method: 'PATCH',
        cookie: owner,
        body: { name: 'Dentists TX', description: 'Austin first', color: '#8b5cf6' },
      }),
    );
    expect(updated.body).toMatchObject({
      id: created.body.id,
      name: 'Dentists TX',
      description: 'Austin first',
      color: '#8b5cf6',
    });

    expect(
      (await t.request(`/api/lists/${second.body.id}`, { method: 'DELETE', cookie: owner })).status,
    ).toBe(200);
    expect((await t.request(`/api/lists/${second.body.id}`, { cookie: owner })).status).toBe(404);
  });

  it('validates names and colours with the spec messages', async () => {
    const blank = await json(await t.request('/api/lists', { cookie: owner, body: { name: '   ' } }));
    expect(blank).toEqual({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'Please enter a list name' },
    });
    const colour = await json(
      await t.request('/api/lists', { cookie: owner, body: { name: 'x', color: 'red' } }),
    );
    expect(colour.body.message).toBe('Choose one of the list colours');
  });

  it('adds leads to lists, skipping pairs already present, and shows the list with its leads', async () => {
    const { ids } = await seedSearch(t.db, ownerId, [
      { businessName: 'Low', leadScore: 20 },
      { businessName: 'High', leadScore: 90 },
      { businessName: 'None', leadScore: null },
    ]);
    const a = (await json(await t.request('/api/lists', { cookie: owner, body: { name: 'A' } }))).body;
    const b = (await json(await t.request('/api/lists', { cookie: owner, body: { name: 'B' } }))).body;

    const first = await json(
      await t.request('/api/lists/members', {
        cookie: owner,
        body: { listIds: [a.id], leadIds: ids.slice(0, 2) },
      }),
    );
    expect(first.body).toEqual({ added: 2, alreadyPresent: 0 });
    const again = await json(
      await t.request('/api/lists/members', { cookie: owner, body: { listIds: [a.id, b.id], leadIds: ids } }),
    );
    expect(again.body).toEqual({ added: 4, alreadyPresent: 2 });

    const detail = await json(await t.request(`/api/lists/${a.id}`, { cookie: owner }));
    expect(detail.body.list).toMatchObject({ id: a.id, name: 'A', memberCount: 3 });
    expect(detail.body.leads.map((l: { businessName: string }) => l.businessName)).toEqual([
      'High',
      'Low',
      'None',
    ]);

    const removed = await json(
      await t.request(`/api/lists/${a.id}/members`, {
        method: 'DELETE',
        cookie: owner,
        body: { leadIds: [ids[0]] },
      }),
    );
    expect(removed.body).toEqual({ removed: 1 });
    expect((await json(await t.request(`/api/lists/${a.id}`, { cookie: owner }))).body.list.memberCount).toBe(
      2,
    );

    expect((await t.request(`/api/lists/${b.id}`, { method: 'DELETE', cookie: owner })).status).toBe(200);
    expect(await t.db.select().from(leadListMembers).where(eq(leadListMembers.listId, b.id))).toEqual([]);
    expect(await t.db.select().from(businessResults).where(eq(businessResults.id, ids[2]))).toHaveLength(1);
  });

  it('creates a list from filtered leads in one transaction', async () => {
    const { ids } = await seedSearch(t.db, ownerId, [{}, {}]);
    const created = await json(
      await t.request('/api/lists', { cookie: owner, body: { name: 'From filters', leadIds: ids } }),
    );
    expect(created.body).toMatchObject({ name: 'From filters', memberCount: 2 });

    const foreignLead = (await seedSearch(t.db, otherId, [{}])).ids[0];
    const refused = await t.request('/api/lists', {
      cookie: owner,
      body: { name: 'Should not exist', leadIds: [ids[0], foreignLead] },
    });
    expect(refused.status).toBe(404);
    const names = (await json(await t.request('/api/lists', { cookie: owner }))).body.map(
      (l: { name: string }) => l.name,
    );
    expect(names).not.toContain('Should not exist');
  });

  it('keeps every endpoint to the owner (404 for another user’s list or lead)', async () => {
    const { ids } = await seedSearch(t.db, ownerId, [{}]);
    const mine = (
      await json(await t.request('/api/lists', { cookie: owner, body: { name: 'Mine', leadIds: ids } }))
    ).body;
    const theirLeads = (await seedSearch(t.db, otherId, [{}])).ids;
    const theirList = (await json(await t.request('/api/lists', { cookie: other, body: { name: 'Theirs' } })))
      .body;

    const attempts: [string, string, unknown][] = [
      ['GET', `/api/lists/${mine.id}`, undefined],
      ['PATCH', `/api/lists/${mine.id}`, { name: 'Hijacked', description: null, color: '#ef4444' }],
      ['DELETE', `/api/lists/${mine.id}/members`, { leadIds: ids }],
      ['DELETE', `/api/lists/${mine.id}`, undefined],
      ['POST', '/api/lists/members', { listIds: [mine.id], leadIds: theirLeads }],
      ['POST', '/api/lists/members', { listIds: [theirList.id], leadIds: ids }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await t.request(path, { method, cookie: other, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const still = await json(await t.request(`/api/lists/${mine.id}`, { cookie: owner }));
    expect(still.body.list).toMatchObject({ name: 'Mine', memberCount: 1 });
    expect(
      (await json(await t.request('/api/lists', { cookie: other }))).body.map(
        (l: { name: string }) => l.name,
      ),
    ).toEqual(['Theirs']);
    expect((await json(await t.request('/api/lists/not-a-uuid', { cookie: owner }))).body).toEqual({
      code: 'NOT_FOUND',
      message: 'List not found',
    });
  });
});

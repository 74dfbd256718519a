import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessResults, leadListMembers, leadLists, searchHistory } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { seedSearch, userIdOf, ownedBy } from '../../../tests/seed-leads';

describe.skipIf(postgresSkipped())(`lead workspace operations on ${testDbKind()}`, () => {
  let t: TestApp;
  let owner: string;
  let ownerId: string;
  let other: string;
  let otherId: string;
  let otherLead: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp('owner@example.com');
    other = await t.signUp('other@example.com');
    ownerId = await userIdOf(t.db, 'owner@example.com');
    otherId = await userIdOf(t.db, 'other@example.com');
    otherLead = (await seedSearch(t.db, otherId, [{ businessName: 'Not yours', tags: ['Theirs'] }])).ids[0];
  });
  afterAll(async () => {
    await t?.close();
  });

  const json = async (res: Response) => ({ status: res.status, body: await res.json() });
  const rowOf = async (id: string) =>
    (await t.db.select().from(businessResults).where(eq(businessResults.id, id)))[0];

  describe('notes, tags and last contacted (PATCH /api/leads/:id)', () => {
    it('saves tags without blanks or repeats, notes, and the date only when one is set', async () => {
      const { ids } = await seedSearch(t.db, ownerId, [{ businessName: 'Acme' }]);
      const first = await json(
        await t.request(`/api/leads/${ids[0]}`, {
          method: 'PATCH',
          cookie: owner,
          body: {
            tags: ['Hot Lead', ' Hot Lead ', '', 'Follow Up'],
            notes: 'Call back Tuesday',
            lastContactedDate: '2025-05-01',
          },
        }),
      );
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        id: ids[0],
        tags: ['Hot Lead', 'Follow Up'],
        notes: 'Call back Tuesday',
        lastContactedDate: '2025-05-01',
      });

      const second = await json(
        await t.request(`/api/leads/${ids[0]}`, {
          method: 'PATCH',
          cookie: owner,
          body: { tags: [], notes: '', lastContactedDate: '' },
        }),
      );
      expect(second.body).toMatchObject({ tags: [], notes: null, lastContactedDate: '2025-05-01' });
      const row = await rowOf(ids[0]);
      expect(row.lastContactedDate).toBe('2025-05-01');
      expect(row.revision).toBeGreaterThan(0);
    });

    it('validates with readable messages', async () => {
      const { ids } = await seedSearch(t.db, ownerId, [{}]);
      const long = await json(
        await t.request(`/api/leads/${ids[0]}`, {
          method: 'PATCH',
          cookie: owner,
          body: { tags: ['x'.repeat(51)], notes: null },
        }),
      );
      expect(long).toEqual({
        status: 400,
        body: { code: 'VALIDATION_ERROR', message: 'Tags must be 50 characters or less' },
      });
      const badDate = await json(
        await t.request(`/api/leads/${ids[0]}`, {
          method: 'PATCH',
          cookie: owner,
          body: { tags: [], notes: null, lastContactedDate: 'yesterday' },
        }),
      );
      expect(badDate.body.message).toBe('Last contacted date must be a date (YYYY-MM-DD)');
    });
  });

  describe('bulk tag and bulk delete', () => {
    it('adds tags as a unique union, keeping each lead’s own tags first', async () => {
      const { ids } = await seedSearch(t.db, ownerId, [{ tags: ['Contacted', 'Hot Lead'] }, { tags: [] }]);
      const res = await json(
        await t.request('/api/leads/bulk-tag', {
          cookie: owner,
          body: { ids, tags: ['Hot Lead', 'Follow Up', 'Hot Lead'] },
        }),
      );
      expect(res).toEqual({ status: 200, body: { updated: 2 } });
      expect((await rowOf(ids[0])).tags).toEqual(['Contacted', 'Hot Lead', 'Follow Up']);
      expect((await rowOf(ids[1])).tags).toEqual(['Hot Lead', 'Follow Up']);
      const empty = await json(
        await t.request('/api/leads/bulk-tag', { cookie: owner, body: { ids, tags: ['  '] } }),
      );
      expect(empty.body.message).toBe('Enter a tag');
    });

    it('changes nothing when one of the leads is not the user’s', async () => {
      const { ids } = await seedSearch(t.db, ownerId, [{ tags: [] }]);
      const tag = await t.request('/api/leads/bulk-tag', {
        cookie: owner,
        body: { ids: [ids[0], otherLead], tags: ['X'] },
      });
      expect(tag.status).toBe(404);
      expect((await rowOf(ids[0])).tags).toEqual([]);
      expect((await rowOf(otherLead)).tags).toEqual(['Theirs']);
      const del = await t.request('/api/leads/bulk-delete', {
        cookie: owner,
        body: { ids: [ids[0], otherLead] },
      });
      expect(del.status).toBe(404);
      expect(await rowOf(ids[0])).toBeDefined();
      expect(await rowOf(otherLead)).toBeDefined();
    });

    it('deletes leads and their list memberships in one go', async () => {
      const { ids, searchId } = await seedSearch(t.db, ownerId, [{}, {}, {}]);
      const [list] = await t.db
        .insert(leadLists)
        .values({ ...ownedBy(ownerId), name: 'Bulk' })
        .returning();
      await t.db.insert(leadListMembers).values(ids.map((businessId) => ({ listId: list.id, businessId })));
      const res = await json(
        await t.request('/api/leads/bulk-delete', { cookie: owner, body: { ids: ids.slice(0, 2) } }),
      );
      expect(res).toEqual({ status: 200, body: { deleted: 2 } });
      expect(await t.db.select().from(businessResults).where(inArray(businessResults.id, ids))).toHaveLength(
        1,
      );
      const members = await t.db.select().from(leadListMembers).where(eq(leadListMembers.listId, list.id));
      expect(members.map((m) => m.businessId)).toEqual([ids[2]]);
      const [search] = await t.db.select().from(searchHistory).where(eq(searchHistory.id, searchId));
      expect(search.resultsCount).toBe(1);
    });
  });

  describe('merge (POST /api/leads/merge)', () => {
    it('keeps the primary with the union of tags, joined notes and the highest score, and deletes the rest', async () => {
      const { ids } = await seedSearch(t.db, ownerId, [
        {
          businessName: 'Acme',
          tags: ['Hot Lead'],
          notes: 'Primary note',
          leadScore: 40,
          scoreBreakdown: { reputation: 1 },
        },
        {
          businessName: 'Acme Inc',
          tags: ['Hot Lead', 'Follow Up'],
          notes: 'Second note',
          leadScore: 72,
          scoreBreakdown: { reputation: 2 },
        },
        {
          businessName: 'ACME',
          tags: ['Closed Won'],
          notes: null,
          leadScore: 55,
          lastContactedDate: '2025-02-02',
        },
      ]);
      const [list] = await t.db
        .insert(leadLists)
        .values({ ...ownedBy(ownerId), name: 'Merge keeps membership' })
        .returning();
      await t.db.insert(leadListMembers).values([{ listId: list.id, businessId: ids[2] }]);

      const res = await json(
        await t.request('/api/leads/merge', {
          cookie: owner,
          body: { primaryId: ids[0], duplicateIds: [ids[1], ids[2]] },
        }),
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: ids[0],
        businessName: 'Acme',
        tags: ['Hot Lead', 'Follow Up', 'Closed Won'],
        notes: 'Primary note\n\n---\n\nSecond note',
        leadScore: 72,
        lastContactedDate: '2025-02-02',
      });
      expect(
        await t.db
          .select({ id: businessResults.id })
          .from(businessResults)
          .where(inArray(businessResults.id, ids)),
      ).toEqual([{ id: ids[0] }]);
      expect((await rowOf(ids[0])).scoreBreakdown).toEqual({ reputation: 2 });
      const members = await t.db.select().from(leadListMembers).where(eq(leadListMembers.listId, list.id));
      expect(members.map((m) => m.businessId)).toEqual([ids[0]]);
    });

    it('refuses unsaved rows with the spec message and another user’s row as not found, changing nothing', async () => {
      const { ids } = await seedSearch(t.db, ownerId, [{ notes: 'keep me' }, { notes: 'and me' }]);
      const unsaved = await json(
        await t.request('/api/leads/merge', {
          cookie: owner,
          body: { primaryId: ids[0], duplicateIds: ['temp-2'] },
        }),
      );
      expect(unsaved).toEqual({
        status: 400,
        body: { code: 'VALIDATION_ERROR', message: 'Cannot merge unsaved businesses' },
      });
      const foreign = await t.request('/api/leads/merge', {
        cookie: owner,
        body: { primaryId: ids[0], duplicateIds: [ids[1], otherLead] },
      });
      expect(foreign.status).toBe(404);
      expect((await rowOf(ids[0])).notes).toBe('keep me');
      expect(await rowOf(ids[1])).toBeDefined();
      expect(await rowOf(otherLead)).toBeDefined();
    });
  });

  describe('markers (GET /api/leads/markers)', () => {
    it('links a lead to the most recent earlier search that found the same place, and shows lists and contacts of any copy', async () => {
      const day = (n: number) => new Date(Date.UTC(2025, 0, n));
      const oldest = await seedSearch(
        t.db,
        ownerId,
        [{ googlePlaceId: 'place-A', lastContactedDate: '2025-01-02' }],
        { niche: 'dentist', createdAt: day(1) },
      );
      const earlier = await seedSearch(t.db, ownerId, [{ googlePlaceId: 'place-A' }], {
        niche: 'dentist',
        location: 'Dallas, TX',
        createdAt: day(5),
      });
      const current = await seedSearch(
        t.db,
        ownerId,
        [
          { googlePlaceId: 'place-A', country: 'US' },
          { googlePlaceId: 'place-B' },
          { googlePlaceId: 'place-T' },
        ],
        { createdAt: day(9) },
      );
      await seedSearch(t.db, otherId, [{ googlePlaceId: 'place-B' }], { createdAt: day(2) });
      const [list] = await t.db
        .insert(leadLists)
        .values({ ...ownedBy(ownerId), name: 'Warm', color: '#ec4899' })
        .returning();
      await t.db.insert(leadListMembers).values({ listId: list.id, businessId: oldest.ids[0] });

      const res = await json(
        await t.request(`/api/leads/markers?searchId=${current.searchId}`, { cookie: owner }),
      );
      expect(res.status).toBe(200);
      expect(res.body.markers[current.ids[0]]).toEqual({
        country: 'US',
        seenBefore: {
          searchId: earlier.searchId,
          niche: 'dentist',
          location: 'Dallas, TX',
          createdAt: '2025-01-05T00:00:00.000Z',
        },
        lists: [{ id: list.id, name: 'Warm', color: '#ec4899' }],
        lastContactedDate: '2025-01-02',
      });
      expect(res.body.markers[current.ids[1]]).toEqual({
        country: null,
        seenBefore: null,
        lists: [],
        lastContactedDate: null,
      });

      const fromList = await json(await t.request(`/api/leads/markers?listId=${list.id}`, { cookie: owner }));
      expect(Object.keys(fromList.body.markers)).toEqual([oldest.ids[0]]);
      expect(fromList.body.markers[oldest.ids[0]].seenBefore).toBeNull();
    });
  });

  it('keeps every endpoint to the owner’s own leads (404 for another user’s)', async () => {
    const { searchId, ids } = await seedSearch(t.db, ownerId, [
      { businessName: 'Mine', notes: 'mine' },
      { businessName: 'Mine 2' },
    ]);
    const [list] = await t.db
      .insert(leadLists)
      .values({ ...ownedBy(ownerId), name: 'Private' })
      .returning();
    const attempts: [string, string, unknown][] = [
      ['PATCH', `/api/leads/${ids[0]}`, { tags: ['x'], notes: 'stolen' }],
      ['POST', '/api/leads/bulk-tag', { ids: [ids[0]], tags: ['x'] }],
      ['POST', '/api/leads/bulk-delete', { ids: [ids[0]] }],
      ['POST', '/api/leads/merge', { primaryId: ids[0], duplicateIds: [ids[1]] }],
      ['GET', `/api/leads/markers?searchId=${searchId}`, undefined],
      ['GET', `/api/leads/markers?listId=${list.id}`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const res = await t.request(path, { method, cookie: other, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await rowOf(ids[0])).toMatchObject({ notes: 'mine', tags: [] });
    expect(await rowOf(ids[1])).toBeDefined();
    expect(
      (
        await t.request(`/api/leads/not-a-uuid`, {
          method: 'PATCH',
          cookie: owner,
          body: { tags: [], notes: null },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/leads/${ids[0]}`, { method: 'PATCH', body: { tags: [], notes: null } })).status,
    ).toBe(401);
  });
});

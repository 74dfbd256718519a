// engine-sensitive: the read cache (its PGlite-only write epoch)
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchHistory } from '../db/schema';
import { seedSearch, userIdOf } from '../../tests/seed-leads';
import { postgresSkipped, testDbKind } from '../../tests/test-db';
import { createTestApp, type TestApp } from '../../tests/test-app';

type TListed = { searches: { id: string; niche: string }[] } | { id: string; niche: string }[];
const nichesOf = (body: TListed) => (Array.isArray(body) ? body : body.searches).map((s) => s.niche).sort();

describe.skipIf(postgresSkipped())(`signed-in reads after writes on ${testDbKind()}`, () => {
  let t: TestApp;
  let ana: string;
  let ben: string;
  let anaId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ana = await t.signUp('ana-cache@example.com');
    ben = await t.signUp('ben-cache@example.com');
    anaId = await userIdOf(t.db, 'ana-cache@example.com');
  });
  afterAll(async () => t.close());

  const list = async (cookie: string) => {
    const res = await t.request('/api/searches', { cookie });
    expect(res.status).toBe(200);
    return nichesOf((await res.json()) as TListed);
  };

  it('shows every write on the next read, whoever made it, and never another person’s answer', async () => {
    const { searchId } = await seedSearch(t.db, anaId, [{}], { niche: 'roofer' });
    expect(await list(ana)).toEqual(['roofer']);
    expect(await list(ana)).toEqual(['roofer']);
    expect(await list(ben)).toEqual([]);

    await t.db.update(searchHistory).set({ niche: 'plumber' }).where(eq(searchHistory.id, searchId));
    expect(await list(ana)).toEqual(['plumber']);

    await t.db.transaction(async (tx) => {
      await tx.update(searchHistory).set({ niche: 'dentist' }).where(eq(searchHistory.id, searchId));
    });
    expect(await list(ana)).toEqual(['dentist']);

    await t.db.execute(sql`delete from ${searchHistory} where ${searchHistory.id} = ${searchId}`);
    expect(await list(ana)).toEqual([]);
  });

  it.skipIf(testDbKind() !== 'pglite')(
    'answers a repeated read on PGlite without asking the database',
    async () => {
      await seedSearch(t.db, anaId, [{}], { niche: 'electrician' });
      expect(await list(ana)).toEqual(['electrician']);
      const query = vi.spyOn(t.deps.database.pglite!, 'query');
      try {
        expect(await list(ana)).toEqual(['electrician']);
        const searchReads = query.mock.calls.filter(([text]) => /from "search/.test(String(text)));
        expect(searchReads).toEqual([]);
      } finally {
        query.mockRestore();
      }
    },
  );

  it('keeps each API token to its own scopes and counts every read against its rate limit', async () => {
    const tokenWith = async (scopes: string[]) => {
      const res = await t.request('/api/api-tokens', {
        cookie: ana,
        body: { name: scopes.join('+'), scopes },
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { token: string }).token;
    };
    const reader = await tokenWith(['read']);
    const writer = await tokenWith(['write']);
    const read = (token: string) =>
      t.request('/api/v1/searches', { headers: { authorization: `Bearer ${token}` } });
    const first = await read(reader);
    const second = await read(reader);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.text()).toBe(await first.text());
    const remaining = (res: Response) => Number(res.headers.get('ratelimit-remaining'));
    expect(remaining(second)).toBe(remaining(first) - 1);
    expect((await read(writer)).status).toBe(403);
  });

  it.skipIf(testDbKind() !== 'pglite')('moves the write epoch on writes only', async () => {
    const epoch = t.deps.database.writeEpoch!;
    const pglite = t.deps.database.pglite!;
    let before = epoch();
    await pglite.query('select count(*) from search_history');
    expect(epoch()).toBe(before);
    await pglite.query("update search_history set niche = 'x' where niche = 'no such niche'");
    expect(epoch()).toBe(before);
    await pglite.query('select 1 from search_history for update');
    expect(epoch()).toBe(before + 1);
    before = epoch();
    await pglite.query("update search_history set niche = niche where niche = 'electrician'");
    expect(epoch()).toBe(before + 1);
    before = epoch();
    await pglite.exec('select 1');
    expect(epoch()).toBe(before + 1);
  });
});

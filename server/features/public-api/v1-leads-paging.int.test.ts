import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLead } from '@contracts/search';
import { connectMcp } from '../../../tests/mcp-client';
import { seedSearch, subscribe, userIdOf } from '../../../tests/seed-leads';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { encodeCursor } from './v1-router';

type TPage = { data: TLead[]; total: number; nextCursor: string | null };

/** `/api/v1/leads` and `filter_leads` read on by keyset cursors (decision 146), and refuse bad ones with a 400. */
describe.skipIf(postgresSkipped())(`the team's leads page by page through the API on ${testDbKind()}`, () => {
  let t: TestApp;
  let token: string;
  let cookie: string;
  let searchId: string;
  const names = (leads: TLead[]) => leads.map((lead) => lead.businessName);
  // Scores with ties and gaps; names that sort by their numbers ("Unit 9" before "Unit 10").
  const SCORES = [50, 80, null, 50, 95, 20, 50, null, 80, 65, 10, 50, 35];
  const scoresHighToLow = [...SCORES].sort((a, b) => (b ?? -1) - (a ?? -1));

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.signUp('pages@example.com');
    const userId = await userIdOf(t.db, 'pages@example.com');
    await subscribe(t.db, userId);
    ({ searchId } = await seedSearch(
      t.db,
      userId,
      SCORES.map((leadScore, i) => ({ businessName: `Unit ${i + 1}`, leadScore })),
    ));
    const made = await t.request('/api/api-tokens', { cookie, body: { name: 'Pages', scopes: ['read'] } });
    token = ((await made.json()) as { token: string }).token;
  });
  afterAll(async () => t?.close());

  const v1 = async (query: string) =>
    t.request(`/api/v1/leads?${query}`, { headers: { authorization: `Bearer ${token}` } });
  async function readAll(query: string, limit: number, total = SCORES.length) {
    const seen: TLead[] = [];
    let cursor: string | null = null;
    do {
      const res = await v1(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as TPage;
      expect(page.total).toBe(total);
      seen.push(...page.data);
      cursor = page.nextCursor;
    } while (cursor !== null);
    return seen;
  }

  it('reads every lead once, in the sort, by nextCursor; the last page says null', async () => {
    const all = await readAll('sort=businessName&dir=asc', 4);
    expect(names(all)).toEqual(SCORES.map((_, i) => `Unit ${i + 1}`));
    const down = await readAll('sort=businessName&dir=desc', 5);
    expect(names(down)).toEqual(SCORES.map((_, i) => `Unit ${SCORES.length - i}`));
    // Score high to low, missing last, ties as the database holds them: the same leads as one page of all.
    const scored = await readAll('sort=leadScore', 3);
    const oneGo = (await (await v1('limit=100')).json()) as TPage;
    expect(scored.map((lead) => lead.id)).toEqual(oneGo.data.map((lead) => lead.id));
    expect(scored.map((lead) => lead.leadScore)).toEqual(scoresHighToLow);
  });

  it('reads on from an offset cursor of before, then by keyset', async () => {
    const page = (await (await v1(`limit=4&cursor=${encodeCursor({ offset: 4 })}`)).json()) as TPage;
    const all = (await (await v1('limit=100')).json()) as TPage;
    expect(page.data.map((lead) => lead.id)).toEqual(all.data.slice(4, 8).map((lead) => lead.id));
    const next = (await (await v1(`limit=4&cursor=${page.nextCursor}`)).json()) as TPage;
    expect(next.data.map((lead) => lead.id)).toEqual(all.data.slice(8, 12).map((lead) => lead.id));
  });

  it('refuses a bad cursor, or one of another sort, with a 400 problem that says so', async () => {
    const first = (await (await v1('sort=rating&dir=asc&limit=2')).json()) as TPage;
    const refusals: [string, string][] = [
      ['cursor=%%%', 'cursor is not valid'],
      [
        `cursor=${encodeCursor({ key: 'leadScore', dir: 'desc', value: 'x', id: first.data[0].id })}`,
        'cursor is not valid',
      ],
      [
        `cursor=${encodeCursor({ key: 'businessName', dir: 'asc', value: 'a\u0000', id: first.data[0].id })}`,
        'cursor is not valid',
      ],
      [
        `cursor=${encodeCursor({ key: 'rating', dir: 'asc', value: 1, id: 'not-an-id' })}`,
        'cursor is not valid',
      ],
      [`cursor=${'A'.repeat(4001)}`, 'cursor'],
      [`sort=rating&dir=desc&cursor=${first.nextCursor}`, 'cursor belongs to the sort rating asc'],
      [`cursor=${first.nextCursor}`, 'cursor belongs to the sort rating asc'],
    ];
    for (const [query, message] of refusals) {
      const res = await v1(query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      const problem = (await res.json()) as { code: string; detail: string };
      expect(problem.code).toBe('VALIDATION_ERROR');
      expect(problem.detail).toContain(message);
    }
  });

  it('filter_leads answers nextCursor and reads on with it', async () => {
    const mcp = await connectMcp(t, token);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const answer = await mcp.call('filter_leads', {
        filters: { minLeadScore: 50 },
        sort: 'businessName',
        dir: 'asc',
        limit: 2,
        ...(cursor ? { cursor } : {}),
      });
      expect(answer.isError).toBe(false);
      const page = JSON.parse(answer.text) as { leads: TLead[]; total: number; nextCursor: string | null };
      expect(page.total).toBe(SCORES.filter((score) => score !== null && score >= 50).length);
      seen.push(...names(page.leads));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(['Unit 1', 'Unit 2', 'Unit 4', 'Unit 5', 'Unit 7', 'Unit 9', 'Unit 10', 'Unit 12']);
    const refused = await mcp.call('filter_leads', { cursor: '%%%' });
    expect(refused).toMatchObject({ isError: true });
    expect(refused.text).toContain('cursor is not valid');
    await mcp.close();
  });

  it('exports a search through the same filters and sort as its pages, and refuses one they leave empty', async () => {
    const exported = async (filters: object) =>
      t.request('/api/exports', {
        cookie,
        body: { source: { kind: 'search', searchId }, filters, sort: { key: 'businessName', dir: 'desc' } },
      });
    const csv = await (await exported({ minLeadScore: 50 })).text();
    const rows = csv.trim().split('\n').slice(1);
    const pages = await readAll('minLeadScore=50&sort=businessName&dir=desc', 3, 8);
    expect(rows.map((row) => row.split(',')[0])).toEqual(names(pages).map((name) => `"${name}"`));
    expect(await (await exported({ minLeadScore: 100 })).json()).toEqual({
      code: 'NO_BUSINESSES_TO_EXPORT',
      message: 'No businesses to export',
    });
  });
});

// engine-sensitive: exports (large reads through each engine's driver)
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '@contracts/leads';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { personalTeamSql, seedSearch, subscribe, userIdOf } from '../../../tests/seed-leads';
import { usageThisMonth } from '../usage/usage-counter';
import { EXPORT_PAGE_SIZE } from './export-leads';
import { FIXTURE, FIXTURE_CSV } from './export-fixture';

describe.skipIf(postgresSkipped())(`exports on ${testDbKind()}`, () => {
  let t: TestApp;
  let owner: string;
  let ownerId: string;
  let other: string;
  let fixtureSearch: { searchId: string; ids: string[] };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp('owner@example.com'); // the first account is an admin: may always export
    other = await t.signUp('other@example.com');
    ownerId = await userIdOf(t.db, 'owner@example.com');
    fixtureSearch = await seedSearch(t.db, ownerId, FIXTURE, { niche: 'cafe', location: 'Austin, TX' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const exportRequest = (body: unknown, cookie = owner) => t.request('/api/exports', { cookie, body });

  it('writes the spec CSV byte for byte, in the order given, named after the search with the date', async () => {
    const before = await usageThisMonth(t.db, ownerId, 'export');
    const res = await exportRequest({
      source: { kind: 'search', searchId: fixtureSearch.searchId },
      ids: fixtureSearch.ids,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const date = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toContain(
      `filename="cafe - Austin, TX - leads-${date}.csv"`,
    );
    expect(Buffer.from(await res.arrayBuffer()).toString('utf8')).toBe(FIXTURE_CSV);
    expect(await usageThisMonth(t.db, ownerId, 'export')).toBe(before + 1);

    const reversed = await exportRequest({
      source: { kind: 'selection' },
      ids: [...fixtureSearch.ids].reverse(),
    });
    const lines = (await reversed.text()).split('\n');
    expect(lines[1]).toMatch(/^"'=HYPERLINK/);
  });

  it('adds a UTF-8 BOM when asked', async () => {
    const res = await exportRequest({ source: { kind: 'selection' }, ids: fixtureSearch.ids, bom: true });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(FIXTURE_CSV);
  });

  it('writes an XLSX that opens with the same cells', async () => {
    const res = await exportRequest({
      source: { kind: 'search', searchId: fixtureSearch.searchId },
      ids: fixtureSearch.ids,
      format: 'xlsx',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).toMatch(/leads-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const rows = await readSheet(Buffer.from(await res.arrayBuffer()));
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows[1]).toEqual([
      'Joe\'s "Best" Café, LLC',
      '+1 512-555-0100',
      'https://joes.example',
      '12 Main St, Austin, TX 78701',
      'Austin',
      'TX',
      '78701',
      4.5,
      120,
      82,
      'Hot Lead; Follow Up',
      'Called; left voicemail;\nwill retry',
    ]);
    // The same cells as the CSV: every CSV field equals the spreadsheet cell printed as text.
    const csvFields = FIXTURE_CSV.split('\n')[1]
      .slice(1, -1)
      .split('","')
      .map((f) => f.replace(/""/g, '"'));
    const xlsxFields = rows[1].map((c) => (c === null ? '' : String(c)));
    expect(xlsxFields.slice(0, 11)).toEqual(csvFields.slice(0, 11));
    expect(rows[2][0]).toBe('\'=HYPERLINK("http://evil")');
    expect(rows[2].slice(1).every((c) => c === null)).toBe(true);
  });

  it('exports a whole list or search through the shared filters and sort, named after the list', async () => {
    const { searchId, ids } = await seedSearch(t.db, ownerId, [
      { businessName: 'Charlie', leadScore: 75 },
      { businessName: 'alpha', leadScore: 90 },
      { businessName: 'Bravo', leadScore: 50 },
      { businessName: 'Delta', leadScore: null },
    ]);
    const list = await (
      await t.request('/api/lists', { cookie: owner, body: { name: 'Hot: Q3', leadIds: ids } })
    ).json();
    const res = await exportRequest({
      source: { kind: 'list', listId: list.id },
      filters: { minLeadScore: 70 },
      sort: { key: 'businessName', dir: 'asc' },
    });
    expect(res.headers.get('content-disposition')).toMatch(
      /filename="Hot- Q3-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.csv"/,
    );
    expect(
      (await res.text())
        .split('\n')
        .slice(1, -1)
        .map((l) => l.split(',')[0]),
    ).toEqual(['"alpha"', '"Charlie"']);

    const bySearch = await exportRequest({ source: { kind: 'search', searchId } });
    expect(
      (await bySearch.text())
        .split('\n')
        .slice(1, -1)
        .map((l) => l.split(',')[0]),
    ).toEqual(['"alpha"', '"Charlie"', '"Bravo"', '"Delta"']);
  });

  it('applies "Exclude chains" and "Include leads without a value" as the table does (issue 32)', async () => {
    const { searchId } = await seedSearch(t.db, ownerId, [
      { businessName: 'Sized', employeeCountEstimate: 8 },
      { businessName: 'Unsized' },
      {
        businessName: 'Chain',
        employeeCountEstimate: 40,
        chain: { kind: 'brand', reason: 'Part of a chain (X)' },
      },
    ]);
    const names = async (filters: object) =>
      (await (await exportRequest({ source: { kind: 'search', searchId }, filters })).text())
        .split('\n')
        .slice(1, -1)
        .map((l) => l.split(',')[0])
        .sort();
    expect(await names({ minEmployees: 5, excludeChains: true })).toEqual(['"Sized"']);
    expect(await names({ minEmployees: 5, includeMissing: true })).toEqual([
      '"Chain"',
      '"Sized"',
      '"Unsized"',
    ]);
  });

  it('refuses an empty export, a non-subscriber, and anything that is not the user’s', async () => {
    const empty = await seedSearch(t.db, ownerId, []);
    const none = await exportRequest({ source: { kind: 'search', searchId: empty.searchId } });
    expect(await none.json()).toEqual({
      code: 'NO_BUSINESSES_TO_EXPORT',
      message: 'No businesses to export',
    });
    expect((await exportRequest({ source: { kind: 'selection' }, ids: [] })).status).toBe(400);
    const unsaved = await exportRequest({ source: { kind: 'selection' }, ids: ['temp-1'] });
    expect((await unsaved.json()).message).toBe('Only saved businesses can be exported');

    const otherId = await userIdOf(t.db, 'other@example.com');
    const theirs = await seedSearch(t.db, otherId, [{ businessName: 'Theirs' }]);
    const gated = await exportRequest({ source: { kind: 'search', searchId: theirs.searchId } }, other);
    expect(gated.status).toBe(402);

    await subscribe(t.db, otherId);
    const list = await (
      await t.request('/api/lists', { cookie: owner, body: { name: 'Private', leadIds: fixtureSearch.ids } })
    ).json();
    for (const body of [
      { source: { kind: 'search', searchId: fixtureSearch.searchId } },
      { source: { kind: 'list', listId: list.id } },
      { source: { kind: 'selection' }, ids: fixtureSearch.ids },
      { source: { kind: 'search', searchId: theirs.searchId }, ids: fixtureSearch.ids },
    ]) {
      const res = await exportRequest(body, other);
      expect(res.status, JSON.stringify(body.source)).toBe(404);
    }
    expect(
      (await exportRequest({ source: { kind: 'search', searchId: theirs.searchId } }, other)).status,
    ).toBe(200);
  });

  it('streams 100,000 rows page by page without holding them in memory', async () => {
    const { searchId } = await seedSearch(t.db, ownerId, [], { niche: 'bulk' });
    const ROWS = 100_000;
    await t.db.execute(sql`
      insert into business_results (search_id, team_id, position, business_name, phone, city, state, lead_score, rating, review_count, tags, notes)
      select ${searchId}, ${personalTeamSql(ownerId)}, g, 'Business ' || g, '+1 512-555-' || lpad((g % 10000)::text, 4, '0'), 'Austin', 'TX',
             g % 101, 4.5, g, array['Hot Lead', 'Follow Up'], 'Note ' || g || ', ' || repeat('x', 400)
      from generate_series(1, ${ROWS}) g`);

    // Live heap after a full collection: what the export really holds, not garbage waiting to be collected.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const liveHeap = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const baseline = liveHeap();
    const res = await exportRequest({ source: { kind: 'search', searchId } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let bytes = 0;
    let newlines = 0;
    let chunks = 0;
    let peak = 0;
    let head = '';
    let nextSample = ROWS / 10;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      chunks += 1;
      if (head.length < 2000) head += decoder.decode(value, { stream: true });
      for (const byte of value) if (byte === 10) newlines += 1;
      if (newlines >= nextSample) {
        peak = Math.max(peak, liveHeap() - baseline);
        nextSample += ROWS / 5;
      }
    }
    expect(newlines).toBe(ROWS + 1);
    expect(head.split('\n')[1]).toMatch(
      /^"Business \d+","\+1 512-555-\d{4}","","","Austin","TX","","4.5","\d+","100","Hot Lead; Follow Up","Note \d+; x{400}"$/,
    );
    expect(bytes).toBeGreaterThan(ROWS * 450);
    expect(chunks).toBeGreaterThanOrEqual(ROWS / EXPORT_PAGE_SIZE);
    // Holding the rows (or the file) would keep more than `bytes` alive; streaming keeps one page and the ids.
    expect(peak).toBeLessThan(bytes / 3);
  }, 240_000);
});

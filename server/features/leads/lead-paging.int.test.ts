// engine-sensitive: the filters and sorts are SQL whose answer depends on the engine (ICU case mapping, Unicode normalisation, regular expressions, `real` printing, collations)
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_FINDING_IDS, type TLeadAudit } from '@contracts/audit';
import {
  compileFilters,
  SORT_KEYS,
  sortLeads,
  ZLeadFilters,
  type TLeadFilters,
  type TLeadSort,
} from '@contracts/filters';
import { QUICK_TAGS } from '@contracts/leads';
import { seededRandom, type TRandom } from '@fakes/google/seeded-random';
import { businessResults, leadListMembers, leadLists } from '../../db/schema';
import { toLead } from '../search';
import { queryLeads, type TLeadPageCursor } from '.';
import { makeAudit, makeFinding } from '../../../tests/make-audit';
import { ownedBy, personalTeamOf, seedSearch, userIdOf } from '../../../tests/seed-leads';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';

type TLeadRow = Partial<typeof businessResults.$inferInsert>;

const TODAY = '2026-06-15';
const SEED = process.env.LEAD_PAGING_SEED ?? 'lead-paging';

/** Each item kept with probability `p`, in order. */
const some = <T>(r: TRandom, items: readonly T[], p: number): T[] => items.filter(() => r.chance(p));

/** Names that sort alike in different ways: accents, case, padded numbers, scripts whose lower case is special. */
const NAME_PARTS = [
  'Café',
  'cafe',
  'CAFÉ',
  'Zoë',
  'Ωmega',
  'ΟΔΟΣ',
  'οδος',
  'Straße',
  'STRASSE',
  'İzmir',
  'Øre',
  'Ærø',
  'Łódź',
  '日本',
  '😀',
  'a\u0301',
  'Unit',
  'unit',
  'the',
  '',
];
const NUMBERS = ['9', '09', '10', '007', '1234567890123', '0000000000001', '2', '100', 'Ⅻ'];
const TEXTS = [
  null,
  null,
  '',
  ' ',
  '\u00a0',
  '\u2003\u3000',
  '\ufeff',
  '\u180e',
  '\u0085',
  'x',
  ' https://x.example ',
];
const CMS = [null, 'WordPress', 'wordpress', 'WORDPRESS', 'Wix', 'Straße', 'ΟΔΟΣ', 'İ'];
const CHAINS = [
  null,
  null,
  sql`'null'::jsonb`,
  sql`'false'::jsonb`,
  sql`'0'::jsonb`,
  sql`'""'::jsonb`,
  sql`'{}'::jsonb`,
];

function randomName(r: TRandom): string {
  const words = Array.from({ length: r.int(1, 3) }, () =>
    r.chance(0.4) ? r.pick(NUMBERS) : r.pick(NAME_PARTS),
  );
  return words.join(r.pick([' ', ' ', '-', '']));
}

function randomRating(r: TRandom): number | null {
  if (r.chance(0.15)) return null;
  if (r.chance(0.15)) return r.pick([4.1, 0.1, 3.3, 4.9, 1]);
  if (r.chance(0.2)) return r.next() * 5;
  return r.int(10, 50) / 10;
}

/** Audits the contract reads, and shapes it does not (another writer's), each naming findings. */
function randomAudit(r: TRandom): TLeadAudit | null {
  if (r.chance(0.4)) return null;
  const findings = some(r, AUDIT_FINDING_IDS, 0.1).map((id) => makeFinding(id));
  const audit = makeAudit(findings);
  const speed = {
    checkedAt: 'x',
    strategy: 'mobile',
    performance: 50,
    lcpMs: 1,
    cls: 0.1,
    tbtMs: 2,
    field: null,
  };
  const field = { lcpMs: 1, cls: 0.1, inpMs: null, category: 'FAST' };
  const { lcpMs: _lcp, ...speedWithoutLcp } = speed;
  const { field: _field, ...speedWithoutField } = speed;
  const readable: unknown[] = [
    audit,
    { ...audit, pageSpeed: { ...speed, performance: r.pick([null, 0, 100]), field } },
    { ...audit, pageSpeedRefusal: r.pick([null, { checkedAt: 'x', kind: 'quota', message: 'm' }]) },
    { ...audit, extra: 'kept', findings: findings.map((f) => ({ ...f, extra: true })) },
  ];
  const unreadable: unknown[] = [
    [audit],
    { findings: findings.map(({ id }) => ({ id })) },
    { ...audit, url: 7 },
    { ...audit, checkedAt: null },
    ...['none', {}, null].map((value) => ({ ...audit, findings: value })),
    { ...audit, findings: [...findings, { id: 'no_such_finding' }] },
    ...['critical', 'HIGH', 1].map((severity) => ({
      ...audit,
      findings: findings.map((f) => ({ ...f, severity })),
    })),
    { ...audit, findings: findings.map((f) => ({ ...f, id: [f.id] })) },
    { ...audit, findings: findings.map((f) => ({ ...f, evidence: [f.evidence] })) },
    { ...audit, findings: findings.map((f) => ({ ...f, evidence: { url: f.evidence.url } })) },
    ...[[], 'fast'].map((pageSpeed) => ({ ...audit, pageSpeed })),
    ...['50', -1, 101, 50.5].map((performance) => ({ ...audit, pageSpeed: { ...speed, performance } })),
    { ...audit, pageSpeed: { ...speed, strategy: 'tablet' } },
    { ...audit, pageSpeed: speedWithoutLcp },
    { ...audit, pageSpeed: speedWithoutField },
    { ...audit, pageSpeed: { ...speed, cls: '0.1' } },
    ...[[], { ...field, category: 2 }, { lcpMs: 1 }].map((value) => ({
      ...audit,
      pageSpeed: { ...speed, field: value },
    })),
    ...['quota', [], { checkedAt: 'x', kind: 'k', message: 3 }, { kind: 'x' }].map((pageSpeedRefusal) => ({
      ...audit,
      pageSpeedRefusal,
    })),
  ];
  return r.pick(r.chance(0.3) ? readable : unreadable) as TLeadAudit;
}

function randomLead(r: TRandom, people: string[]): TLeadRow {
  const maybe = <T>(value: () => T, p = 0.7) => (r.chance(p) ? value() : null);
  const checks = [
    { email: 'a@x.example', status: 'ok' as const, labels: [], reason: 'MX', checkedAt: TODAY },
    { email: 'b@x.example', status: 'invalid' as const, labels: [], reason: 'no MX', checkedAt: TODAY },
  ];
  return {
    businessName: randomName(r),
    website: r.pick(TEXTS),
    facebookUrl: r.pick(TEXTS),
    instagramUrl: maybe(() => r.pick(TEXTS), 0.2),
    youtubeUrl: maybe(() => r.pick(TEXTS), 0.1),
    rating: randomRating(r),
    reviewCount: maybe(() => r.int(0, 500)),
    leadScore: maybe(() => r.int(0, 20) * 5, 0.85),
    hasChatbot: maybe(() => r.chance(0.5)),
    cmsPlatform: r.pick(CMS),
    tags: some(r, [...QUICK_TAGS, 'hot lead'], 0.2),
    employeeCountEstimate: maybe(() => r.int(1, 60), 0.5),
    revenueEstimateMin: maybe(() => r.int(0, 10) * 100_000, 0.4),
    revenueEstimateMax: maybe(() => r.int(5, 30) * 100_000, 0.4),
    lastContactedDate: maybe(
      () => new Date(Date.parse(TODAY) - r.int(-30, 400) * 86_400_000).toISOString().slice(0, 10),
      0.4,
    ),
    assignedTo: maybe(() => r.pick(people), 0.4),
    chain: r.pick(CHAINS) as never,
    emailChecks: r.pick([null, [], [checks[0]], [checks[1]], checks]),
    audit: randomAudit(r),
  };
}

function randomFilters(r: TRandom): TLeadFilters {
  const set = (p = 0.2) => r.chance(p);
  const raw = {
    minRating: set()
      ? r.pick([4.1, 4, 3.3, 4.05, 4.099999904632568, r.int(0, 50) / 10, r.next() * 5])
      : undefined,
    maxRating: set(0.1) ? r.pick([4.1, 3.3, r.int(0, 50) / 10, r.next() * 5]) : undefined,
    minReviewCount: set(0.15) ? r.int(0, 400) : undefined,
    minLeadScore: set() ? r.int(0, 100) : undefined,
    maxLeadScore: set(0.1) ? r.int(0, 100) : undefined,
    hasWebsite: set() ? r.chance(0.5) : undefined,
    hasSocialMedia: set(0.15) ? r.chance(0.5) : undefined,
    hasChatbot: set(0.15) ? r.chance(0.5) : undefined,
    cmsPlatform: set(0.15)
      ? r.pick(['wordpress', 'WIX', 'strasse', 'straße', 'οδος', 'οδοσ', 'i̇', 'none'])
      : undefined,
    tags: set(0.15) ? some(r, [...QUICK_TAGS, 'hot lead'], 0.3) : undefined,
    minEmployees: set(0.1) ? r.int(0, 60) : undefined,
    maxEmployees: set(0.1) ? r.int(0, 60) : undefined,
    minRevenue: set(0.1) ? r.int(0, 10) * 100_000 : undefined,
    maxRevenue: set(0.1) ? r.int(5, 30) * 100_000 : undefined,
    lastContactedDaysAgo: set(0.15) ? r.int(0, 400) : undefined,
    assigned: set(0.15) ? r.pick(['me', 'unassigned'] as const) : undefined,
    excludeChains: set(0.15) ? r.chance(0.7) : undefined,
    includeMissing: set(0.3) ? r.chance(0.7) : undefined,
    hasMailableEmail: set(0.15) ? r.chance(0.5) : undefined,
    auditFindings: set(0.2) ? some(r, AUDIT_FINDING_IDS, 0.15) : undefined,
  };
  return ZLeadFilters.parse(raw);
}

describe.skipIf(postgresSkipped())(`the team's leads paged by the database on ${testDbKind()}`, () => {
  let t: TestApp;
  let me: string;
  let teamId: string;
  let searchIds: string[];
  let listId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.signUp('pager@example.com');
    await t.signUp('colleague@example.com');
    await t.signUp('stranger@example.com');
    me = await userIdOf(t.db, 'pager@example.com');
    teamId = await personalTeamOf(t.db, me);
    const people = [me, await userIdOf(t.db, 'colleague@example.com')];
    const r = seededRandom(SEED);
    searchIds = [];
    for (const size of [180, 140, 60]) {
      const { searchId } = await seedSearch(
        t.db,
        me,
        Array.from({ length: size }, () => randomLead(r, people)),
      );
      searchIds.push(searchId);
    }
    // Another team's leads, some in the same shapes: never part of an answer.
    await seedSearch(
      t.db,
      await userIdOf(t.db, 'stranger@example.com'),
      Array.from({ length: 40 }, () => randomLead(r, people)),
    );
    const [list] = await t.db
      .insert(leadLists)
      .values({ ...ownedBy(me), name: 'Some' })
      .returning({ id: leadLists.id });
    listId = list.id;
    const ids = await t.db
      .select({ id: businessResults.id })
      .from(businessResults)
      .where(eq(businessResults.teamId, teamId));
    await t.db
      .insert(leadListMembers)
      .values(ids.filter((_, i) => i % 3 === 0).map(({ id }) => ({ listId, businessId: id })));
  });
  afterAll(async () => t?.close());

  /** What the workspace shows: the rows (in id order) through compileFilters and sortLeads. */
  async function expected(scope: SQL | undefined, filters: TLeadFilters, sort: TLeadSort) {
    const rows = await t.db
      .select()
      .from(businessResults)
      .where(and(eq(businessResults.teamId, teamId), scope))
      .orderBy(asc(businessResults.id));
    const keep = compileFilters(filters, TODAY, me);
    return sortLeads(rows.map(toLead).filter(keep), sort).map((lead) => lead.id);
  }

  /** Every page from the query's cursor (none: the first page) on; each page's total must be `count`. */
  async function pagedByCursor(query: Omit<Parameters<typeof queryLeads>[2], 'offset'>, count: number) {
    const seen: string[] = [];
    let cursor: TLeadPageCursor | undefined = query.cursor;
    for (let pages = 0; pages <= count + 1; pages++) {
      const page = await queryLeads(t.db, { teamId, userId: me }, { ...query, cursor, offset: 0 });
      expect(page.total).toBe(count);
      seen.push(...page.leads.map((lead) => lead.id));
      if (!page.nextCursor) return seen;
      cursor = page.nextCursor;
    }
    throw new Error('paging did not end');
  }

  it('answers exactly the ids, in exactly the order, of compileFilters + sortLeads, page after page', async () => {
    const r = seededRandom(`${SEED} filters`);
    const scopes = [
      { name: 'team', query: {}, where: undefined },
      {
        name: 'search',
        query: { searchId: searchIds[0] },
        where: eq(businessResults.searchId, searchIds[0]),
      },
      {
        name: 'list',
        query: { listId },
        where: inArray(
          businessResults.id,
          t.db
            .select({ id: leadListMembers.businessId })
            .from(leadListMembers)
            .where(eq(leadListMembers.listId, listId)),
        ),
      },
    ];
    let nonEmpty = 0;
    for (let round = 0; round < 90; round++) {
      const scope = scopes[round % scopes.length];
      const filters = randomFilters(r);
      const sort: TLeadSort = { key: r.pick(SORT_KEYS), dir: r.pick(['asc', 'desc'] as const) };
      const want = await expected(scope.where, filters, sort);
      if (want.length > 0) nonEmpty += 1;
      const query = { ...scope.query, filters, sort, today: TODAY, limit: r.int(1, 60) };
      const context = JSON.stringify({ round, scope: scope.name, filters, sort, limit: query.limit });
      expect(await pagedByCursor(query, want.length), context).toEqual(want);
      const offset = r.int(0, want.length);
      const byOffset = await queryLeads(t.db, { teamId, userId: me }, { ...query, offset });
      expect(
        byOffset.leads.map((lead) => lead.id),
        context,
      ).toEqual(want.slice(offset, offset + query.limit));
      expect(byOffset.nextOffset, context).toBe(
        offset + query.limit < want.length ? offset + query.limit : null,
      );
    }
    // The random filter sets must not all be empty answers, or the comparison proves little.
    expect(nonEmpty).toBeGreaterThan(45);
  });

  it('pages without repeating or skipping a lead while leads are added and removed between pages', async () => {
    const sort: TLeadSort = { key: 'leadScore', dir: 'desc' };
    const query = { searchId: searchIds[2], filters: {}, sort, today: TODAY, limit: 10 };
    const first = await queryLeads(t.db, { teamId, userId: me }, { ...query, offset: 0 });
    const shown = first.leads.map((lead) => lead.id);
    const rest = (await expected(eq(businessResults.searchId, searchIds[2]), {}, sort)).slice(10);
    // One lead on the first page goes, one of the rest goes, a new best lead arrives (before the cursor).
    await t.db.delete(businessResults).where(inArray(businessResults.id, [shown[3], rest[5]]));
    await t.db.insert(businessResults).values({
      teamId,
      searchId: searchIds[2],
      businessName: 'Newcomer',
      leadScore: 1000,
    });
    const after = await pagedByCursor({ ...query, cursor: first.nextCursor! }, 60 - 2 + 1);
    expect(after).toEqual(rest.filter((id) => id !== rest[5]));
  });
});

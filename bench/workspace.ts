/**
 * `npm run bench:workspace` — the lead workspace's speed goals:
 * 1. filter + sort of 10,000 leads with the shared functions the browser runs (contracts/filters.ts), target ≤ 50 ms;
 * 2. a server CSV export of 100,000 rows through the real app (POST /api/exports), target ≤ 3 s with flat memory;
 * 3. a filtered, sorted page of 50 of a team's 50,000 leads served by the database (issue 33 §5, decision 146):
 *    GET /api/v1/leads with an API token over HTTP, first pages and deep cursor pages, p95 ≤ 150 ms on PGlite and
 *    ≤ 50 ms on PostgreSQL;
 * each server part on the embedded database (PGlite, the `npm start` default) and on PostgreSQL when one answers at
 * TEST_POSTGRES_URL (default postgresql://postgres@127.0.0.1:5432/test).
 * The browser part runs on Node's V8 (the same engine as Chromium); the app runs in this process.
 *
 * `-- --export-only` runs part 2 only, `-- --pages-only` part 3 only; BENCH_PAGE_RUNS (default 40) sets how many
 * times each page of part 3 is read.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { compileFilters, FILTER_PRESETS, localToday, sortLeads, type TLeadFilters } from '@contracts/filters';
import { QUICK_TAGS } from '@contracts/leads';
import { findDuplicateGroups } from '@web/features/workspace/lib/duplicates';
import type { TLead } from '@contracts/search';
import { createApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createDeps } from '@server/create-deps';
import { openDatabase, openPglite, openPostgres, type Database } from '@server/db/client';
import { startPgliteAutovacuum } from '@server/db/pglite-autovacuum';
import { searchHistory, user } from '@server/db/schema';
import { encodeCursor } from '@server/features/public-api/v1-router';
import { makeLead } from '../tests/make-lead';
import { ownedBy, personalTeamOf } from '../tests/seed-leads';
import {
  createDatabaseFromTemplate,
  createPostgresTemplate,
  dropRunDatabases,
  postgresAdminUrl,
} from '../tests/postgres-admin';
import { seedWorkspaceLeads } from './seed-workspace-leads';

process.env.LOG_LEVEL = 'silent';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

// ------------------------------------------------------------------------------------------ 1. browser
function seededRandom(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

function tenThousandLeads(): TLead[] {
  const random = seededRandom(42);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  return Array.from({ length: 10_000 }, (_, i) =>
    makeLead({
      businessName: `${pick(['Acme', 'Bright', 'Keystone', 'Premier', 'Summit', 'Lone Star'])} ${pick(['Dental', 'Roofing', 'Plumbing', 'Law'])} ${i}`,
      phone: `(512) 555-${String(i % 10_000).padStart(4, '0')}`,
      website: random() < 0.8 ? `https://site-${i}.example` : null,
      address: `${i} Main St, Austin, TX 78701`,
      city: 'Austin',
      state: 'TX',
      googlePlaceId: `place-${i}`,
      rating: random() < 0.9 ? Math.round(random() * 50) / 10 : null,
      reviewCount: random() < 0.9 ? Math.floor(random() * 2000) : null,
      leadScore: random() < 0.95 ? Math.floor(random() * 101) : null,
      hasChatbot: random() < 0.7 ? random() < 0.3 : null,
      cmsPlatform: pick(['WordPress', 'Wix', 'Squarespace', null]),
      facebookUrl: random() < 0.5 ? 'https://facebook.com/x' : null,
      tags: random() < 0.3 ? [pick(QUICK_TAGS)] : [],
      lastContactedDate:
        random() < 0.2 ? `2025-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}` : null,
    }),
  );
}

function benchFilterSort() {
  const leads = tenThousandLeads();
  const today = localToday();
  const views: { name: string; filters: TLeadFilters }[] = [
    { name: 'no filter', filters: {} },
    ...FILTER_PRESETS.map((p) => ({ name: `preset ${p.id}`, filters: p.filters as TLeadFilters })),
    {
      name: 'panel: rating, reviews, website, social, CMS, tags',
      filters: {
        minRating: 3.5,
        minReviewCount: 20,
        hasWebsite: true,
        hasSocialMedia: true,
        tags: ['Hot Lead', 'Follow Up'],
      },
    },
  ];
  console.log('\n1. Filter + sort of 10,000 leads (contracts/filters.ts, as the browser runs it)');
  for (const sortKey of ['leadScore', 'businessName'] as const) {
    for (const view of views) {
      const times: number[] = [];
      let shown = 0;
      for (let run = 0; run < 60; run++) {
        const t0 = performance.now();
        const keep = compileFilters(view.filters, today);
        const result = sortLeads(leads.filter(keep), {
          key: sortKey,
          dir: sortKey === 'businessName' ? 'asc' : 'desc',
        });
        times.push(performance.now() - t0);
        shown = result.length;
      }
      const warm = times.slice(10);
      console.log(
        `   sort ${sortKey.padEnd(12)} ${view.name.padEnd(52)} ${String(shown).padStart(5)} shown  median ${ms(median(warm))}  p95 ${ms(p95(warm))}`,
      );
    }
  }
  const t0 = performance.now();
  const groups = findDuplicateGroups(leads);
  const cold = performance.now() - t0;
  const t1 = performance.now();
  findDuplicateGroups(leads);
  console.log(
    `   duplicate detection (libphonenumber-js): first ${ms(cold)}, again ${ms(performance.now() - t1)} (${groups.length} groups)`,
  );
}

// ------------------------------------------------------------------------------------------ 2. server export
/** The real app on `database` and a signed-in owner (sign-up mails a verification link and does not sign in). */
async function signedInApp(database: Database) {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'leadscout-bench-ws-')),
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  });
  const deps = await createDeps(config, {
    database,
    enrichLead: async () => ({ enrichmentStatus: 'skipped' }),
  });
  const app = createApp(deps);
  const origin = 'http://localhost:3000';
  await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password', name: 'Bench' }),
  });
  const signIn = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .find((c) => c.startsWith('better-auth.session_token='))!
    .split(';')[0];
  const [owner] = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, 'bench@example.com'));
  const close = async () => {
    await deps.boss.stop({ graceful: false, close: true });
    await database.close();
  };
  return { deps, app, origin, cookie, ownerId: owner.id, close };
}

async function benchExport(label: string, database: Database, rows: number) {
  const { deps, app, origin, cookie, ownerId, close } = await signedInApp(database);
  const [search] = await deps.db
    .insert(searchHistory)
    .values({ ...ownedBy(ownerId), niche: 'bench', location: 'Austin, TX', status: 'completed' })
    .returning();
  await deps.db.execute(sql`
    insert into business_results (search_id, team_id, position, business_name, phone, website, address, city, state, zip_code,
                                  rating, review_count, lead_score, tags, notes)
    select ${search.id}, ${search.teamId}, g, 'Business ' || g, '+1 512-555-' || lpad((g % 10000)::text, 4, '0'),
           'https://site-' || g || '.example', g || ' Main St, Austin, TX 78701', 'Austin', 'TX', '78701',
           4.5, g % 3000, g % 101, array['Hot Lead', 'Follow Up'], 'Called, left a voicemail; try again next week'
    from generate_series(1, ${rows}) g`);

  global.gc?.();
  const rssBefore = process.memoryUsage.rss();
  let peakRss = rssBefore;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 20);
  const t0 = performance.now();
  const res = await app.request('/api/exports', {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ source: { kind: 'search', searchId: search.id } }),
  });
  if (res.status !== 200) throw new Error(`export failed: ${res.status} ${await res.text()}`);
  const firstByteMs = performance.now() - t0;
  let bytes = 0;
  let lines = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  console.log(
    `   ${label.padEnd(10)} ${String(lines - 1).padStart(7)} rows  ${(bytes / 1e6).toFixed(1)} MB CSV  ` +
      `first byte ${ms(firstByteMs)}  total ${seconds.toFixed(2)} s  ` +
      `RSS before ${mb(rssBefore)}, peak ${mb(peakRss)} (+${mb(peakRss - rssBefore)})`,
  );
  await close();
}

// ------------------------------------------------------------------------------------------ 3. server pages
const TEAM_LEADS = 50_000;
const OTHER_TEAM_LEADS = 5_000;
const PAGE = 50;
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 40);
const PAGE_GOAL_MS = { PGlite: 150, PostgreSQL: 50 } as const;

/** Filter sets a user opens on a big workspace: the presets, the panel, tags with assignment, the audit. */
const PAGE_VIEWS: { name: string; query: string }[] = [
  { name: 'all, score high to low', query: '' },
  { name: 'High-Value Leads (score ≥ 70)', query: 'minLeadScore=70' },
  { name: 'Missing Chatbot', query: 'hasChatbot=false&minLeadScore=60' },
  { name: 'Great Reputation, Weak Website, by rating', query: 'minRating=4.5&maxLeadScore=50&sort=rating' },
  { name: 'Not Contacted 30+ Days', query: 'lastContactedDaysAgo=30' },
  {
    name: 'website, social, WordPress, 20+ reviews, A→Z',
    query:
      'hasWebsite=true&hasSocialMedia=true&cmsPlatform=WordPress&minReviewCount=20&sort=businessName&dir=asc',
  },
  { name: 'Hot Lead, assigned to me, Z→A', query: 'tags=Hot%20Lead&assigned=me&sort=businessName&dir=desc' },
  {
    name: 'audit findings, mailable email',
    query: 'auditFindings=no_viewport,tls_expired&hasMailableEmail=true',
  },
];

async function benchPages(label: keyof typeof PAGE_GOAL_MS, database: Database) {
  const { deps, app, origin, cookie, ownerId, close } = await signedInApp(database);
  const made = await app.request('/api/api-tokens', {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', scopes: ['read'] }),
  });
  const { token } = (await made.json()) as { token: string };
  const seedStart = performance.now();
  const teamId = await personalTeamOf(deps.db, ownerId);
  const { searchIds } = await seedWorkspaceLeads(
    deps.db,
    { teamId, userId: ownerId },
    TEAM_LEADS,
    'bench team',
  );
  await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'other@example.com', password: 'bench-password', name: 'Other' }),
  });
  const [other] = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, 'other@example.com'));
  const otherTeam = { teamId: await personalTeamOf(deps.db, other.id), userId: other.id };
  await seedWorkspaceLeads(deps.db, otherTeam, OTHER_TEAM_LEADS, 'bench other team');
  const seedMs = performance.now() - seedStart;
  // What runs within a minute of such a change: the app's own autovacuum on PGlite, PostgreSQL's autovacuum.
  if (database.pglite) {
    const autovacuum = startPgliteAutovacuum(database.pglite);
    await autovacuum.runNow();
    await autovacuum.stop();
  } else await deps.db.execute(sql`vacuum analyze business_results`);
  console.log(
    `   ${label}: ${TEAM_LEADS.toLocaleString('en-US')} leads of the team + ${OTHER_TEAM_LEADS.toLocaleString('en-US')} of another seeded in ${(seedMs / 1000).toFixed(1)} s`,
  );

  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  let requests = 0;
  /** One GET over HTTP; each URL differs (an ignored parameter), so the embedded read cache never answers. */
  async function read(query: string) {
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/leads?${query}&_=${requests++}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { data: { id: string }[]; total: number; nextCursor: string | null };
    if (res.status !== 200)
      throw new Error(`GET /api/v1/leads?${query}: ${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - t0, body };
  }
  async function measure(query: string) {
    for (let i = 0; i < 3; i++) await read(query);
    const times: number[] = [];
    for (let i = 0; i < PAGE_RUNS; i++) times.push((await read(query)).ms);
    return times;
  }

  const all: number[] = [];
  const views = [
    ...PAGE_VIEWS,
    { name: 'one search (a sweep part of 100)', query: `searchId=${searchIds[7]}` },
  ];
  for (const view of views) {
    const query = `${view.query}${view.query ? '&' : ''}limit=${PAGE}`;
    const first = await measure(query);
    const { body } = await read(query);
    // A cursor nine tenths of the way down: the row there read once by offset, its nextCursor kept.
    const deepAt = Math.floor(body.total * 0.9);
    const there = await read(`${view.query}&limit=1&cursor=${encodeCursor({ offset: deepAt })}`);
    const deep = there.body.nextCursor ? await measure(`${query}&cursor=${there.body.nextCursor}`) : [];
    all.push(...first, ...deep);
    console.log(
      `   ${view.name.padEnd(46)} ${String(body.total).padStart(6)} leads  first page p50 ${ms(median(first))} p95 ${ms(p95(first))}` +
        (deep.length
          ? `   page at ${String(deepAt).padStart(5)}: p50 ${ms(median(deep))} p95 ${ms(p95(deep))}`
          : ''),
    );
  }
  const goal = PAGE_GOAL_MS[label];
  console.log(
    `   ${label} all pages: p50 ${ms(median(all))}, p95 ${ms(p95(all))} (goal ≤ ${goal} ms: ${p95(all) <= goal ? 'met' : 'NOT met'})`,
  );
  server.close();
  await close();
}

let postgresTemplate: Promise<string> | undefined;
/** A fresh PostgreSQL database (from one migrated template per run), or null when none answers. */
async function openBenchPostgres(): Promise<Database | null> {
  try {
    postgresTemplate ??= createPostgresTemplate(postgresAdminUrl());
    return await openPostgres(await createDatabaseFromTemplate(postgresAdminUrl(), await postgresTemplate));
  } catch (error) {
    console.log(`   PostgreSQL skipped: ${(error as Error).message}`);
    return null;
  }
}

const exportOnly = process.argv.includes('--export-only');
const pagesOnly = process.argv.includes('--pages-only');
// `npm run bench:workspace -- --export-only` skips parts 1 and 3, `-- --pages-only` parts 1 and 2.
if (!exportOnly && !pagesOnly) benchFilterSort();

if (!pagesOnly) {
  console.log('\n2. Server CSV export (POST /api/exports, streamed page by page)');
  for (const rows of [10_000, 100_000]) await benchExport('PGlite', await openPglite(), rows);
  const postgres = await openBenchPostgres();
  if (postgres) await benchExport('PostgreSQL', postgres, 100_000);
}
if (!exportOnly) {
  console.log(
    `\n3. A page of ${PAGE} of the team's ${TEAM_LEADS.toLocaleString('en-US')} leads (GET /api/v1/leads over HTTP, ${PAGE_RUNS} reads each)`,
  );
  // The embedded database as `npm start` opens it: in a data directory, with its autovacuum.
  await benchPages(
    'PGlite',
    await openDatabase({ DATA_DIR: mkdtempSync(join(tmpdir(), 'leadscout-bench-pages-')) }),
  );
  const postgres = await openBenchPostgres();
  if (postgres) await benchPages('PostgreSQL', postgres);
}
await dropRunDatabases(postgresAdminUrl()).catch(() => undefined);
process.exit(0);

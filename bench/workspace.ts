/**
 * `npm run bench:workspace` — the lead workspace's two speed goals:
 * 1. filter + sort of 10,000 leads with the shared functions the browser runs (contracts/filters.ts), target ≤ 50 ms;
 * 2. a server CSV export of 100,000 rows through the real app (POST /api/exports), target ≤ 3 s with flat memory,
 *    on the embedded database (PGlite, the `npm start` default) and on PostgreSQL when one answers at
 *    TEST_POSTGRES_URL (default postgresql://postgres@127.0.0.1:5432/test).
 * The browser part runs on Node's V8 (the same engine as Chromium); the app runs in this process.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { compileFilters, FILTER_PRESETS, localToday, sortLeads, type TLeadFilters } from '@contracts/filters';
import { QUICK_TAGS } from '@contracts/leads';
import { findDuplicateGroups } from '@web/features/workspace/lib/duplicates';
import type { TLead } from '@contracts/search';
import { createApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createDeps } from '@server/create-deps';
import { openPglite, openPostgres, type Database } from '@server/db/client';
import { searchHistory, user } from '@server/db/schema';
import { makeLead } from '../tests/make-lead';
import { ownedBy } from '../tests/seed-leads';
import {
  createPostgresTemplate,
  databaseUrl,
  dropRunDatabases,
  postgresAdminUrl,
} from '../tests/postgres-admin';

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
async function benchExport(label: string, database: Database, rows: number) {
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
  // Sign-up mails a verification link and does not sign in (decision 098).
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
  const [search] = await deps.db
    .insert(searchHistory)
    .values({ ...ownedBy(owner.id), niche: 'bench', location: 'Austin, TX', status: 'completed' })
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
  await deps.boss.stop({ graceful: false, close: true });
  await database.close();
}

// `npm run bench:workspace -- --export-only` skips part 1.
if (!process.argv.includes('--export-only')) benchFilterSort();

console.log('\n2. Server CSV export (POST /api/exports, streamed page by page)');
for (const rows of [10_000, 100_000]) await benchExport('PGlite', await openPglite(), rows);
let postgres: Database | null = null;
try {
  postgres = await openPostgres(
    databaseUrl(postgresAdminUrl(), await createPostgresTemplate(postgresAdminUrl())),
  );
} catch (error) {
  console.log(`   PostgreSQL skipped: ${(error as Error).message}`);
}
if (postgres) {
  await benchExport('PostgreSQL', postgres, 100_000);
  await dropRunDatabases(postgresAdminUrl());
}
process.exit(0);

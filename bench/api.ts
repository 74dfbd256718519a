/**
 * `npm run bench:api`: requests per second and p99 latency of signed-in, token-authenticated and public reads, as a
 * new user runs it: the app in its own process (embedded PGlite, then PostgreSQL when reachable), 20 connections
 * from autocannon in this process on the same machine. Goal (issue 21): list ≥ 1,000 req/s with p99 ≤ 50 ms, a
 * 50-lead search result ≥ 500 req/s; (issue 24) an API token's leads read ≥ 1,000 req/s with p99 ≤ 50 ms, under
 * the token's default rate limit; on both databases.
 *
 * BENCH_SECONDS (default 8) sets each route's run; BENCH_DB=pglite|postgres runs one database only.
 *
 * `--during-search` (issue 31): p99 of `GET /api/searches` while a 50-lead search runs with the browser pass (goal
 * ≤ 50 ms): the app on the search benchmarks' fakes and latency (bench/search-rig.ts, embedded PGlite), the browser
 * pass as the product starts it (CHROMIUM_PATH, BROWSER_POOL_SIZE, …), one search of 50 started, and the route
 * measured from then for BENCH_DURING_SECONDS (default 30; the first pass and most of the deep pass).
 * BENCH_PORT (default 3945) is the app's port in that mode.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { createApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createDeps } from '@server/create-deps';
import { startBrowserPass } from '@server/features/enrichment';
import {
  createDatabaseFromTemplate,
  databaseUrl,
  dropDatabase,
  postgresAdminUrl,
} from '../tests/postgres-admin';
import { seedSearch, userIdOf } from '../tests/seed-leads';
import { startSearchRig } from './search-rig';

type TReady = { port: number; cookie: string; searchId: string; token: string };
const ORIGIN = 'http://localhost:3000';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const DURING_SECONDS = Number(process.env.BENCH_DURING_SECONDS ?? 30);
const SEARCH_PORT = Number(process.env.BENCH_PORT ?? 3945);
const SEARCH_APP = `http://localhost:${SEARCH_PORT}`;

/** The child: the app on `databaseUrl` (or PGlite), one user with a 50-lead search; reports the port. */
async function serveApp(url: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), 'leadscout-bench-api-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const deps = await createDeps(config, { enrichLead: async () => ({ enrichmentStatus: 'skipped' }) });
  const app = createApp(deps);
  await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-1', name: 'Bench' }),
  });
  // Sign-up mails a verification link and does not sign in (decision 098).
  const signIn = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-1' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .find((c) => c.startsWith('better-auth.session_token='))!
    .split(';')[0];
  const userId = await userIdOf(deps.db, 'bench@example.com');
  for (let i = 0; i < 10; i++) await seedSearch(deps.db, userId, [{}], { niche: `niche ${i}` });
  const leads = Array.from({ length: 50 }, (_, i) => ({
    businessName: `Business ${i + 1}`,
    phone: `+1 512-555-${String(1000 + i)}`,
    website: `https://site-${i}.example`,
    address: `${i} Main St, Austin, TX 78701`,
    city: 'Austin',
    state: 'TX',
    rating: 4.5,
    reviewCount: 100 + i,
    leadScore: i * 2,
    emails: [{ email: `info@site-${i}.example`, source: 'site' }],
  }));
  const { searchId } = await seedSearch(deps.db, userId, leads, { niche: 'plumber' });
  const made = await app.request('/api/api-tokens', {
    method: 'POST',
    headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', scopes: ['read'] }),
  });
  const { token } = (await made.json()) as { token: string };
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    process.send!({ port: info.port, cookie, searchId, token } satisfies TReady);
  });
  process.on('disconnect', () => {
    server.close();
    void deps.boss
      .stop({ graceful: false, close: true })
      .then(() => deps.database.close())
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  });
}

/**
 * The child of `--during-search`: the search rig with the browser pass, one signed-in user with a Google key;
 * reports the port and the session.
 */
async function serveSearch() {
  const config = {
    ...loadConfig({ ...process.env, CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true' }),
    APP_URL: SEARCH_APP,
  };
  const pass = await startBrowserPass(config, { info: () => undefined, warn: (line) => console.error(line) });
  if (!pass) throw new Error('--during-search needs the browser pass (see the line above)');
  const rig = await startSearchRig({ port: SEARCH_PORT, upgradePage: pass.upgradePage });
  const call = (path: string, body: unknown, cookie = '', method = 'POST') =>
    fetch(`${SEARCH_APP}${path}`, {
      method,
      headers: { origin: SEARCH_APP, 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  const user = { email: 'bench@example.com', password: 'bench-password-1' };
  await call('/api/auth/sign-up/email', { ...user, name: 'Bench' });
  const cookie = (await call('/api/auth/sign-in/email', user)).headers
    .getSetCookie()
    .find((c) => c.startsWith('better-auth.session_token='))!
    .split(';')[0];
  await call('/api/api-keys/google', { apiKey: 'BENCH-KEY-0000' }, cookie, 'PUT');
  process.send!({ port: SEARCH_PORT, cookie, searchId: '', token: '' } satisfies TReady);
  process.on('disconnect', () => {
    void Promise.all([rig.close(), pass.close()]).finally(() => process.exit(0));
  });
}

function startChild(args: string[]): Promise<{ child: ChildProcess; ready: TReady }> {
  const child = fork(fileURLToPath(import.meta.url), args, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production' },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as TReady }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function measure(
  label: string,
  url: string,
  auth: Record<string, string> = {},
  seconds = SECONDS,
  beforeRun: () => Promise<void> = async () => undefined,
) {
  const run = (duration: number) =>
    autocannon({
      url,
      connections: 20,
      duration,
      headers: { ...auth, 'accept-encoding': 'gzip' },
    });
  await run(1); // warm-up: JIT, caches, connection pools
  await beforeRun();
  const result = await run(seconds);
  const bad = result.non2xx + result.errors;
  console.log(
    `  ${label.padEnd(30)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms` +
      (bad ? `   (${bad} failed)` : ''),
  );
}

async function benchDatabase(label: string, url: string | undefined) {
  console.log(`\n${label}`);
  const { child, ready } = await startChild(['--serve', url ?? '']);
  const base = `http://127.0.0.1:${ready.port}`;
  try {
    await measure('GET /api/health', `${base}/api/health`);
    const cookie = { cookie: ready.cookie };
    const bearer = { authorization: `Bearer ${ready.token}` };
    await measure('GET /api/me', `${base}/api/me`, cookie);
    await measure('GET /api/searches', `${base}/api/searches`, cookie);
    await measure('GET /api/searches/:id (50)', `${base}/api/searches/${ready.searchId}`, cookie);
    await measure('GET /api/v1/searches (token)', `${base}/api/v1/searches`, bearer);
    const leadsPage = `${base}/api/v1/searches/${ready.searchId}/leads?limit=20`;
    await measure('GET /api/v1/…/leads (20)', leadsPage, bearer);
    // The README's example: the team's leads through the workspace filters.
    await measure(
      'GET /api/v1/leads?filters',
      `${base}/api/v1/leads?minLeadScore=70&hasChatbot=false`,
      bearer,
    );
  } finally {
    child.disconnect();
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** `--during-search`: the searches list while a 50-lead search (first pass, deep pass with the browser) runs. */
async function benchDuringSearch() {
  console.log(`bench:api --during-search — 20 connections, ${DURING_SECONDS} s from the search's start`);
  const { child, ready } = await startChild(['--serve-search']);
  const base = `http://127.0.0.1:${ready.port}`;
  const headers = { origin: SEARCH_APP, 'content-type': 'application/json', cookie: ready.cookie };
  let searchId = '';
  const startSearch = async () => {
    const res = await fetch(`${base}/api/searches`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ niche: 'plumber', location: 'Austin, TX', limit: 50 }),
    });
    searchId = ((await res.json()) as { searchId: string }).searchId;
  };
  try {
    await measure(
      'GET /api/searches (search on)',
      `${base}/api/searches`,
      headers,
      DURING_SECONDS,
      startSearch,
    );
    const { search } = (await (await fetch(`${base}/api/searches/${searchId}`, { headers })).json()) as {
      search: { status: string; resultsCount: number };
    };
    console.log(`  the search after ${DURING_SECONDS} s: ${search.status}, ${search.resultsCount} leads`);
  } finally {
    child.disconnect();
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function postgresTemplate(): Promise<string | undefined> {
  const admin = postgresAdminUrl();
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch (error) {
    console.log(`\nPostgreSQL skipped: ${(error as Error).message} (${admin})`);
    return undefined;
  }
  await client.query('drop database if exists leadscout_bench_api_tpl with (force)');
  await client.query('create database leadscout_bench_api_tpl');
  await client.end();
  return 'leadscout_bench_api_tpl';
}

async function main() {
  console.log(
    `bench:api — 20 connections, ${SECONDS} s per route, ${process.env.BENCH_DB ?? 'both databases'}`,
  );
  const only = process.env.BENCH_DB;
  if (!only || only === 'pglite') await benchDatabase('embedded PGlite', undefined);
  if (!only || only === 'postgres') {
    const template = await postgresTemplate();
    if (template) {
      const admin = postgresAdminUrl();
      const url = await createDatabaseFromTemplate(admin, template);
      try {
        await benchDatabase('PostgreSQL', url);
      } finally {
        await dropDatabase(admin, url);
        await dropDatabase(admin, databaseUrl(admin, template));
      }
    }
  }
}

if (process.argv[2] === '--serve') await serveApp(process.argv[3] || undefined);
else if (process.argv[2] === '--serve-search') await serveSearch();
else if (process.argv.includes('--during-search')) await benchDuringSearch();
else await main();

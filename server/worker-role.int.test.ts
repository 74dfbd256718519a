import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SEARCH_EVENTS, type TLead } from '@contracts/search';
import { fakeSiteWebsites } from '@fakes/google/fake-site-websites';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { startFakeWebsites, type FakeWebsites } from '@fakes/websites/start-fake-websites';
import { openPostgres, type Database } from './db/client';
import { setUserRole } from './features/account/set-user-role';
import { createDatabaseFromTemplate, dropDatabase, postgresAdminUrl } from '../tests/postgres-admin';
import { postgresSkipped, testDbKind } from '../tests/test-db';

const ROOT = new URL('..', import.meta.url).pathname;
/** This helper's port range (3600–3650): the web process and the two workers' health endpoints. */
const PORTS = { web: 3600, worker1: 3601, worker2: 3602 };
const WEB = `http://127.0.0.1:${PORTS.web}`;
const SECRET = 'worker-role-test-secret-worker-role-0001';
/** Enough leads that the kill lands mid-search (their sites answer in 700 ms), few enough to keep the file short. */
const LEADS = 20;

if (testDbKind() === 'pglite')
  console.warn('web and worker processes: skipped on PGlite, which is one process (LEADSCOUT_ROLE=all only)');

type Proc = { child: ChildProcess; output: () => string };

/**
 * Decision 121 as compose.yaml runs it, minus Docker: one `web` process (HTTP, enqueues) and `worker` processes
 * (the queues, a health endpoint) on one PostgreSQL, the fakes standing in for Google and the websites.
 */
describe.skipIf(testDbKind() !== 'postgres' || postgresSkipped())('web and worker roles', () => {
  let google: TFakeGoogle;
  let websites: FakeWebsites;
  let databaseUrl: string;
  let database: Database;
  let dir: string;
  const procs: Proc[] = [];

  const start = async (role: 'web' | 'worker', port: number): Promise<Proc> => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        LOG_LEVEL: 'silent',
        LEADSCOUT_ROLE: role,
        PORT: String(port),
        DATA_DIR: join(dir, `data-${port}`),
        DATABASE_URL: databaseUrl,
        APP_SECRET: SECRET,
        APP_URL: WEB,
        GOOGLE_PLACES_API_BASE_URL: google.url,
        GOOGLE_GEOCODING_API_BASE_URL: google.url,
        PAGESPEED_BASE_URL: google.url,
        CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true',
        // The static deep pass keeps this test light on a shared machine; the browser pass is main.ts's wiring.
        CHROMIUM_PATH: '',
        DEEP_PASS_BUDGET_MS: '3000',
      },
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const proc = { child, output: () => output.slice(-3000) };
    procs.push(proc);
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null || child.signalCode !== null) break;
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return proc;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${role} did not start on ${port}: ${proc.output()}`);
  };
  const ranBy = (proc: Proc) => `${hostname()}:${proc.child.pid}`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'leadscout-roles-'));
    websites = await startFakeWebsites({ latencyMs: 700 });
    google = await startFakeGoogle({
      latencyMs: 100,
      websiteFor: fakeSiteWebsites(new URL(websites.url).port),
    });
    databaseUrl = await createDatabaseFromTemplate(postgresAdminUrl(), inject('postgresTemplate')!);
    database = await openPostgres(databaseUrl);
  }, 60_000);

  afterAll(async () => {
    // A killed child has a signalCode and no exitCode.
    const running = procs
      .map(({ child }) => child)
      .filter((c) => c.exitCode === null && c.signalCode === null);
    const exits = running.map((child) => new Promise((r) => child.once('exit', r)));
    for (const child of running) child.kill('SIGTERM');
    await Promise.all(exits);
    await database?.close();
    if (databaseUrl) await dropDatabase(postgresAdminUrl(), databaseUrl);
    await google?.close();
    await websites?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  let cookie = '';
  const call = async (path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => {
    const res = await fetch(`${WEB}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: WEB, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    if (set) cookie = set.split(';')[0];
    return res;
  };

  it('runs a search queued on the web process in a worker, and a new worker finishes it after a kill', async () => {
    const web = await start('web', PORTS.web);
    const worker1 = await start('worker', PORTS.worker1);
    // A worker answers its health check and nothing else.
    expect(await (await fetch(`http://127.0.0.1:${PORTS.worker1}/api/health`)).json()).toMatchObject({
      ok: true,
      role: 'worker',
    });
    expect((await fetch(`http://127.0.0.1:${PORTS.worker1}/api/me`)).status).toBe(404);

    expect(
      (
        await call('/api/auth/sign-up/email', {
          email: 'roles@example.com',
          password: 'scout-pass-2026',
          name: '',
        })
      ).status,
    ).toBe(200);
    await setUserRole(database.db, { email: 'roles@example.com' }, 'admin');
    expect(
      (await call('/api/auth/sign-in/email', { email: 'roles@example.com', password: 'scout-pass-2026' }))
        .status,
    ).toBe(200);
    expect((await call('/api/api-keys/google', { apiKey: 'ROLES-KEY' }, 'PUT')).status).toBe(200);
    const started = await call('/api/searches', { niche: 'plumber', location: 'Austin, TX', limit: LEADS });
    expect(started.status, await started.clone().text()).toBe(202);
    const { searchId } = (await started.json()) as { searchId: string };

    // The browser's live stream, held by the web process while the workers write the rows.
    const streamed = call(`/api/searches/${searchId}/events`).then((res) => res.text());

    // Kill the worker once some leads are saved and websites are being crawled.
    for (let i = 0; i < 300; i++) {
      const { search } = await (await call(`/api/searches/${searchId}`)).json();
      if (search.resultsCount > 0 && websites.requests.length > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const exited = new Promise((r) => worker1.child.once('exit', r));
    worker1.child.kill('SIGKILL');
    await exited;
    const { search: interrupted } = await (await call(`/api/searches/${searchId}`)).json();
    expect(interrupted.status).not.toBe('completed');
    const worker2 = await start('worker', PORTS.worker2);

    let result: { search: { status: string; resultsCount: number }; leads: TLead[] } | undefined;
    for (let i = 0; i < 1200; i++) {
      result = await (await call(`/api/searches/${searchId}`)).json();
      const settled = result!.leads.every((l) => l.deepStatus !== 'pending' && l.deepStatus !== 'running');
      if (result!.search.status === 'completed' && settled) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(result!.search, worker2.output()).toMatchObject({ status: 'completed', resultsCount: LEADS });
    expect(result!.leads).toHaveLength(LEADS);
    expect(new Set(result!.leads.map((l) => l.googlePlaceId)).size).toBe(LEADS);
    expect(result!.leads.filter((l) => l.enrichmentStatus === 'pending')).toEqual([]);
    expect(result!.leads.filter((l) => l.deepStatus === 'pending' || l.deepStatus === 'running')).toEqual([]);

    // Every job of the search was run by a worker process, never by the web process: the search job's retry
    // by the second worker, and every lead's deep check.
    const { rows: jobs } = await database.pool!.query<{ name: string; state: string; ranBy: string | null }>(
      `select name, state, output->>'ranBy' as "ranBy" from pgboss.job where name in ('search.run', 'lead.deep')`,
    );
    const searchJobs = jobs.filter((job) => job.name === 'search.run');
    expect(searchJobs).toEqual([{ name: 'search.run', state: 'completed', ranBy: ranBy(worker2) }]);
    const deepJobs = jobs.filter((job) => job.name === 'lead.deep');
    expect(deepJobs).toHaveLength(result!.leads.filter((l) => l.deepStatus !== 'skipped').length);
    expect(deepJobs.length).toBeGreaterThan(0);
    for (const job of deepJobs) expect(job).toMatchObject({ state: 'completed', ranBy: ranBy(worker2) });
    expect(jobs.map((job) => job.ranBy)).not.toContain(ranBy(web));

    // The live stream on the web process saw every lead and the end, although another process ran the job.
    const events = await streamed;
    const streamedIds = new Set<string>();
    for (const block of events.split('\n\n')) {
      if (!block.startsWith(`event: ${SEARCH_EVENTS.leads}\n`)) continue;
      const data = block.split('\n').find((line) => line.startsWith('data: '))!;
      for (const lead of JSON.parse(data.slice('data: '.length)) as TLead[]) streamedIds.add(lead.id);
    }
    expect(streamedIds).toEqual(new Set(result!.leads.map((l) => l.id)));
    expect(events).toContain(`event: ${SEARCH_EVENTS.done}`);
  }, 240_000);
});

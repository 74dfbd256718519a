// engine-sensitive: the embedded database reopened after a restart (PGlite only)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSiteWebsites } from '@fakes/google/fake-site-websites';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { startFakeWebsites, type FakeWebsites } from '@fakes/websites/start-fake-websites';
import { testDbKind } from '../../../tests/test-db';

const PORT = 3870 + Math.floor(Math.random() * 100);
const APP = `http://localhost:${PORT}`;

/** The real server as a separate process on the embedded database, killed and started again. */
describe.skipIf(testDbKind() !== 'pglite')('a search survives a server restart', () => {
  let google: TFakeGoogle;
  let websites: FakeWebsites;
  let server: ChildProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'leadscout-restart-'));

  const start = async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(PORT),
        DATA_DIR: dataDir,
        GOOGLE_PLACES_API_BASE_URL: google.url,
        GOOGLE_GEOCODING_API_BASE_URL: google.url,
        PAGESPEED_BASE_URL: google.url,
        CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    for (let i = 0; i < 600; i++) {
      if (
        await fetch(`${APP}/api/health`)
          .then((r) => r.ok)
          .catch(() => false)
      )
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start: ${stderr.slice(-2000)}`);
  };
  const kill = async () => {
    const exited = new Promise((r) => server?.once('exit', r));
    server?.kill('SIGKILL');
    await exited;
  };

  let cookie = '';
  const call = async (path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => {
    const res = await fetch(`${APP}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: APP, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    if (set) cookie = set.split(';')[0];
    return res;
  };

  beforeAll(async () => {
    websites = await startFakeWebsites({ latencyMs: 700 });
    google = await startFakeGoogle({
      latencyMs: 100,
      websiteFor: fakeSiteWebsites(new URL(websites.url).port),
    });
    await start();
  }, 90_000);
  afterAll(async () => {
    await kill();
    await google?.close();
    await websites?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the search after a kill mid-way, with every lead exactly once', async () => {
    await call('/api/auth/sign-up/email', {
      email: 'restart@example.com',
      password: 'scout-pass-2026',
      name: '',
    });
    await call('/api/auth/sign-in/email', { email: 'restart@example.com', password: 'scout-pass-2026' });
    await call('/api/api-keys/google', { apiKey: 'RESTART-KEY' }, 'PUT');
    const { searchId } = await (
      await call('/api/searches', { niche: 'plumber', location: 'Austin, TX', limit: 50 })
    ).json();

    // Kill once some leads are saved but websites are still being crawled.
    for (let i = 0; i < 100; i++) {
      const { search } = await (await call(`/api/searches/${searchId}`)).json();
      if (search.resultsCount > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await kill();
    const before = websites.requests.length;
    await start();

    let body:
      | {
          search: { status: string; resultsCount: number };
          leads: { googlePlaceId: string; enrichmentStatus: string }[];
        }
      | undefined;
    for (let i = 0; i < 300; i++) {
      body = await (await call(`/api/searches/${searchId}`)).json();
      if (body!.search.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(body!.search).toMatchObject({ status: 'completed', resultsCount: 50 });
    expect(new Set(body!.leads.map((l) => l.googlePlaceId)).size).toBe(50);
    expect(body!.leads.some((l) => l.enrichmentStatus === 'pending')).toBe(false);
    expect(websites.requests.length).toBeGreaterThan(before);
  }, 150_000);
});

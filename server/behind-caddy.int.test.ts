import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fakeSiteWebsites } from '@fakes/google/fake-site-websites';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { startFakeWebsites, type FakeWebsites } from '@fakes/websites/start-fake-websites';
import { createDatabaseFromTemplate, dropDatabase, postgresAdminUrl } from '../tests/postgres-admin';
import { postgresSkipped, testDbKind } from '../tests/test-db';

const ROOT = new URL('..', import.meta.url).pathname;

function caddyMissing(): string | undefined {
  try {
    execFileSync('caddy', ['version'], { stdio: 'ignore' });
    return undefined;
  } catch {
    return 'caddy is not installed (apt-get install caddy; .ci/run installs it)';
  }
}

const skipReason =
  testDbKind() !== 'postgres'
    ? undefined // the PGlite project never runs it: one process per embedded database
    : postgresSkipped()
      ? 'PostgreSQL is unavailable'
      : caddyMissing();
if (skipReason) console.warn(`two instances behind Caddy: skipped, ${skipReason}`);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitFor(url: string, what: string) {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not come up at ${url}`);
}

/**
 * What compose.yaml runs, minus Docker: the built server (node dist/server/main.js) twice on one PostgreSQL,
 * behind Debian's Caddy balancing round robin, TRUST_PROXY set to Caddy's address; the fakes stand in for Google
 * and the businesses' websites.
 */
describe.skipIf(testDbKind() !== 'postgres' || !!skipReason)(
  'two instances on one PostgreSQL behind Caddy',
  () => {
    let google: TFakeGoogle;
    let websites: FakeWebsites;
    let databaseUrl: string;
    let dir: string;
    const processes: ChildProcess[] = [];
    const instances: string[] = [];
    let proxy: string;

    beforeAll(async () => {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
        cwd: ROOT,
        stdio: 'ignore',
      });
      dir = mkdtempSync(join(tmpdir(), 'leadscout-caddy-'));
      websites = await startFakeWebsites();
      google = await startFakeGoogle({ websiteFor: fakeSiteWebsites(new URL(websites.url).port) });
      databaseUrl = await createDatabaseFromTemplate(postgresAdminUrl(), inject('postgresTemplate')!);
      const caddyPort = await freePort();
      proxy = `http://127.0.0.1:${caddyPort}`;
      for (const n of [1, 2]) {
        const port = await freePort();
        const child = spawn(process.execPath, ['dist/server/main.js'], {
          cwd: ROOT,
          stdio: 'ignore',
          env: {
            PATH: process.env.PATH,
            NODE_ENV: 'production',
            LOG_LEVEL: 'silent',
            PORT: String(port),
            DATA_DIR: join(dir, `data-${n}`),
            DATABASE_URL: databaseUrl,
            APP_SECRET: 'caddy-test-secret-caddy-test-secret-0001',
            APP_URL: proxy,
            TRUST_PROXY: 'loopback',
            GOOGLE_PLACES_API_BASE_URL: google.url,
            GOOGLE_GEOCODING_API_BASE_URL: google.url,
            PAGESPEED_BASE_URL: google.url,
            CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true',
          },
        });
        processes.push(child);
        instances.push(`http://127.0.0.1:${port}`);
      }
      for (const url of instances) await waitFor(`${url}/api/health`, 'an instance');
      const caddyfile = join(dir, 'Caddyfile');
      writeFileSync(
        caddyfile,
        `{\n\tadmin off\n\tauto_https off\n}\n${proxy} {\n\treverse_proxy ${instances
          .map((u) => u.slice('http://'.length))
          .join(' ')} {\n\t\tlb_policy round_robin\n\t\tflush_interval -1\n\t}\n}\n`,
      );
      processes.push(
        spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
          stdio: 'ignore',
          env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
        }),
      );
      await waitFor(`${proxy}/api/health`, 'Caddy');
    }, 300_000);

    afterAll(async () => {
      for (const child of processes) child.kill('SIGTERM');
      await Promise.all(
        processes.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
      );
      if (databaseUrl) await dropDatabase(postgresAdminUrl(), databaseUrl);
      await google?.close();
      await websites?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    const call = (
      base: string,
      path: string,
      init: { body?: unknown; cookie?: string; method?: string; xff?: string } = {},
    ) =>
      fetch(`${base}${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          origin: proxy,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.xff ? { 'x-forwarded-for': init.xff } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    const cookieOf = (res: Response) =>
      res.headers
        .getSetCookie()
        .find((c) => c.startsWith('better-auth.session_token='))!
        .split(';')[0];

    it('signs in through the proxy, searches, and sign-out ends the session on both instances', async () => {
      const password = 'behind-caddy-password';
      const up = await call(proxy, '/api/auth/sign-up/email', {
        body: { email: 'ops@example.com', password, name: 'Ops' },
      });
      expect(up.status).toBe(200);
      // On PostgreSQL the first account is not made admin silently (decision 099): the operator's command does it.
      execFileSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/user-role.ts', 'ops@example.com', 'admin'],
        {
          cwd: ROOT,
          stdio: 'ignore',
          env: {
            ...process.env,
            DATABASE_URL: databaseUrl,
            APP_SECRET: 'caddy-test-secret-caddy-test-secret-0001',
          },
        },
      );
      const signedIn = await call(proxy, '/api/auth/sign-in/email', {
        body: { email: 'ops@example.com', password },
      });
      expect(signedIn.status).toBe(200);
      const cookie = cookieOf(signedIn);
      // Round robin: consecutive requests alternate between the instances; each knows the session.
      for (let i = 0; i < 4; i++) expect((await call(proxy, '/api/me', { cookie })).status).toBe(200);
      for (const url of instances) expect((await call(url, '/api/me', { cookie })).status).toBe(200);

      expect(
        (await call(proxy, '/api/api-keys/google', { method: 'PUT', cookie, body: { apiKey: 'CADDY-KEY' } }))
          .status,
      ).toBe(200);
      const started = await call(proxy, '/api/searches', {
        cookie,
        body: { niche: 'plumber', location: 'Austin, TX', limit: 10 },
      });
      expect(started.status, await started.clone().text()).toBe(202);
      const { searchId } = (await started.json()) as { searchId: string };
      let result: { search: { status: string }; leads: unknown[] } | undefined;
      for (let i = 0; i < 300; i++) {
        result = await (await call(proxy, `/api/searches/${searchId}`, { cookie })).json();
        if (result!.search.status === 'completed') break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(result!.search.status).toBe('completed');
      expect(result!.leads).toHaveLength(10);

      expect((await call(proxy, '/api/auth/sign-out', { cookie, body: {} })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 200));
      for (const url of instances) expect((await call(url, '/api/me', { cookie })).status).toBe(401);
    });

    it('counts a per-address limit across both instances, whatever X-Forwarded-For the client sends', async () => {
      const message = {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        category: 'technical-support',
        subject: 'Behind the proxy',
        message: 'Does the limit hold across instances?',
      };
      // Caddy replaces a client's X-Forwarded-For with the address it saw (127.0.0.1), so the spoof changes nothing.
      for (let i = 1; i <= 5; i++)
        expect((await call(proxy, '/api/contact', { body: message, xff: `198.51.100.${i}` })).status).toBe(
          201,
        );
      const sixth = await call(proxy, '/api/contact', { body: message, xff: '198.51.100.77' });
      expect(sixth.status).toBe(429);
    });
  },
);

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDeps } from './create-deps';
import { issueAdminSetupToken } from './features/account/admin-setup';
import { upgradeStoredSecrets } from './features/api-keys/upgrade-stored-secrets';
import { sharedAnalysisPool, startBrowserPass } from './features/enrichment';
import { createLeadEnricher } from './features/search/enrich-lead';
import { logger } from './core/logger';
import { startWorkers } from './workers';

/** How long an idle keep-alive connection stays open: longer than Caddy's 2 min upstream keep-alive. */
const KEEP_ALIVE_MS = 125_000;
/** The front-end build: dist/web beside the sources (tsx server/main.ts) or beside the bundle (dist/server/main.js). */
const STATIC_DIR = ['../dist/web', '../web']
  .map((path) => fileURLToPath(new URL(path, import.meta.url)))
  .find((dir) => existsSync(join(dir, 'index.html')));

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const role = config.LEADSCOUT_ROLE;
  const runsJobs = role !== 'web';
  // The browser pass (decision 094) belongs to the deep pass, so only to a process that runs the queues: null,
  // with one log line, when there is no Chromium; the deep pass then reads pages statically.
  const browser = runsJobs ? await startBrowserPass(config, logger) : null;
  // The analysis threads (decision 126) start now where crawls run, so they are ready before the first site is; a
  // web process never crawls and starts none.
  if (runsJobs) sharedAnalysisPool();
  const deps = await createDeps(config, {
    enrichLead: createLeadEnricher(config),
    upgradePage: browser?.upgradePage,
  });
  await upgradeStoredSecrets(deps.db, deps.appSecret);
  // Roles (decision 121): `all` serves HTTP and runs every queue; `web` only enqueues; `worker` only works them.
  if (runsJobs) await startWorkers(deps);
  const app = role === 'worker' ? workerHealthApp() : createApp(deps, { staticDir: STATIC_DIR });
  const setupToken = role === 'worker' ? null : await issueAdminSetupToken(deps.db, config);
  const server = serve({ fetch: app.fetch, port: config.PORT }, () => {
    const database = deps.database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
    if (role === 'worker')
      logger.info(`LeadScout worker is running (health on port ${config.PORT})`, { database });
    else logger.info(`LeadScout is running at ${config.APP_URL}`, { role, database });
    // A public instance never makes its first sign-up admin silently (decision 099).
    if (setupToken)
      logger.warn(
        `No admin yet. Create an account, then open ${config.APP_URL}/setup-admin and enter this one-time ` +
          `setup token: ${setupToken}`,
      );
  });

  // An idle keep-alive connection stays open longer than a client or proxy keeps one (Caddy: 2 min): Node's 5 s
  // default closed sockets a client was reusing at that moment, answering its next request with ECONNRESET.
  // `close()` still ends idle connections at once on shutdown.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_MS;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    server.close();
    await deps.boss.stop({ graceful: true, timeout: 5_000 }).catch(() => undefined);
    await browser?.close().catch(() => undefined);
    await deps.pdfPrinter.close().catch(() => undefined);
    await deps.database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** A worker's only HTTP: the health check the container runtime asks (the Dockerfile's HEALTHCHECK). */
function workerHealthApp() {
  return new Hono().get('/api/health', (c) => c.json({ ok: true, role: 'worker' }));
}

main().catch((error) => {
  logger.error('LeadScout failed to start', { error });
  process.exit(1);
});

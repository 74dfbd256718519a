/**
 * The app in this process on a fresh embedded database, against the local fakes with the latencies the search
 * goals name (Places 150 ms per request, websites 300 ms per request) and the fake DNS the email checks ask.
 * Shared by the search benchmarks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { startFakeDns } from '@fakes/dns/start-fake-dns';
import { fakeSiteWebsites } from '@fakes/google/fake-site-websites';
import { startFakeGoogle } from '@fakes/google/start-fake-google';
import { startFakeWebsites } from '@fakes/websites/start-fake-websites';
import { createApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createDeps } from '@server/create-deps';
import { sharedAnalysisPool } from '@server/features/enrichment';
import { createLeadEnricher } from '@server/features/search/enrich-lead';
import type { UpgradePage } from '@server/features/search/enrich-lead-deep';
import { startWorkers } from '@server/workers';

export async function startSearchRig({
  port,
  staticDir,
  env = {},
  upgradePage,
}: {
  port: number;
  staticDir?: string;
  /** More settings, e.g. DEEP_PASS_CONCURRENCY. */
  env?: Record<string, string>;
  /** The browser pass's seam for the deep pass (bench:deep-pass --browser). */
  upgradePage?: UpgradePage;
}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'leadscout-bench-'));
  const websites = await startFakeWebsites({ latencyMs: 300 });
  const dns = await startFakeDns();
  const google = await startFakeGoogle({
    latencyMs: 150,
    websiteFor: fakeSiteWebsites(new URL(websites.url).port),
  });
  const config = loadConfig({
    PORT: String(port),
    DATA_DIR: dataDir,
    GOOGLE_PLACES_API_BASE_URL: google.url,
    GOOGLE_GEOCODING_API_BASE_URL: google.url,
    PAGESPEED_BASE_URL: google.url,
    CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true',
    DNS_SERVERS: dns.server,
    ...env,
  });
  // As `server/main.ts` boots: the analysis threads start with the process. A booted server has loaded them
  // (from source, seconds of transpiling) before anyone searches, so the first search is not timed with it.
  await sharedAnalysisPool().ready();
  const deps = await createDeps(config, { enrichLead: createLeadEnricher(config), upgradePage });
  await startWorkers(deps);
  const server = serve({ fetch: createApp(deps, { staticDir }).fetch, port });
  return {
    google,
    config,
    /** The app's database, for a bench that counts rows without loading them over HTTP. */
    db: deps.db,
    async close() {
      server.close();
      await deps.boss.stop({ graceful: false, close: true });
      await deps.database.close();
      await google.close();
      await websites.close();
      await dns.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

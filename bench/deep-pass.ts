/**
 * `npm run bench:deep-pass [-- --browser[=<module>]] [--concurrency N]` — the second pass as the product runs
 * it: a 50-lead search through the API and the real queue (first pass, then one deep job per lead with a website
 * on the `lead.deep` queue), against the local fakes at 300 ms per request like `bench:search`. Prints the first
 * pass's time to `done`, the deep pass's wall time from `done` until every deep check settled (goal ≤ 20 s on
 * 2 cores with the browser pass), how each lead ended, and the process's peak memory.
 *
 * `--browser` gives the deep pass the browser pass as the product starts it (`startBrowserPass`: CHROMIUM_PATH,
 * BROWSER_POOL_SIZE, BROWSER_RENDER_MS, BROWSER_HEAP_MB from the environment); `--browser=<module>` takes another
 * `upgradePage(page, signal)` (and optional `close()`) from a module. Peak memory then counts the browser's
 * processes too. `--concurrency` sets DEEP_PASS_CONCURRENCY (default: the setting's default).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { TDeepProgress } from '@contracts/search';
import { loadConfig } from '@server/config';
import { startBrowserPass } from '@server/features/enrichment';
import type { UpgradePage } from '@server/features/search/enrich-lead-deep';
import { benchSession } from './bench-session';
import { startSearchRig } from './search-rig';
import { treeRss } from './tree-rss';

process.env.LOG_LEVEL = 'silent';
const { values } = parseArgs({
  options: { browser: { type: 'string' }, concurrency: { type: 'string' } },
  args: process.argv.slice(2).map((arg) => (arg === '--browser' ? '--browser=' : arg)),
});

async function loadUpgradePage(): Promise<{ upgradePage: UpgradePage; close?: () => Promise<void> } | null> {
  if (values.browser === undefined) return null;
  if (!values.browser) {
    const config = {
      ...loadConfig({ ...process.env, CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true' }),
      APP_URL: APP,
    };
    const log = {
      info: (message: string) => console.log(message),
      warn: (message: string) => console.log(message),
    };
    const pass = await startBrowserPass(config, log);
    if (!pass) throw new Error('--browser: no browser pass (see the line above)');
    return pass;
  }
  const path = values.browser;
  const module = (await import(pathToFileURL(resolve(path)).href)) as {
    upgradePage?: UpgradePage;
    close?: () => Promise<void>;
  };
  if (typeof module.upgradePage !== 'function')
    throw new Error(`${path} exports no upgradePage(page, signal)`);
  return { upgradePage: module.upgradePage, close: module.close };
}

const PORT = Number(process.env.BENCH_PORT ?? 3950);
const APP = `http://localhost:${PORT}`;
const browser = await loadUpgradePage();
const rig = await startSearchRig({
  port: PORT,
  env: values.concurrency ? { DEEP_PASS_CONCURRENCY: values.concurrency } : {},
  upgradePage: browser?.upgradePage,
});

const { call, signUpWithKey } = benchSession(APP);

let peakRss = process.memoryUsage.rss();
/** This process and the processes it started (the browser's), sampled less often: `ps` costs a few ms. */
let peakTreeRss = treeRss();
/** How long the server could not answer anything while the deep pass parsed (the app shares this thread). */
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 20);
const treeSampler = setInterval(() => (peakTreeRss = Math.max(peakTreeRss, treeRss())), 500);

await signUpWithKey('deep-bench@example.com', 'AIzaSyBENCH-key-00000000000000000deep');
const startedAt = performance.now();
const { searchId } = (await (
  await call('/api/searches', { niche: 'plumber', location: 'Austin, TX', limit: 50 })
).json()) as { searchId: string };

/** Follows the stream to its end: `done` (the first pass) and the last, settled `deep` event. */
const res = await call(`/api/searches/${searchId}/events`);
const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
let buffer = '';
let doneMs: number | null = null;
/** CPU this process used during the deep pass: less at the mercy of other work on the machine than wall time. */
let cpuAtDone: NodeJS.CpuUsage | null = null;
let settled: TDeepProgress | null = null;
let settledMs: number | null = null;
while (settledMs === null) {
  const { value, done } = await reader.read();
  if (done) break;
  buffer += value;
  let end;
  while ((end = buffer.indexOf('\n\n')) >= 0) {
    const block = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
    if (event === 'done') {
      doneMs = performance.now() - startedAt;
      cpuAtDone = process.cpuUsage();
      loopDelay.enable();
    }
    if (event === 'deep' && doneMs !== null) {
      const deep = JSON.parse(data) as TDeepProgress;
      if (deep.settled) {
        settled = deep;
        settledMs = performance.now() - startedAt;
      }
    }
  }
}
const deepCpu = cpuAtDone ? process.cpuUsage(cpuAtDone) : null;
clearInterval(sampler);
clearInterval(treeSampler);
loopDelay.disable();
const leads = (
  (await (await call(`/api/searches/${searchId}`)).json()) as { leads: { enrichmentStatus: string }[] }
).leads;

const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);
console.log(`second pass (${browser ? 'with the browser' : 'static'}), 50 leads through the lead.deep queue`);
console.log(
  `  concurrency ${rig.config.DEEP_PASS_CONCURRENCY}, ${rig.config.DEEP_PASS_BUDGET_MS / 1000} s and ${rig.config.DEEP_PASS_MAX_BYTES / 1e6} MB per site`,
);
console.log(`  first pass done      ${seconds(doneMs)}`);
console.log(
  `  deep pass wall time  ${seconds(settledMs === null || doneMs === null ? null : settledMs - doneMs)} (goal ≤ 20 s on 2 cores with the browser)`,
);
console.log(
  `  CPU during it        ${deepCpu ? `${((deepCpu.user + deepCpu.system) / 1e6).toFixed(1)} s` : '—'} (this process, user + system)`,
);
console.log(`  deep checks          ${JSON.stringify(settled)}`);
console.log(
  `  leads enriched       ${leads.filter((l) => l.enrichmentStatus === 'done').length} of ${leads.length}`,
);
console.log(
  `  event loop during it  max ${Math.round(loopDelay.max / 1e6)} ms, p99 ${Math.round(loopDelay.percentile(99) / 1e6)} ms (the API waits this long)`,
);
console.log(
  `  peak memory          ${Math.round(peakRss / 1024 / 1024)} MB RSS this process, ${Math.round(peakTreeRss / 1024 / 1024)} MB with the processes it started (the browser's)`,
);
await reader.cancel().catch(() => undefined);
await browser?.close?.();
await rig.close();
process.exit(0);

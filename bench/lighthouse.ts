/**
 * `npm run bench:lighthouse` — the public pages' speed and accessibility, as issue 8 asks:
 *
 * 1. Builds the web app into a temporary folder and measures the JavaScript the landing page loads before it can
 *    render (the entry script and every chunk it imports statically), gzipped. Budget: 150 kB. This part needs
 *    nothing beyond the project's own dependencies and always runs.
 * 2. Serves that build from the real app (embedded database, nothing configured) and runs Lighthouse (mobile,
 *    simulated throttling) in Debian's chromium on each public page. Goal: performance and accessibility ≥ 95.
 *    `lighthouse` is not a dependency (it pulls puppeteer-core into every install; decision 120): install it on demand
 *    with `npm install --no-save lighthouse@12.8.2`. When it cannot be imported, this step says so and is
 *    skipped.
 *
 * Options: `--json <dir>` also writes each page's full Lighthouse report to `<dir>/<page>.json` (read the audits to
 * see what costs the points). Each page's line shows the lab metrics behind the performance score.
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT (default 3950).
 * Exit code 1 when the bundle is over budget or a Lighthouse score is under 95.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { createApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createDeps } from '@server/create-deps';
import { createLeadEnricher } from '@server/features/search/enrich-lead';
import { PRERENDERED_PATHS } from '@web/app/prerendered-paths';

process.env.LOG_LEVEL = 'silent';
const BUDGET_BYTES = 150 * 1000;
const MIN_SCORE = 95;
const PAGES = PRERENDERED_PATHS;
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const jsonFlag = process.argv.indexOf('--json');
const JSON_DIR = jsonFlag >= 0 ? resolve(process.argv[jsonFlag + 1] ?? 'lighthouse-reports') : null;
const root = resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'leadscout-lighthouse-web-'));
const dataDir = mkdtempSync(join(tmpdir(), 'leadscout-lighthouse-data-'));
let failed = false;

// ---------------------------------------------------------------------------------------------- 1. budget

console.log('Building the web app…');
execFileSync(
  join(root, 'node_modules/.bin/vite'),
  ['build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);

/** The entry script and the chunks it imports statically (what must arrive before the first render). */
function landingScripts(dir: string): string[] {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const queue = [
    ...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g),
    ...html.matchAll(/rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dir, 'assets', file), 'utf8');
    for (const m of code.matchAll(
      /(?:^|[;\n])\s*(?:import|export)\s*(?:[\w*${}\s,]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
    ))
      queue.push(m[1]);
  }
  return [...seen];
}

const scripts = landingScripts(outDir);
let total = 0;
for (const file of scripts) {
  const gz = gzipSync(readFileSync(join(outDir, 'assets', file))).length;
  total += gz;
  console.log(`  ${file.padEnd(44)} ${(gz / 1000).toFixed(1).padStart(7)} kB gzipped`);
}
const withinBudget = total <= BUDGET_BYTES;
console.log(
  `Landing page JavaScript: ${(total / 1000).toFixed(1)} kB gzipped (budget ${BUDGET_BYTES / 1000} kB) ${withinBudget ? 'OK' : 'OVER BUDGET'}`,
);
if (!withinBudget) failed = true;

// ---------------------------------------------------------------------------------------------- 2. Lighthouse

type TLighthouseResult = {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { score: number | null; numericValue?: number }>;
    runWarnings: string[];
    runtimeError?: { code: string; message: string };
  };
};
type TLighthouse = (url: string, flags: Record<string, unknown>) => Promise<TLighthouseResult | undefined>;
type TChromeLauncher = {
  launch: (options: Record<string, unknown>) => Promise<{ port: number; kill: () => Promise<void> | void }>;
};

async function importOptional<T>(name: string): Promise<T | null> {
  try {
    return (await import(name)) as T;
  } catch {
    return null;
  }
}

const lighthouseModule = await importOptional<{ default: TLighthouse }>('lighthouse');
const launcher = await importOptional<TChromeLauncher>('chrome-launcher');
if (!lighthouseModule || !launcher) {
  console.log(
    '\nLighthouse: SKIPPED — the `lighthouse` npm package is not installed in this project, so performance and ' +
      'accessibility were not measured.\nInstall it without saving it as a dependency and run again:\n' +
      '  npm install --no-save lighthouse@12.8.2 && npm run bench:lighthouse',
  );
} else if (!existsSync(CHROMIUM)) {
  console.log(`\nLighthouse: SKIPPED — no chromium at ${CHROMIUM} (set CHROMIUM_PATH).`);
} else {
  const config = loadConfig({ PORT: String(PORT), DATA_DIR: dataDir });
  const deps = await createDeps(config, { enrichLead: createLeadEnricher(config) });
  const server = serve({ fetch: createApp(deps, { staticDir: outDir }).fetch, port: PORT });
  const chrome = await launcher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    console.log(
      `\nLighthouse (mobile, simulated throttling) — goal: performance and accessibility ≥ ${MIN_SCORE}`,
    );
    for (const path of PAGES) {
      const measure = () =>
        lighthouseModule.default(`http://localhost:${PORT}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
      let result = await measure();
      // Lighthouse itself sometimes fails to measure (no score at all); say so, and measure that page once more.
      if (result?.lhr.runtimeError) {
        console.log(
          `  ${path}: Lighthouse could not measure (${result.lhr.runtimeError.code}); measuring again`,
        );
        result = await measure();
      }
      const categories = result?.lhr.categories ?? {};
      const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
      const performance = score('performance');
      const accessibility = score('accessibility');
      const ok = performance >= MIN_SCORE && accessibility >= MIN_SCORE;
      if (!ok) failed = true;
      console.log(
        `  ${path.padEnd(26)} performance ${String(performance).padStart(3)}   accessibility ${String(accessibility).padStart(3)}   ${ok ? 'OK' : 'BELOW GOAL'}`,
      );
      const audits = result?.lhr.audits ?? {};
      const metric = (id: string, label: string, unit: 'ms' | '') => {
        const value = audits[id]?.numericValue;
        if (value === undefined) return `${label} –`;
        return unit === 'ms' ? `${label} ${(value / 1000).toFixed(1)} s` : `${label} ${value.toFixed(3)}`;
      };
      console.log(
        `    ${metric('first-contentful-paint', 'FCP', 'ms')}   ${metric('largest-contentful-paint', 'LCP', 'ms')}   ` +
          `${metric('speed-index', 'SI', 'ms')}   TBT ${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms   ` +
          `${metric('cumulative-layout-shift', 'CLS', '')}`,
      );
      if (JSON_DIR && result) {
        mkdirSync(JSON_DIR, { recursive: true });
        const name = path === '/' ? 'landing' : path.slice(1).replaceAll('/', '_');
        writeFileSync(join(JSON_DIR, `${name}.json`), JSON.stringify(result.lhr, null, 2));
      }
      if (result?.lhr.runtimeError) console.log(`    Lighthouse failed: ${result.lhr.runtimeError.message}`);
      for (const warning of result?.lhr.runWarnings ?? []) console.log(`    warning: ${warning}`);
    }
  } finally {
    await chrome.kill();
    server.close();
    await deps.boss.stop({ graceful: false, close: true });
    await deps.database.close();
  }
}

rmSync(outDir, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);

/**
 * `npm run bench:search-browser` — the 50-lead search as a user sees it in a real browser (Debian's chromium,
 * driven by Playwright), against the same fakes and latency as `npm run bench:search` (Places 150 ms per request,
 * websites 300 ms per request). Each run signs up (the first account is the admin), saves a Google key, opens
 * /dashboard/search, types "plumber" in "Austin, TX", sets the limit to 50, clicks Search and times, from the click:
 *
 * - the first lead row laid out in the results table;
 * - all 50 rows showing their enriched state (no "Checking…" or "Scoring…" left in the row). The table virtualises
 *   its rows in a scroll area of at most 56rem; the script lifts that cap so all 50 rows are rendered and each is
 *   checked as soon as it is painted (a user would scroll to see them; rendering every row costs the page more);
 * - the same two moments on the page's own live stream (the EventSource the page opened), for comparison;
 * - billable Google requests.
 *
 * Rows are checked in the animation frame after each change to the page, just before it is painted. Every run
 * starts from nothing: a new database and app, fresh fake websites on a new port (so no crawl or robots.txt result
 * is reused), a new browser context. The app runs in this process on the embedded database, like bench:search.
 * Prints each run and the median, min and max; numbers only.
 *
 * Options: `--runs <n>` (default 5); `--timeline` prints what each run's page did after the click (API calls,
 * stream events, rows on screen); `--trace <dir>` writes each run's Chrome trace (`<dir>/run-<n>.json`, for the
 * DevTools Performance panel); `--profile <dir>` writes each run's JavaScript CPU profile
 * (`<dir>/run-<n>.cpuprofile`) and builds the web app unminified so the names read (a little slower).
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT (default 3920).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startSearchRig } from './search-rig';

process.env.LOG_LEVEL = 'silent';
const PORT = Number(process.env.BENCH_PORT ?? 3920);
const APP = `http://localhost:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LIMIT = 50;
const root = resolve(import.meta.dirname, '..');

function option(name: string): string | null {
  const at = process.argv.indexOf(name);
  return at >= 0 ? (process.argv[at + 1] ?? null) : null;
}
const RUNS = Number(option('--runs') ?? 5);
const TIMELINE = process.argv.includes('--timeline');
const TRACE_DIR = option('--trace') === null ? null : resolve(option('--trace')!);
const PROFILE_DIR = option('--profile') === null ? null : resolve(option('--profile')!);

type TTimings = {
  firstRowMs: number | null;
  allEnrichedMs: number | null;
  streamFirstLeadMs: number | null;
  streamAllEnrichedMs: number | null;
  streamDoneMs: number | null;
  rows: number;
  enrichedRows: number;
  /** What the page did after the click, in order. */
  timeline: [number, string][];
};
type TRun = TTimings & { billable: number };

console.log('Building the web app…');
const webDir = mkdtempSync(join(tmpdir(), 'leadscout-bench-browser-web-'));
execFileSync(
  join(root, 'node_modules/.bin/vite'),
  [
    'build',
    '--logLevel',
    'error',
    '--outDir',
    webDir,
    '--emptyOutDir',
    ...(PROFILE_DIR ? ['--minify', 'false'] : []),
  ],
  { cwd: root, stdio: 'inherit' },
);

/**
 * Runs in the page before the click. Times everything from the Search click (the event's own timestamp) and
 * leaves the result in `window.__bench.result` once all `expected` rows were seen enriched, or at `timeoutMs`.
 */
function installProbe({ expected, timeoutMs }: { expected: number; timeoutMs: number }) {
  const w = window as unknown as { __bench: { result: TTimings | null }; EventSource: typeof EventSource };
  const state: TTimings = {
    firstRowMs: null,
    allEnrichedMs: null,
    streamFirstLeadMs: null,
    streamAllEnrichedMs: null,
    streamDoneMs: null,
    rows: 0,
    enrichedRows: 0,
    timeline: [],
  };
  w.__bench = { result: null };
  let clickedAt: number | null = null;
  const since = () => (clickedAt === null ? 0 : performance.now() - clickedAt);
  const note = (what: string) => clickedAt !== null && state.timeline.push([Math.round(since()), what]);

  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest('button');
      if (clickedAt === null && button?.textContent?.trim() === 'Search') clickedAt = event.timeStamp;
    },
    { capture: true },
  );

  // Every API call the page makes meanwhile (refetches show up here).
  const nativeFetch = window.fetch;
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const what = `${init?.method ?? 'GET'} ${url.replace(location.origin, '')}`;
    note(`fetch ${what}`);
    const res = await nativeFetch(input, init);
    note(`  ${res.status} ${what}`);
    return res;
  };

  // The page's own live stream: what arrived when.
  const streamLeads = new Map<string, string>();
  const Native = w.EventSource;
  w.EventSource = class extends Native {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      note('stream created');
      this.addEventListener('open', () => note('stream open'));
      this.addEventListener('progress', (event) => {
        note(`  progress ${(JSON.parse((event as MessageEvent<string>).data) as { status: string }).status}`);
      });
      this.addEventListener('leads', (event) => {
        const leads = JSON.parse((event as MessageEvent<string>).data) as {
          id: string;
          enrichmentStatus: string;
        }[];
        note(`  leads ×${leads.length}`);
        for (const lead of leads) streamLeads.set(lead.id, lead.enrichmentStatus);
        if (leads.length > 0) state.streamFirstLeadMs ??= since();
        if (
          state.streamAllEnrichedMs === null &&
          streamLeads.size >= expected &&
          [...streamLeads.values()].every((status) => status !== 'pending')
        )
          state.streamAllEnrichedMs = since();
      });
      this.addEventListener('done', () => {
        note('  done');
        state.streamDoneMs ??= since();
      });
    }
  };

  // What is on screen: checked in the frame after each change to the page, just before it is painted (checking
  // every frame would cost the page's main thread more than the product does).
  const enriched = new Set<string>();
  const isPending = (row: Element) => /Checking…|Scoring…/.test(row.textContent ?? '');
  let isScheduled = false;
  const finish = () => {
    if (w.__bench.result) return;
    observer.disconnect();
    w.__bench.result = { ...state };
  };
  const check = () => {
    isScheduled = false;
    if (clickedAt === null || w.__bench.result) return;
    const table = document.querySelector('table[aria-label="Leads"]');
    const rows = table ? [...table.querySelectorAll('tbody tr[data-lead-id]')] : [];
    const laidOut = rows.filter((row) => row.getBoundingClientRect().height > 0);
    if (laidOut.length > 0 && state.firstRowMs === null) {
      state.firstRowMs = since();
      note(`first ${laidOut.length} rows on screen`);
    }
    for (const row of laidOut) if (!isPending(row)) enriched.add(row.getAttribute('data-lead-id')!);
    state.rows = Math.max(state.rows, Number(table?.getAttribute('aria-rowcount') ?? 1) - 1);
    if (enriched.size > state.enrichedRows) note(`${enriched.size} rows enriched on screen`);
    state.enrichedRows = enriched.size;
    if (enriched.size >= expected) {
      state.allEnrichedMs = since();
      finish();
    }
  };
  const observer = new MutationObserver(() => {
    if (isScheduled) return;
    isScheduled = true;
    requestAnimationFrame(check);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  setTimeout(finish, timeoutMs);
}

async function oneRun(browser: Browser, run: number): Promise<TRun> {
  const rig = await startSearchRig({ port: PORT, staticDir: webDir });
  const { google } = rig;
  const context = await browser.newContext({ baseURL: APP, viewport: { width: 1440, height: 900 } });
  try {
    // The first account is the admin, who searches with their own Google key.
    const headers = { origin: APP };
    const account = { email: `bench-${run}@example.com`, password: 'bench-password', name: 'Bench' };
    const signedUp = await context.request.post('/api/auth/sign-up/email', { headers, data: account });
    if (!signedUp.ok()) throw new Error(`sign-up failed: ${signedUp.status()} ${await signedUp.text()}`);
    const signedIn = await context.request.post('/api/auth/sign-in/email', {
      headers,
      data: { email: account.email, password: account.password },
    });
    if (!signedIn.ok()) throw new Error(`sign-in failed: ${signedIn.status()} ${await signedIn.text()}`);
    const key = await context.request.put('/api/api-keys/google', {
      headers,
      data: { apiKey: 'BENCH-KEY-0000' },
    });
    if (!key.ok()) throw new Error(`saving the key failed: ${key.status()} ${await key.text()}`);

    const page = await context.newPage();
    // tsx wraps named functions in an `__name` helper, which a function sent to the page would miss.
    await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    await page.goto('/dashboard/search');
    await page.addStyleTag({
      content: 'div:has(> table[aria-label="Leads"]) { max-height: none !important; }',
    });
    await page.getByRole('textbox', { name: /Business Type/ }).fill('plumber');
    await page.getByRole('textbox', { name: 'Location' }).fill('Austin, TX');
    const slider = page.getByRole('slider', { name: 'Number of results' });
    await slider.focus();
    await slider.press('End');
    if ((await slider.getAttribute('aria-valuenow')) !== String(LIMIT))
      throw new Error(`the limit is not ${LIMIT}`);
    await page.getByText(/in Google API fees/).waitFor();
    await page.waitForLoadState('networkidle');

    await page.evaluate(installProbe, { expected: LIMIT, timeoutMs: 30_000 });
    const cdp = PROFILE_DIR ? await context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    if (TRACE_DIR) {
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
      });
    }
    google.reset();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const handle = await page.waitForFunction(
      () => (window as unknown as { __bench: { result: TTimings | null } }).__bench.result,
      undefined,
      { timeout: 40_000, polling: 100 },
    );
    const timings = (await handle.jsonValue()) as TTimings;
    if (TRACE_DIR) {
      mkdirSync(TRACE_DIR, { recursive: true });
      writeFileSync(join(TRACE_DIR, `run-${run}.json`), await browser.stopTracing());
    }
    if (cdp && PROFILE_DIR) {
      const { profile } = await cdp.send('Profiler.stop');
      mkdirSync(PROFILE_DIR, { recursive: true });
      writeFileSync(join(PROFILE_DIR, `run-${run}.cpuprofile`), JSON.stringify(profile));
    }
    // Let the search finish before counting what it cost.
    await page.getByText('Search complete').first().waitFor({ timeout: 30_000 });
    return { ...timings, billable: google.requests.filter((r) => r.billable).length };
  } finally {
    await context.close();
    await rig.close();
  }
}

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
});
const runs: TRun[] = [];
try {
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await oneRun(browser, run);
    runs.push(result);
    console.log(
      `  run ${run}: first row ${ms(result.firstRowMs)}, all ${LIMIT} enriched ${ms(result.allEnrichedMs)} ` +
        `(${result.enrichedRows} of ${result.rows} rows) · stream: first lead ${ms(result.streamFirstLeadMs)}, ` +
        `all enriched ${ms(result.streamAllEnrichedMs)}, done ${ms(result.streamDoneMs)} · ${result.billable} billable`,
    );
    if (TIMELINE)
      for (const [at, what] of result.timeline) console.log(`    ${String(at).padStart(5)} ms  ${what}`);
  }
} finally {
  await browser.close();
  rmSync(webDir, { recursive: true, force: true });
}

function stats(values: (number | null)[], unit: string) {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (known.length === 0) return '–';
  const mid = known.length >> 1;
  const median = known.length % 2 ? known[mid] : (known[mid - 1] + known[mid]) / 2;
  const show = (v: number) => `${Math.round(v)}${unit}`;
  const missing = values.length - known.length;
  return (
    `median ${show(median).padStart(8)}   min ${show(known[0]).padStart(8)}   max ${show(known[known.length - 1]).padStart(8)}` +
    (missing ? `   (missing in ${missing} runs)` : '')
  );
}

const lines: [string, (number | null)[], string][] = [
  ['first lead row on screen', runs.map((r) => r.firstRowMs), ' ms'],
  [`all ${LIMIT} rows enriched on screen`, runs.map((r) => r.allEnrichedMs), ' ms'],
  ['live stream: first lead', runs.map((r) => r.streamFirstLeadMs), ' ms'],
  [`live stream: all ${LIMIT} leads enriched`, runs.map((r) => r.streamAllEnrichedMs), ' ms'],
  ['live stream: done', runs.map((r) => r.streamDoneMs), ' ms'],
  ['billable Google requests', runs.map((r) => r.billable), ''],
];
console.log(
  `\nLeadScout search in the browser: ${runs.length} runs, Places 150 ms, websites 300 ms, times from the click\n`,
);
for (const [what, values, unit] of lines) console.log(`  ${what.padEnd(36)} ${stats(values, unit)}`);
console.log('');
process.exit(0);

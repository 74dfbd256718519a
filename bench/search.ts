/**
 * `npm run bench:search` — a 50-lead search end to end, as a user runs it, against the local fakes with
 * injected latency (Places 150 ms per request, websites 300 ms per request). Prints time to the first lead on
 * the live stream, time until every lead is enriched and scored, billable Google requests, and the server's
 * CPU and memory; then Get More to 100 in a dense area and its request count.
 * The app runs in this process on the embedded database (the `npm start` default); the fakes run here too.
 */
import { benchSession } from './bench-session';
import { startSearchRig } from './search-rig';

process.env.LOG_LEVEL = 'silent';
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const APP = `http://localhost:${PORT}`;
const rig = await startSearchRig({ port: PORT });
const { google } = rig;

const { call, signUpWithKey } = benchSession(APP);

type Summary = { status: string; resultsCount: number; sitesTotal: number; sitesDone: number };

/** Follows the search's server-sent events until it is done; returns when the first lead and the end arrived. */
async function follow(searchId: string, startedAt: number) {
  const res = await call(`/api/searches/${searchId}/events`);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let firstLeadMs: number | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended early');
    buffer += value;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      if (event === 'leads' && firstLeadMs === null && JSON.parse(data).length > 0)
        firstLeadMs = performance.now() - startedAt;
      if (event === 'done') {
        await reader.cancel();
        return { firstLeadMs, doneMs: performance.now() - startedAt, summary: JSON.parse(data) as Summary };
      }
    }
  }
}

function sampleMemory() {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

await signUpWithKey('bench@example.com', 'BENCH-KEY-0000');

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const rows: [string, string][] = [];

google.reset();
const cpuBefore = process.cpuUsage();
const stopMemory = sampleMemory();
const startedAt = performance.now();
const { searchId } = await (
  await call('/api/searches', { niche: 'plumber', location: 'Austin, TX', limit: 50 })
).json();
const run = await follow(searchId, startedAt);
const cpu = process.cpuUsage(cpuBefore);
const peakRss = stopMemory();
const billable50 = google.requests.filter((r) => r.billable).length;
const leads = (await (await call(`/api/searches/${searchId}`)).json()).leads as {
  leadScore: number | null;
}[];
rows.push(
  [
    '50-lead search: first lead on the live stream',
    `${Math.round(run.firstLeadMs ?? NaN)} ms (target ≤ 500)`,
  ],
  ['50-lead search: all leads enriched and scored', `${Math.round(run.doneMs)} ms (target ≤ 1800)`],
  [
    'leads / websites crawled / leads scored',
    `${run.summary.resultsCount} / ${run.summary.sitesDone} of ${run.summary.sitesTotal} / ${leads.filter((l) => l.leadScore !== null).length}`,
  ],
  ['billable Google requests for 50 leads', `${billable50} (target ≤ 4)`],
  ['server CPU during the search (user + system)', `${Math.round((cpu.user + cpu.system) / 1000)} ms`],
  ['server peak RSS (embedded PGlite)', mb(peakRss)],
);

google.reset();
for (const limit of [70, 90, 100]) {
  await call(`/api/searches/${searchId}/expand`, { limit });
  await follow(searchId, performance.now());
}
const total = (await (await call(`/api/searches/${searchId}`)).json()).search.resultsCount;
const billableMore = google.requests.filter((r) => r.billable).length;
rows.push([
  'Get More 50 → 100 in a dense area',
  `${total} leads, ${billableMore} more billable requests (${billable50 + billableMore} in all; target ≤ 12)`,
]);

console.log('\nLeadScout search benchmark (Places 150 ms, websites 300 ms per request)\n');
for (const [what, value] of rows) console.log(`  ${what.padEnd(48)} ${value}`);
console.log('');

await rig.close();
process.exit(0);

/**
 * `npm run bench:sweep [-- --query restaurants --location "London, England"]` — a sweep of a dense area as a user
 * runs it (issue 33), against the local fakes with the search goals' latencies (Places 150 ms, websites 300 ms):
 * the free estimate, then the sweep with a budget of twice the estimate, followed until it ends and every lead is
 * enriched (followed by the sweep's summary and a count in the database, so the bench's own reading adds nothing
 * to the server's memory). Prints places found against the places the fake world holds there (goal ≥ 98 %), billable requests
 * against the fewest the places could be fetched with, 20 a page (goal ≤ 1.3×), the estimate against the real cost
 * (goal ±10 %), time to the first lead and to all enriched (goal 500 places in ≤ 20 s), and the server's memory
 * (goal up by ≤ 100 MB). The app runs in this process on the embedded database; the fakes run here too.
 */
import { parseArgs } from 'node:util';
import { and, count, inArray, ne } from 'drizzle-orm';
import type { TSweep, TSweepEstimate } from '@contracts/sweeps';
import { isInside } from '@fakes/google/fake-cities';
import { createFakeWorld } from '@fakes/google/fake-world';
import { businessResults } from '@server/db/schema';
import { benchSession } from './bench-session';
import { startSearchRig } from './search-rig';

const { values } = parseArgs({
  options: {
    query: { type: 'string', default: 'restaurants' },
    location: { type: 'string', default: 'London, England' },
  },
});
const { query, location } = values as { query: string; location: string };

process.env.LOG_LEVEL = 'silent';
const PORT = Number(process.env.BENCH_PORT ?? 3901);
const APP = `http://localhost:${PORT}`;
const rig = await startSearchRig({ port: PORT });
const { google } = rig;

const session = benchSession(APP);
async function call<T>(path: string, body?: unknown): Promise<T> {
  const res = await session.call(path, body);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const seconds = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`);

// The first account is the instance's admin: no plan limit stands between the bench and the sweep.
await session.signUpWithKey('sweep@example.com', 'BENCH-KEY-0000');

google.reset();
const estimate = await call<TSweepEstimate>('/api/sweeps/estimate', { query, location });
const exploring = google.requests.length;
const textSearches = () =>
  google.requests.filter((request) => request.billable && request.sku?.startsWith('TEXT_SEARCH')).length;
const billedExploring = textSearches();

// What the fake world holds in the swept area: its open places and those opening soon (a closed one is never saved).
const world = createFakeWorld('1');
const city = world.locate(location)!;
const truth = new Set(
  world
    .sweepPlaces(query, city)
    .filter((b) => isInside(b.location, estimate.area) && b.businessStatus !== 'CLOSED_PERMANENTLY')
    .map((b) => b.id),
);

const rssBefore = process.memoryUsage.rss();
let rssPeak = rssBefore;
const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 50);
google.reset();
const startedAt = performance.now();
const sweep = await call<TSweep>('/api/sweeps', {
  query,
  location,
  budget: { requests: estimate.billableRequests * 2 },
});
let firstLeadMs: number | null = null;
let fiveHundredMs: number | null = null;
let enrichedMs: number | null = null;
let final: TSweep | null = null;
/** The sweep's leads saved so far, and of those the ones enriched (scored, and crawled when they have a site). */
async function leadCounts(searchIds: string[]): Promise<{ saved: number; enriched: number }> {
  if (searchIds.length === 0) return { saved: 0, enriched: 0 };
  const ofSweep = inArray(businessResults.searchId, searchIds);
  const [saved] = await rig.db.select({ n: count() }).from(businessResults).where(ofSweep);
  const [enriched] = await rig.db
    .select({ n: count() })
    .from(businessResults)
    .where(and(ofSweep, ne(businessResults.enrichmentStatus, 'pending')));
  return { saved: saved!.n, enriched: enriched!.n };
}
while (performance.now() - startedAt < 180_000) {
  const now = await call<TSweep>(`/api/sweeps/${sweep.id}`);
  const { saved, enriched } = await leadCounts(now.searches.map((search) => search.id));
  const at = performance.now() - startedAt;
  if (firstLeadMs === null && saved > 0) firstLeadMs = at;
  if (fiveHundredMs === null && enriched >= 500) fiveHundredMs = at;
  if (!['queued', 'running'].includes(now.status) && enriched === saved) {
    enrichedMs = at;
    final = now;
    break;
  }
  await pause(100);
}
clearInterval(sampler);
if (!final) throw new Error('the sweep did not end within 3 minutes');
const { leads } = await call<{ leads: { googlePlaceId: string | null }[] }>(`/api/sweeps/${sweep.id}/leads`);

const saved = new Set(leads.map((lead) => lead.googlePlaceId));
const found = [...truth].filter((id) => saved.has(id)).length;
const billed = textSearches();
const fewest = Math.ceil(truth.size / 20);
const cellsNeed = estimate.cells.reduce((sum, cell) => sum + Math.ceil(cell.places / 20), 0);
const spent = final.dollarsSpent;
const rows: [string, string][] = [
  ['area', `${query} in ${location}: ${estimate.cells.length} cells`],
  [
    'estimate (free)',
    `${estimate.places} places, ${estimate.billableRequests} requests, $${estimate.dollars.toFixed(2)} (${exploring} requests to explore, ${billedExploring} of them billed Text Searches)`,
  ],
  [
    'places found',
    `${found} of ${truth.size} (${((found / truth.size) * 100).toFixed(1)} %; goal ≥ 98 %), ${saved.size} saved, status ${final.status}`,
  ],
  [
    'billable requests',
    `${billed} Text Searches against the fewest possible, 20 places a page, ${fewest} (${(billed / fewest).toFixed(2)}×; goal ≤ 1.3×); its ${estimate.cells.length} cells need ${cellsNeed}`,
  ],
  [
    'estimate vs cost',
    `$${estimate.dollars.toFixed(2)} estimated, $${spent.toFixed(2)} spent (${((estimate.dollars / spent - 1) * 100).toFixed(1)} %; goal ±10 %)`,
  ],
  ['first lead', seconds(firstLeadMs)],
  ['500 enriched', `${seconds(fiveHundredMs)} (goal ≤ 20 s)`],
  [`all ${saved.size} enriched`, seconds(enrichedMs)],
  ['server memory', `${mb(rssBefore)} → peak ${mb(rssPeak)} (+${mb(rssPeak - rssBefore)}; goal ≤ +100 MB)`],
];
console.log(`bench:sweep — Places 150 ms, websites 300 ms, embedded database`);
for (const [what, value] of rows) console.log(`${what.padEnd(20)} ${value}`);
await rig.close();

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { openPostgres } from '../../db/client';
import { createDeps } from '../../create-deps';
import type { AppDeps } from '../../app-deps';
import { startWorkers } from '../../workers';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import type { EnrichLead } from '../../app-deps';

/** Two app instances on one PostgreSQL share the searches, and no lead is worked on twice. */
describe.skipIf(testDbKind() !== 'postgres' || postgresSkipped())('two instances on one PostgreSQL', () => {
  let google: TFakeGoogle;
  let a: TestApp;
  let b: AppDeps;
  const enrichedBy = { a: [] as string[], b: [] as string[] };
  const recorder =
    (into: string[]): EnrichLead =>
    async (lead) => {
      into.push(lead.id);
      await new Promise((r) => setTimeout(r, 5));
      return { enrichmentStatus: 'skipped' };
    };

  beforeAll(async () => {
    google = await startFakeGoogle({ latencyMs: 20 });
    const env = { GOOGLE_PLACES_API_BASE_URL: google.url, GOOGLE_GEOCODING_API_BASE_URL: google.url };
    a = await createTestApp(env, { workers: true, enrichLead: recorder(enrichedBy.a) });
    const url = (a.deps.database.pool!.options as { connectionString: string }).connectionString;
    b = await createDeps(a.deps.config, {
      database: await openPostgres(url),
      enrichLead: recorder(enrichedBy.b),
    });
    await startWorkers(b);
  });
  afterAll(async () => {
    await b?.boss.stop({ graceful: false, close: true });
    await b?.database.close();
    await a?.close();
    await google?.close();
  });

  it('runs each search exactly once while both instances work the queue', async () => {
    const cookie = await a.signUp('shared@example.com');
    await a.request('/api/api-keys/google', { method: 'PUT', cookie, body: { apiKey: 'SHARED-KEY' } });
    const niches = ['plumber', 'dentist', 'florist', 'bakery', 'roofer', 'electrician'];
    const ids: string[] = [];
    for (const niche of niches) {
      const res = await a.request('/api/searches', {
        cookie,
        body: { niche, location: 'Austin, TX', limit: 20 },
      });
      ids.push((await res.json()).searchId);
    }
    for (const id of ids) {
      for (let i = 0; i < 300; i++) {
        const { search } = await (await a.request(`/api/searches/${id}`, { cookie })).json();
        if (search.status === 'completed') break;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const all = [...enrichedBy.a, ...enrichedBy.b];
    expect(all).toHaveLength(niches.length * 20);
    expect(new Set(all).size).toBe(all.length);
    // One first page per search (a later page only tops up places closed for good, decision 129).
    const firstPages = google.requests.filter(
      (r) => r.path === '/v1/places:searchText' && !(r.body as { pageToken?: string } | null)?.pageToken,
    );
    expect(firstPages).toHaveLength(niches.length);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZV1SweepEstimate, ZV1SweepList, ZV1SweepOne } from '@contracts/api-v1';
import type { TCreatedApiToken } from '@contracts/api-tokens';
import { ZSweep } from '@contracts/sweeps';
import { isInside, viewportOf } from '@fakes/google/fake-cities';
import { createFakeWorld } from '@fakes/google/fake-world';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { connectMcp } from '../../../tests/mcp-client';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { subscribe, userIdOf } from '../../../tests/seed-leads';
import { runSweep } from '../sweeps/run-sweep';

const world = createFakeWorld('1');
const austin = world.locate('Austin, TX')!;
const viewport = viewportOf(austin);
/** Austin's south-west quarter: some dozens of dentists, a sweep of a few requests. */
const quarter = {
  low: viewport.low,
  high: {
    latitude: (viewport.low.latitude + viewport.high.latitude) / 2,
    longitude: (viewport.low.longitude + viewport.high.longitude) / 2,
  },
};
const area = { query: 'dentist', location: 'South-west Austin', rectangle: quarter };

/** Area sweeps through `/api/v1` and MCP (issue 33): the app's operations behind the token's scopes and team. */
describe.skipIf(postgresSkipped())(`sweeps through the public API on ${testDbKind()}`, () => {
  let t: TestApp;
  let google: TFakeGoogle;
  let owner: string;
  let writer: string;
  let reader: string;

  const v1 = (path: string, token: string, body?: unknown) =>
    t.request(`/api/v1${path}`, { body, headers: { authorization: `Bearer ${token}` } });
  const token = async (cookie: string, scopes: string[]) => {
    const res = await t.request('/api/api-tokens', { cookie, body: { name: 'Sweeper', scopes } });
    expect(res.status).toBe(201);
    return ((await res.json()) as TCreatedApiToken).token;
  };

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp({
      GOOGLE_PLACES_API_BASE_URL: google.url,
      GOOGLE_GEOCODING_API_BASE_URL: google.url,
    });
    owner = await t.signUp('v1-sweeper@example.com');
    await subscribe(t.db, await userIdOf(t.db, 'v1-sweeper@example.com'));
    const key = await t.request('/api/api-keys/google', {
      method: 'PUT',
      cookie: owner,
      body: { apiKey: 'AIzaSyTEST-v1-sweep-0000000000000abcd' },
    });
    expect(key.ok).toBe(true);
    writer = await token(owner, ['read', 'write']);
    reader = await token(owner, ['read']);
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  it('estimates, starts, follows and lists a sweep with a write token, as the app does', async () => {
    const dentists = world.businesses('dentist', austin).filter((b) => isInside(b.location, quarter));
    const estimated = await v1('/sweeps/estimate', writer, area);
    expect(estimated.status).toBe(200);
    const { data: estimate } = ZV1SweepEstimate.parse(await estimated.json());
    expect(estimate).toMatchObject({ places: dentists.length, area: quarter, complete: true });
    expect(estimate.billableRequests).toBeGreaterThanOrEqual(Math.ceil(dentists.length / 20));

    const started = await v1('/sweeps', writer, { ...area, budget: { requests: estimate.billableRequests } });
    expect(started.status).toBe(201);
    const { data: sweep } = ZV1SweepOne.parse(await started.json());
    expect(sweep).toMatchObject({ status: 'queued', budgetRequests: estimate.billableRequests });

    await runSweep(t.deps, sweep.id);
    const read = await v1(`/sweeps/${sweep.id}`, reader);
    expect(read.status).toBe(200);
    const { data: done } = ZV1SweepOne.parse(await read.json());
    const open = dentists.filter((b) => b.businessStatus !== 'CLOSED_PERMANENTLY');
    expect(done).toMatchObject({ status: 'completed', placesSaved: open.length });
    expect(done.requestsSpent).toBeLessThanOrEqual(estimate.billableRequests);
    expect(done.searches.reduce((sum, s) => sum + s.resultsCount, 0)).toBe(open.length);

    const { data: listed } = ZV1SweepList.parse(await (await v1('/sweeps', reader)).json());
    expect(listed.map((s) => s.id)).toEqual([sweep.id]);
    const again = await v1(`/sweeps/${sweep.id}/cancel`, writer, {});
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: 'CONFLICT',
      detail: 'This sweep has already ended (completed)',
    });
  });

  it('needs the write scope to explore or start, and refuses bad input and other teams as problems', async () => {
    google.reset();
    for (const [path, body] of [
      ['/sweeps/estimate', area],
      ['/sweeps', { ...area, budget: { requests: 5 } }],
    ] as const) {
      const refused = await v1(path, reader, body);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
    }
    expect(google.requests).toEqual([]);

    const bad = await v1('/sweeps', writer, { ...area, budget: { dollars: 0 } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      detail: 'Budget must be at least $0.01',
    });

    const stranger = await t.signUp('v1-stranger@example.com');
    const theirs = await token(stranger, ['read', 'write']);
    const { data: mine } = ZV1SweepList.parse(await (await v1('/sweeps', reader)).json());
    expect((await v1(`/sweeps/${mine[0]!.id}`, theirs)).status).toBe(404);
    expect((await v1(`/sweeps/${mine[0]!.id}/cancel`, theirs, {})).status).toBe(404);
    const { data: none } = ZV1SweepList.parse(await (await v1('/sweeps', theirs)).json());
    expect(none).toEqual([]);
  });

  it('is offered to assistants over MCP with the same operations and scopes', async () => {
    const client = await connectMcp(t, writer);
    const names = (await client.tools()).map((tool) => tool.name);
    expect(names).toEqual(
      expect.arrayContaining(['estimate_sweep', 'start_sweep', 'list_sweeps', 'get_sweep', 'cancel_sweep']),
    );
    const estimated = await client.call('estimate_sweep', area);
    expect(estimated.isError).toBeFalsy();
    expect(JSON.parse(estimated.text)).toMatchObject({ area: quarter, complete: true });
    const [latest] = JSON.parse((await client.call('list_sweeps')).text) as { id: string }[];
    const sweep = ZSweep.parse(JSON.parse((await client.call('get_sweep', { sweepId: latest!.id })).text));
    expect(sweep.status).toBe('completed');
    await client.close();

    const readOnly = await connectMcp(t, reader);
    const refused = await readOnly.call('start_sweep', { ...area, budget: { requests: 1 } });
    expect(refused).toEqual({ isError: true, text: 'This API token does not have the "write" scope' });
    await readOnly.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZV1SweepEstimate, ZV1SweepList, ZV1SweepOne } from '@contracts/api-v1';
import type { TCreatedApiToken } from '@contracts/api-tokens';
import { ZSweep, ZSweepLeads } from '@contracts/sweeps';
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
    const dentists = world.sweepPlaces('dentist', austin).filter((b) => isInside(b.location, quarter));
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

  it('opens every lead of the sweep in the app as one workspace: leads, markers and an export', async () => {
    const { data: sweeps } = ZV1SweepList.parse(await (await v1('/sweeps', reader)).json());
    const sweep = sweeps[0]!;
    const opened = await t.request(`/api/sweeps/${sweep.id}/leads`, { cookie: owner });
    expect(opened.status).toBe(200);
    const { leads, sweep: summary } = ZSweepLeads.parse(await opened.json());
    expect(summary.id).toBe(sweep.id);
    expect(leads).toHaveLength(sweep.placesSaved);
    expect(new Set(leads.map((lead) => lead.googlePlaceId)).size).toBe(leads.length);
    const scores = leads.map((lead) => lead.leadScore ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const markers = await t.request(`/api/leads/markers?sweepId=${sweep.id}`, { cookie: owner });
    expect(markers.status).toBe(200);
    const { markers: marked } = (await markers.json()) as { markers: Record<string, unknown> };
    expect(Object.keys(marked).sort()).toEqual(leads.map((lead) => lead.id).sort());

    const exported = await t.request('/api/exports', {
      cookie: owner,
      body: { source: { kind: 'sweep', sweepId: sweep.id }, format: 'csv' },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('dentist - South-west Austin - leads-');
    const lines = (await exported.text()).trim().split('\n');
    expect(lines).toHaveLength(leads.length + 1);
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
    expect((await t.request(`/api/sweeps/${mine[0]!.id}/leads`, { cookie: stranger })).status).toBe(404);
    expect((await t.request(`/api/leads/markers?sweepId=${mine[0]!.id}`, { cookie: stranger })).status).toBe(
      404,
    );
    const stolen = await t.request('/api/exports', {
      cookie: stranger,
      body: { source: { kind: 'sweep', sweepId: mine[0]!.id }, format: 'csv' },
    });
    expect(stolen.status).not.toBe(200);
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

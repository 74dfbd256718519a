// engine-sensitive: due monitors are claimed with FOR UPDATE SKIP LOCKED, and a running run is a unique partial index
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMonitor, ZNotificationList } from '@contracts/monitors';
import { ZSweep } from '@contracts/sweeps';
import { createFakeWorld } from '@fakes/google/fake-world';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { startFakeSmtp, type TFakeSmtp } from '@fakes/smtp/start-fake-smtp';
import { businessResults, monitorRuns, monitors, searchHistory, webhookDeliveries } from '../../db/schema';
import type { EnrichLead } from '../../app-deps';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { subscribe, userIdOf } from '../../../tests/seed-leads';
import { runSweep } from '../sweeps/run-sweep';
import { tickMonitors } from './monitor-tick';

const world = createFakeWorld('1');
const austin = world.locate('Austin, TX')!;
/** A small area around Austin's restaurant that opens soon: a handful of places, one of them not open yet. */
const [soon] = world.openingSoon('restaurants', austin);
const around = {
  low: { latitude: soon!.location.latitude - 0.03, longitude: soon!.location.longitude - 0.03 },
  high: { latitude: soon!.location.latitude + 0.03, longitude: soon!.location.longitude + 0.03 },
};

describe.skipIf(postgresSkipped())(`monitors on ${testDbKind()}`, () => {
  let t: TestApp;
  let google: TFakeGoogle;
  let smtp: TFakeSmtp;
  let owner: string;
  const enrichLead: EnrichLead = async () => ({ enrichmentStatus: 'done', leadScore: 42 });

  const leadsOf = (sweepId: string) =>
    t.db
      .select({
        id: businessResults.id,
        placeId: businessResults.googlePlaceId,
        searchId: businessResults.searchId,
      })
      .from(businessResults)
      .innerJoin(searchHistory, eq(searchHistory.id, businessResults.searchId))
      .where(eq(searchHistory.sweepId, sweepId));

  beforeAll(async () => {
    google = await startFakeGoogle();
    smtp = await startFakeSmtp();
    t = await createTestApp(
      {
        GOOGLE_PLACES_API_BASE_URL: google.url,
        GOOGLE_GEOCODING_API_BASE_URL: google.url,
        SMTP_URL: smtp.url,
      },
      { enrichLead },
    );
    owner = await t.signUp('monitor-keeper@example.com');
    await subscribe(t.db, await userIdOf(t.db, 'monitor-keeper@example.com'));
    await t.request('/api/api-keys/google', {
      method: 'PUT',
      cookie: owner,
      body: { apiKey: 'AIzaSyTEST-monitor-0000000000000000abcd' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
    await smtp?.close();
  });

  it('runs a saved sweep again and reports what is new, closed, changed and opening soon, in every member’s bell', async () => {
    const started = await t.request('/api/sweeps', {
      cookie: owner,
      body: { query: 'restaurants', location: 'Austin, TX', rectangle: around, budget: { dollars: 1 } },
    });
    const sweep = ZSweep.parse(await started.json());
    await runSweep(t.deps, sweep.id);
    const baseline = await leadsOf(sweep.id);
    expect(baseline.length).toBeGreaterThanOrEqual(3);

    const created = await t.request('/api/monitors', {
      cookie: owner,
      body: { sweepId: sweep.id, cadence: 'weekly', budget: { dollars: 1 } },
    });
    expect(created.status).toBe(201);
    const monitor = ZMonitor.parse(await created.json());
    expect(monitor).toMatchObject({
      name: 'restaurants in Austin, TX',
      cadence: 'weekly',
      paused: false,
      runs: [],
    });
    const inAWeek = Date.now() + 7 * 24 * 3600 * 1000;
    expect(Math.abs(Date.parse(monitor.nextRunAt) - inAWeek)).toBeLessThan(60_000);

    // The world moves on: one place the baseline lacks (new), one it has that Google no longer lists (closed),
    // one whose website changed since.
    const [missing, changed] = baseline.filter((lead) => lead.placeId !== soon!.id);
    await t.db.delete(businessResults).where(eq(businessResults.id, missing!.id));
    await t.db
      .update(businessResults)
      .set({ website: 'https://old.example' })
      .where(eq(businessResults.id, changed!.id));
    const [{ teamId }] = await t.db
      .select({ teamId: monitors.teamId })
      .from(monitors)
      .where(eq(monitors.id, monitor.id));
    await t.db.insert(businessResults).values({
      teamId,
      searchId: changed!.searchId,
      businessName: 'Gone Diner',
      googlePlaceId: 'ChIJ-gone-for-good',
    });

    const hook = await t.request('/api/webhooks', {
      cookie: owner,
      body: { url: 'https://hooks.example.com/leadscout', events: ['monitor.run_completed'] },
    });
    expect(hook.status, await hook.clone().text()).toBe(201);

    google.reset();
    const run = await t.request(`/api/monitors/${monitor.id}/run`, { cookie: owner, body: {} });
    expect(run.status).toBe(200);
    const [running] = ZMonitor.parse(await run.json()).runs;
    expect(running).toMatchObject({ status: 'running', report: null });
    const again = await t.request(`/api/monitors/${monitor.id}/run`, { cookie: owner, body: {} });
    expect(again.status).toBe(409);

    await runSweep(t.deps, running!.sweepId!);
    await tickMonitors(t.deps);
    const done = ZMonitor.parse(
      await (await t.request(`/api/monitors/${monitor.id}`, { cookie: owner })).json(),
    );
    expect(done.runs[0]).toMatchObject({
      status: 'completed',
      report: {
        new: [{ placeId: missing!.placeId }],
        closed: [{ placeId: 'ChIJ-gone-for-good', businessName: 'Gone Diner' }],
        changed: [{ placeId: changed!.placeId, what: ['website'] }],
        openingSoon: [{ placeId: soon!.id }],
      },
    });
    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, 'monitor.run_completed'));
    expect(delivery?.payload).toMatchObject({
      type: 'monitor.run_completed',
      data: { monitor: { id: monitor.id }, report: { closed: [{ placeId: 'ChIJ-gone-for-good' }] } },
    });
    const bell = ZNotificationList.parse(
      await (await t.request('/api/notifications', { cookie: owner })).json(),
    );
    expect(bell.unread).toBe(1);
    expect(bell.notifications[0]).toMatchObject({
      title: 'restaurants in Austin, TX: 1 new, 1 closed, 1 changed, 1 opening soon',
      link: `/dashboard/monitors/${monitor.id}`,
      read: false,
    });
    const digests = smtp.messages.filter((m) => m.subject?.startsWith('restaurants in Austin, TX:'));
    expect(digests.map((m) => m.envelopeTo)).toEqual([['monitor-keeper@example.com']]);
    expect(digests[0]!.subject).toBe('restaurants in Austin, TX: 1 new, 1 closed, 1 changed, 1 opening soon');
    expect(digests[0]!.text).toContain('Closed or no longer listed (1):\n- Gone Diner');
    expect(digests[0]!.text).toContain(`/dashboard/monitors/${monitor.id}`);
    const read = await t.request('/api/notifications/read', { cookie: owner, body: {} });
    expect(ZNotificationList.parse(await read.json()).unread).toBe(0);

    // A tick again reports nothing twice.
    await tickMonitors(t.deps);
    expect((await t.db.select().from(monitorRuns).where(eq(monitorRuns.monitorId, monitor.id))).length).toBe(
      1,
    );
    const bellAgain = ZNotificationList.parse(
      await (await t.request('/api/notifications', { cookie: owner })).json(),
    );
    expect(bellAgain.notifications).toHaveLength(1);
    expect(smtp.messages.filter((m) => m.subject?.startsWith('restaurants in Austin, TX:'))).toHaveLength(1);
  });

  it('starts a due monitor once when two instances tick together, and never a paused one', async () => {
    const [monitor] = await t.db.select().from(monitors);
    await t.db
      .update(monitors)
      .set({ nextRunAt: new Date(Date.now() - 60_000) })
      .where(eq(monitors.id, monitor!.id));
    const before = await t.db.select().from(monitorRuns).where(eq(monitorRuns.monitorId, monitor!.id));
    await Promise.all([tickMonitors(t.deps), tickMonitors(t.deps)]);
    const after = await t.db.select().from(monitorRuns).where(eq(monitorRuns.monitorId, monitor!.id));
    expect(after.length).toBe(before.length + 1);
    const [moved] = await t.db.select().from(monitors).where(eq(monitors.id, monitor!.id));
    expect(moved!.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);

    const paused = await t.request(`/api/monitors/${monitor!.id}`, {
      method: 'PATCH',
      cookie: owner,
      body: { paused: true },
    });
    expect(ZMonitor.parse(await paused.json()).paused).toBe(true);
    await t.db
      .update(monitors)
      .set({ nextRunAt: new Date(Date.now() - 60_000) })
      .where(eq(monitors.id, monitor!.id));
    const [latest] = after.filter((r) => r.status === 'running');
    if (latest?.sweepId) await runSweep(t.deps, latest.sweepId);
    await tickMonitors(t.deps);
    const runs = await t.db
      .select()
      .from(monitorRuns)
      .where(and(eq(monitorRuns.monitorId, monitor!.id)));
    expect(runs.length).toBe(after.length);
  });

  it('is the team’s: another team cannot read, change, run or delete it', async () => {
    const [monitor] = await t.db.select().from(monitors);
    const other = await t.signUp('other-monitor-keeper@example.com');
    for (const [method, path, body] of [
      ['GET', `/api/monitors/${monitor!.id}`, undefined],
      ['PATCH', `/api/monitors/${monitor!.id}`, { paused: false }],
      ['POST', `/api/monitors/${monitor!.id}/run`, {}],
      ['DELETE', `/api/monitors/${monitor!.id}`, undefined],
    ] as const) {
      const res = await t.request(path, { method, cookie: other, body });
      expect({ method, status: res.status }).toEqual({ method, status: 404 });
    }
    const list = await t.request('/api/monitors', { cookie: other });
    expect((await list.json()).monitors).toEqual([]);
    // The same room through the public API's door: a token reads and pauses the team's monitor.
    const made = await t.request('/api/api-tokens', {
      cookie: owner,
      body: { name: 'Monitor', scopes: ['read', 'write'] },
    });
    const { token } = (await made.json()) as { token: string };
    const v1 = (path: string, init: { method?: string; body?: unknown } = {}) =>
      t.request(`/api/v1${path}`, { ...init, headers: { authorization: `Bearer ${token}` } });
    const listed = (await (await v1('/monitors')).json()) as { data: { id: string }[] };
    expect(listed.data.map((m) => m.id)).toEqual([monitor!.id]);
    const resumed = await v1(`/monitors/${monitor!.id}`, { method: 'PATCH', body: { paused: false } });
    expect(((await resumed.json()) as { data: { paused: boolean } }).data.paused).toBe(false);
    const deleted = await t.request(`/api/monitors/${monitor!.id}`, { method: 'DELETE', cookie: owner });
    expect(deleted.status).toBe(204);
    expect((await v1(`/monitors/${monitor!.id}`)).status).toBe(404);
  });
});

import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import type { TWebhookDelivery } from '@contracts/webhooks';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { deliverWebhook } from './deliver-webhook';
import { webhookMessage } from './emit-event';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { seedSearch, userIdOf } from '../../../tests/seed-leads';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { startWebhookReceiver } from '../../../tests/webhook-receiver';

const GOOGLE_KEY = 'AIzaSyTEST-key-000000000000000000wxyz';

async function until<T>(what: string, read: () => Promise<T | undefined> | T | undefined, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const headersOf = (h: Record<string, string | string[] | undefined>) => ({
  'webhook-id': String(h['webhook-id']),
  'webhook-timestamp': String(h['webhook-timestamp']),
  'webhook-signature': String(h['webhook-signature']),
});

describe.skipIf(postgresSkipped())(`outgoing webhooks on ${testDbKind()}`, () => {
  let t: TestApp;
  let google: TFakeGoogle;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    google = await startFakeGoogle();
    receiver = await startWebhookReceiver();
    t = await createTestApp(
      {
        GOOGLE_PLACES_API_BASE_URL: google.url,
        GOOGLE_GEOCODING_API_BASE_URL: google.url,
        CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true',
      },
      { workers: true },
    );
    cookie = await t.signUp('hooks@example.com');
    userId = await userIdOf(t.db, 'hooks@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    await google?.close();
  });

  const createEndpoint = async (events: string[], url = receiver.url) => {
    const res = await t.request('/api/webhooks', { cookie, body: { url, events } });
    expect(res.status).toBe(201);
    return (await res.json()) as { endpoint: { id: string }; secret: string };
  };
  /** A test message already handed to the queue (`queued_at`): the relay leaves it to the calls a test makes. */
  const queuedDelivery = async (endpointId: string, message: string) => {
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    const [delivery] = await t.db
      .insert(webhookDeliveries)
      .values({
        teamId: row.teamId,
        endpointId: row.id,
        eventType: 'webhook.test',
        payload: webhookMessage('webhook.test', { message }),
        queuedAt: new Date(),
      })
      .returning();
    return delivery;
  };
  const deliveries = async (endpointId: string) =>
    (await (
      await t.request(`/api/webhooks/${endpointId}/deliveries`, { cookie })
    ).json()) as TWebhookDelivery[];

  it('signs each event so the Standard Webhooks library verifies it, and a changed body does not', async () => {
    const { endpoint, secret } = await createEndpoint(['lead.updated']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    // The secret is sealed, not stored as is, and opens again only through "Reveal".
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row.secretEncrypted).not.toContain(secret.slice(6));
    const revealed = await (
      await t.request(`/api/webhooks/${endpoint.id}/secret`, { cookie, body: {} })
    ).json();
    expect(revealed.secret).toBe(secret);

    const { ids } = await seedSearch(t.db, userId, [{ businessName: 'Acme Roofing' }]);
    const before = receiver.received.length;
    const patched = await t.request(`/api/leads/${ids[0]}`, {
      method: 'PATCH',
      cookie,
      body: { notes: 'Call on Monday', tags: ['hot'] },
    });
    expect(patched.status).toBe(200);
    const got = await until('the delivery', () => receiver.received[before]);
    const verified = new Webhook(secret).verify(got.body, headersOf(got.headers)) as {
      type: string;
      data: { lead: { id: string; notes: string }; changed: string[] };
    };
    expect(verified.type).toBe('lead.updated');
    expect(verified.data.lead).toMatchObject({ id: ids[0], notes: 'Call on Monday' });
    expect(verified.data.changed.sort()).toEqual(['notes', 'tags']);
    expect(() =>
      new Webhook(secret).verify(got.body.replace('Monday', 'Friday'), headersOf(got.headers)),
    ).toThrow();
    // A change that is rolled back records no event: bulk tag with an id that is not the team's.
    const refused = await t.request('/api/leads/bulk-tag', {
      cookie,
      body: { ids: [ids[0], '00000000-0000-4000-8000-000000000000'], tags: ['cold'] },
    });
    expect(refused.status).toBe(404);
    expect(await deliveries(endpoint.id)).toHaveLength(1);
    expect(got.headers['webhook-id']).toBe(
      (await until('the log', async () => (await deliveries(endpoint.id))[0]))!.id,
    );
    await t.request(`/api/webhooks/${endpoint.id}`, { method: 'DELETE', cookie });
  });

  it('retries after a 500 with a backoff, succeeds, and resends the same message on demand', async () => {
    const { endpoint, secret } = await createEndpoint(['list.members_added']);
    const { ids } = await seedSearch(t.db, userId, [{ businessName: 'A' }, { businessName: 'B' }]);
    const list = await (await t.request('/api/lists', { cookie, body: { name: 'Roofers' } })).json();
    receiver.answer(500);
    const before = receiver.received.length;
    const added = await t.request('/api/lists/members', {
      cookie,
      body: { listIds: [list.id], leadIds: ids },
    });
    expect(added.status).toBe(200);

    const failed = await until('the first attempt to be logged', async () => {
      const [d] = await deliveries(endpoint.id);
      return d?.log.length === 1 ? d : undefined;
    });
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastResponseStatus: 500 });
    expect(failed.log[0]).toMatchObject({ attempt: 1, responseStatus: 500, error: 'HTTP 500' });
    const wait = new Date(failed.nextAttemptAt!).getTime() - new Date(failed.log[0].createdAt).getTime();
    expect(wait).toBeGreaterThan(8_000);
    expect(wait).toBeLessThan(12_000);

    // The backoff's time passes.
    await t.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(webhookDeliveries.id, failed.id));
    const succeeded = await until('the retry', async () => {
      const [d] = await deliveries(endpoint.id);
      return d?.status === 'succeeded' ? d : undefined;
    });
    expect(succeeded.log.map((a) => [a.attempt, a.responseStatus])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    const [first, second] = receiver.received.slice(before);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    const body = new Webhook(secret).verify(second.body, headersOf(second.headers)) as {
      data: { list: { id: string }; added: number };
    };
    expect(body.data).toMatchObject({ list: { id: list.id }, added: 2 });

    const resent = await t.request(`/api/webhooks/deliveries/${succeeded.id}/resend`, { cookie, body: {} });
    expect(resent.status).toBe(202);
    const third = await until('the resend', () => receiver.received[before + 2]);
    expect(third.headers['webhook-id']).toBe(first.headers['webhook-id']);
    const after = await until('the resend in the log', async () => {
      const [d] = await deliveries(endpoint.id);
      return d?.log.length === 3 && d.status === 'succeeded' ? d : undefined;
    });
    expect(after.log[2]).toMatchObject({ attempt: 3, responseStatus: 200 });
    await t.request(`/api/webhooks/${endpoint.id}`, { method: 'DELETE', cookie });
  });

  it('sends one attempt once, however many workers run its job at the same time', async () => {
    const { endpoint } = await createEndpoint(['lead.created']);
    // Already handed to the queue, so the relay leaves it to the three "instances" below.
    const delivery = await queuedDelivery(endpoint.id, 'race');
    const before = receiver.received.length;
    const job = { deliveryId: delivery.id, attempt: 1 };
    const outcomes = await Promise.all([1, 2, 3].map(() => deliverWebhook(t.deps, job)));
    expect(outcomes.filter((o) => o !== null)).toHaveLength(1);
    expect(receiver.received.length - before).toBe(1);
    const attempts = await t.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, delivery.id));
    expect(attempts).toHaveLength(1);
    await t.request(`/api/webhooks/${endpoint.id}`, { method: 'DELETE', cookie });
  });

  it('logs an attempt that throws before sending (APP_SECRET rotated) as failed, and stops at retry_until', async () => {
    const { endpoint } = await createEndpoint(['lead.created']);
    const delivery = await queuedDelivery(endpoint.id, 'rotated');
    // The secret was sealed under the old APP_SECRET: opening it throws.
    const rotated = { ...t.deps, appSecret: 'a-new-app-secret-0000000000000000000000000000' };
    const before = receiver.received.length;
    const first = await deliverWebhook(rotated, { deliveryId: delivery.id, attempt: 1 });
    expect(first).toMatchObject({ responseStatus: null, error: expect.stringMatching(/signing secret/) });
    const [pending] = await deliveries(endpoint.id);
    expect(pending).toMatchObject({
      status: 'pending',
      attempts: 1,
      log: [{ attempt: 1, responseStatus: null }],
    });
    expect(new Date(pending.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now());

    // Past retry_until the next failure ends the delivery: the relay hands it out no more.
    await t.db
      .update(webhookDeliveries)
      .set({ retryUntil: sql`now()`, queuedAt: new Date() })
      .where(eq(webhookDeliveries.id, delivery.id));
    await deliverWebhook(rotated, { deliveryId: delivery.id, attempt: 2 });
    const [ended] = await deliveries(endpoint.id);
    expect(ended).toMatchObject({ status: 'failed', attempts: 2 });
    expect(ended.log.map((a) => a.error)).toEqual([first!.error, first!.error]);
    expect(receiver.received.length).toBe(before);
    await t.request(`/api/webhooks/${endpoint.id}`, { method: 'DELETE', cookie });
  });

  it('sends search.completed, lead.created and search.enriched for a real search, and again for each Get More run', async () => {
    const { endpoint } = await createEndpoint(['search.completed', 'search.enriched', 'lead.created']);
    await t.request('/api/api-keys/google', { method: 'PUT', cookie, body: { apiKey: GOOGLE_KEY } });
    const res = await t.request('/api/searches', {
      cookie,
      body: { niche: 'plumber', location: 'Austin, TX', limit: 10 },
    });
    expect(res.status).toBe(202);
    const { searchId } = await res.json();
    const types = await until('the search events', async () => {
      const log = await deliveries(endpoint.id);
      const done = log.filter((d) => d.status === 'succeeded').map((d) => d.eventType);
      return done.includes('search.enriched') &&
        done.includes('search.completed') &&
        log.length === done.length
        ? done
        : undefined;
    });
    expect(types.filter((type) => type === 'lead.created')).toHaveLength(10);
    expect(types.filter((type) => type === 'search.completed')).toHaveLength(1);
    expect(types.filter((type) => type === 'search.enriched')).toHaveLength(1);
    const enriched = receiver.received
      .map((r) => JSON.parse(r.body) as { type: string; data: { search?: { id: string; status: string } } })
      .find((m) => m.type === 'search.enriched');
    expect(enriched?.data.search).toMatchObject({
      id: searchId,
      status: 'completed',
      resultsCount: 10,
      run: 1,
      leadsAdded: 10,
    });

    // Get More is a second run: its own search.completed and search.enriched, saying so, with new ids.
    const more = await t.request(`/api/searches/${searchId}/expand`, { cookie, body: { limit: 15 } });
    expect(more.status).toBe(202);
    await until('the second run events', async () => {
      const log = await deliveries(endpoint.id);
      const done = log.filter((d) => d.status === 'succeeded');
      return done.filter((d) => d.eventType === 'search.enriched').length === 2 && log.length === done.length
        ? true
        : undefined;
    });
    const searchEvents = receiver.received
      .map((r) => ({ id: String(r.headers['webhook-id']), message: JSON.parse(r.body) }))
      .filter(
        (e: { message: { type: string; data: { search?: { id: string } } } }) =>
          e.message.type.startsWith('search.') && e.message.data.search?.id === searchId,
      );
    // Delivered by several workers at once: in any order.
    expect(
      searchEvents
        .map(
          (e) =>
            `${e.message.type} run ${e.message.data.search.run} +${e.message.data.search.leadsAdded} = ${e.message.data.search.resultsCount}`,
        )
        .sort(),
    ).toEqual([
      'search.completed run 1 +10 = 10',
      'search.completed run 2 +5 = 15',
      'search.enriched run 1 +10 = 10',
      'search.enriched run 2 +5 = 15',
    ]);
    expect(new Set(searchEvents.map((e) => e.id)).size).toBe(4);
    expect((await deliveries(endpoint.id)).filter((d) => d.eventType === 'lead.created')).toHaveLength(15);
    await t.request(`/api/webhooks/${endpoint.id}`, { method: 'DELETE', cookie });
  });

  it('refuses a private address: at once when written as one, and at delivery when it resolves to one', async () => {
    // Loopback is allowed here (CRAWLER_ALLOW_PRIVATE_NETWORKS), private networks never are.
    const res = await t.request('/api/webhooks', {
      cookie,
      body: { url: 'http://10.0.0.7/hook', events: ['lead.created'] },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/public address/);

    const strict = await createTestApp({}, { workers: true });
    try {
      const strictCookie = await strict.signUp('strict@example.com');
      const refused = await strict.request('/api/webhooks', {
        cookie: strictCookie,
        body: { url: receiver.url, events: ['lead.updated'] },
      });
      expect(refused.status).toBe(400);
      // A name that resolves to a local address is caught at delivery: the stored URL stands in for one.
      const made = await strict.request('/api/webhooks', {
        cookie: strictCookie,
        body: { url: 'https://hooks.example.com/in', events: ['lead.updated'] },
      });
      const { endpoint } = await made.json();
      await strict.db
        .update(webhookEndpoints)
        .set({ url: receiver.url })
        .where(eq(webhookEndpoints.id, endpoint.id));
      const before = receiver.received.length;
      expect(
        (await strict.request(`/api/webhooks/${endpoint.id}/test`, { cookie: strictCookie, body: {} }))
          .status,
      ).toBe(202);
      const [logged] = await until('the refused attempt', async () => {
        const log = (await (
          await strict.request(`/api/webhooks/${endpoint.id}/deliveries`, { cookie: strictCookie })
        ).json()) as TWebhookDelivery[];
        return log[0]?.status === 'failed' ? log : undefined;
      });
      expect(logged.log[0]).toMatchObject({
        responseStatus: null,
        error: expect.stringMatching(/private or local/),
      });
      expect(receiver.received.length).toBe(before);
    } finally {
      await strict.close();
    }
  });
});

import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { pruneWebhookDeliveries, WEBHOOK_PRUNE_QUEUE } from './prune-deliveries';

describe.skipIf(postgresSkipped())(`webhook delivery log retention on ${testDbKind()}`, () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true' });
    cookie = await t.signUp('prune@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is scheduled nightly on the queue', async () => {
    const schedules = await t.deps.boss.getSchedules(WEBHOOK_PRUNE_QUEUE);
    expect(schedules.map((s) => s.cron)).toEqual(['17 3 * * *']);
  });

  it('deletes ended deliveries (and their attempts) older than the window, never a pending one', async () => {
    const res = await t.request('/api/webhooks', {
      cookie,
      body: { url: 'http://127.0.0.1:9/hook', events: ['lead.created'] },
    });
    expect(res.status).toBe(201);
    const { endpoint } = (await res.json()) as { endpoint: { id: string } };
    const [{ teamId }] = await t.db
      .select({ teamId: webhookEndpoints.teamId })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    const row = (status: string, daysAgo: number) => ({
      teamId,
      endpointId: endpoint.id,
      eventType: 'lead.created',
      payload: { status, daysAgo },
      status,
      updatedAt: sql`now() - make_interval(days => ${daysAgo}::int)`,
    });
    const rows = await t.db
      .insert(webhookDeliveries)
      .values([
        row('succeeded', 31),
        row('failed', 40),
        row('pending', 45),
        row('succeeded', 29),
        row('failed', 2),
      ])
      .returning({ id: webhookDeliveries.id, status: webhookDeliveries.status });
    await t.db
      .insert(webhookAttempts)
      .values(rows.map((r) => ({ deliveryId: r.id, attempt: 1, responseStatus: 200, durationMs: 5 })));

    expect(await pruneWebhookDeliveries(t.db, 30)).toBe(2);
    const ids = rows.map((r) => r.id);
    const left = await t.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.id, ids));
    expect(left.map((r) => r.payload)).toEqual(
      expect.arrayContaining([
        { status: 'pending', daysAgo: 45 },
        { status: 'succeeded', daysAgo: 29 },
        { status: 'failed', daysAgo: 2 },
      ]),
    );
    expect(left).toHaveLength(3);
    const attempts = await t.db
      .select({ id: webhookAttempts.id })
      .from(webhookAttempts)
      .where(inArray(webhookAttempts.deliveryId, ids));
    expect(attempts).toHaveLength(3);
    // A shorter window takes the rest of the ended ones; the pending one stays.
    expect(await pruneWebhookDeliveries(t.db, 1)).toBe(2);
    const [pending] = await t.db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(pending?.status).toBe('pending');
  });
});

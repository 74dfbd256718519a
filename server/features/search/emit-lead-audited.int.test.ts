import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWebhookDelivery, TWebhookEventData } from '@contracts/webhooks';
import { businessResults } from '../../db/schema';
import { makeAudit, makeFinding } from '../../../tests/make-audit';
import { seedSearch, userIdOf } from '../../../tests/seed-leads';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { startWebhookReceiver } from '../../../tests/webhook-receiver';
import { emitLeadAudited } from './emit-lead-audited';

async function until<T>(what: string, read: () => T | undefined, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** `lead.audited` (decision 132): the deep pass's own event when it stores a website audit, signed and sent. */
describe.skipIf(postgresSkipped())(`the lead.audited webhook on ${testDbKind()}`, () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestApp({ CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true' }, { workers: true });
    cookie = await t.signUp('audited@example.com');
    userId = await userIdOf(t.db, 'audited@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const createEndpoint = async (events: string[], url = receiver.url) => {
    const res = await t.request('/api/webhooks', { cookie, body: { url, events } });
    expect(res.status).toBe(201);
    return (await res.json()) as { endpoint: { id: string }; secret: string };
  };
  const deliveries = async (endpointId: string) =>
    (await (
      await t.request(`/api/webhooks/${endpointId}/deliveries`, { cookie })
    ).json()) as TWebhookDelivery[];
  const rowOf = async (id: string) =>
    (await t.db.select().from(businessResults).where(eq(businessResults.id, id)))[0];

  it('sends the lead with its audit to lead.audited endpoints only, and nothing for a lead without one', async () => {
    const audited = await createEndpoint(['lead.audited']);
    const edits = await createEndpoint(['lead.updated', 'lead.created'], `${receiver.url}?edits`);
    const audit = makeAudit([makeFinding('tls_expired'), makeFinding('no_contact_form')]);
    const { ids } = await seedSearch(t.db, userId, [
      { businessName: 'Audited Roofing', website: 'https://www.example-roofing.com/', audit },
      { businessName: 'Unaudited Roofing' },
    ]);

    await t.db.transaction(async (tx) => {
      await emitLeadAudited(tx, await rowOf(ids[0]));
      await emitLeadAudited(tx, await rowOf(ids[1]));
    });

    const got = await until('the delivery', () => receiver.received[0]);
    const message = new Webhook(audited.secret).verify(got.body, {
      'webhook-id': String(got.headers['webhook-id']),
      'webhook-timestamp': String(got.headers['webhook-timestamp']),
      'webhook-signature': String(got.headers['webhook-signature']),
    }) as { type: string; data: TWebhookEventData['lead.audited'] };
    expect(message.type).toBe('lead.audited');
    expect(message.data.lead).toMatchObject({ id: ids[0], businessName: 'Audited Roofing', audit });
    expect(message.data.lead.audit.findings.map((f) => f.id)).toEqual(['tls_expired', 'no_contact_form']);

    expect(await deliveries(audited.endpoint.id)).toHaveLength(1);
    // A person's edits are `lead.updated`; the audit is not one of them.
    expect(await deliveries(edits.endpoint.id)).toEqual([]);
  });

  it('records nothing when the transaction that stored the audit rolls back', async () => {
    const { endpoint } = await createEndpoint(['lead.audited']);
    const { ids } = await seedSearch(t.db, userId, [{ businessName: 'Rolled Back', audit: makeAudit() }]);
    await expect(
      t.db.transaction(async (tx) => {
        await emitLeadAudited(tx, await rowOf(ids[0]));
        throw new Error('the deep pass failed after writing');
      }),
    ).rejects.toThrow('the deep pass failed');
    expect(await deliveries(endpoint.id)).toEqual([]);
  });
});

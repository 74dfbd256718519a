import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CRM_FIELDS, type TCrmPush } from '@contracts/crm';
import { startFakeHubSpot, type TFakeHubSpot } from '../../../fakes/hubspot/start-fake-hubspot';
import {
  businessResults,
  crmConnections,
  crmPushItems,
  crmRecords,
  researchAnswers,
  researchColumns,
  researchQuestions,
  webhookDeliveries,
} from '../../db/schema';
import { crmPushApp, type TCrmPushApp } from '../../../tests/crm-push-app';
import type { TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { seedSearch, userIdOf } from '../../../tests/seed-leads';
import { runCrmPush } from './run-crm-push';

const TOKEN = 'pat-na1-11111111-2222-3333-4444-555555555555';

const lead = (i: number) => ({
  businessName: `Plumber ${i}`,
  website: `https://www.plumber${i}.example.com/`,
  phone: `(512) 410-${1000 + i}`,
  country: 'US',
  city: 'Austin',
  rating: 4.5,
  reviewCount: 10 + i,
  leadScore: 60,
  email: `owner@plumber${i}.example.com`,
  contactName: 'Ada Lovelace',
  tags: ['hot'],
});

describe.skipIf(postgresSkipped())(`HubSpot push against its fake on ${testDbKind()}`, () => {
  let t: TestApp;
  let hubspot: TFakeHubSpot;
  let owner: string;
  let teamId: string;
  let leadIds: string[];
  let json: TCrmPushApp['json'];
  let pushTo: TCrmPushApp['pushAndWait'];

  beforeAll(async () => {
    hubspot = await startFakeHubSpot({ maxPerInterval: 5000 });
    ({
      t,
      owner,
      teamId,
      leadIds,
      json,
      pushAndWait: pushTo,
    } = await crmPushApp(
      { HUBSPOT_API_BASE_URL: hubspot.url },
      Array.from({ length: 50 }, (_, i) => lead(i)),
    ));
  });
  afterAll(async () => {
    await t?.close();
    await hubspot?.close();
  });
  beforeEach(() => hubspot.rateLimitNext(0));

  const pushAndWait = (leads: string[]) => pushTo('hubspot', leads);

  it('refuses a token HubSpot refuses, with HubSpot’s message, and saves nothing', async () => {
    const res = await json(
      await t.request('/api/integrations/hubspot', {
        method: 'PUT',
        cookie: owner,
        body: { token: 'not-a-pat-token' },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'CRM_TOKEN_REJECTED' });
    expect(res.body.message).toContain('Authentication credentials not found');
    expect((await json(await t.request('/api/integrations', { cookie: owner }))).body).toEqual({
      connections: [],
    });
  });

  it('connects with a private-app token stored sealed, tests it and lists the deal pipelines', async () => {
    const res = await json(
      await t.request('/api/integrations/hubspot', { method: 'PUT', cookie: owner, body: { token: TOKEN } }),
    );
    expect(res).toMatchObject({
      status: 200,
      body: {
        provider: 'hubspot',
        masked: expect.stringContaining('5555'),
        isValid: true,
        accountName: 'HubSpot account 146000001',
      },
    });
    const [row] = await t.db.select().from(crmConnections).where(eq(crmConnections.teamId, teamId));
    expect(row!.tokenEncrypted).not.toContain(TOKEN);
    const tested = await json(
      await t.request('/api/integrations/hubspot/test', { method: 'POST', cookie: owner }),
    );
    expect(tested.body).toMatchObject({ ok: true });
    const pipelines = await json(await t.request('/api/integrations/hubspot/pipelines', { cookie: owner }));
    expect(pipelines.body.pipelines[0]).toMatchObject({
      id: 'default',
      stages: expect.arrayContaining([{ id: 'closedwon', label: 'Closed Won' }]),
    });
  });

  it('pushes 50 leads as companies with their contacts and a deal, and stores where each went', async () => {
    await t.request('/api/integrations/hubspot', {
      method: 'PATCH',
      cookie: owner,
      body: { createDeal: true, pipelineId: 'default', stageId: 'qualifiedtobuy' },
    });
    const push = await pushAndWait(leadIds);
    expect(push.counts).toMatchObject({ created: 50, failed: 0, pending: 0 });
    expect(hubspot.objects.companies!.size).toBe(50);
    expect(hubspot.objects.contacts!.size).toBe(50);
    expect(hubspot.objects.deals!.size).toBe(50);
    const company = [...hubspot.objects.companies!.values()].find(
      (c) => c.properties.domain === 'plumber7.example.com',
    );
    expect(company!.properties).toMatchObject({ name: 'Plumber 7', phone: '+15124101007', city: 'Austin' });
    expect(company!.properties.description).toContain(`/dashboard/leads/${leadIds[7]}`);
    const contact = [...hubspot.objects.contacts!.values()].find(
      (c) => c.properties.email === 'owner@plumber7.example.com',
    );
    expect(contact!.properties).toMatchObject({ firstname: 'Ada', lastname: 'Lovelace' });
    const deal = [...hubspot.objects.deals!.values()][0]!;
    expect(deal.properties).toMatchObject({ pipeline: 'default', dealstage: 'qualifiedtobuy' });
    expect(push.items[7]!.recordUrl).toBe(
      `https://app.hubspot.com/contacts/146000001/record/0-2/${company!.id}`,
    );
    const records = await json(await t.request(`/api/leads/${leadIds[7]}/crm-records`, { cookie: owner }));
    expect(records.body.records).toEqual([
      expect.objectContaining({ provider: 'hubspot', recordUrl: push.items[7]!.recordUrl }),
    ]);
  });

  it('re-pushes: changed leads are updated, unchanged ones skipped, nothing is made twice', async () => {
    const hook = await t.request('/api/webhooks', {
      cookie: owner,
      body: { url: 'https://hooks.example.com/crm', events: ['crm.push_completed'] },
    });
    expect(hook.status).toBe(201);
    await t.db
      .update(businessResults)
      .set({ notes: 'Called on Monday' })
      .where(eq(businessResults.id, leadIds[3]!));
    const push = await pushAndWait(leadIds);
    expect(push.counts).toMatchObject({ updated: 1, skipped: 49, created: 0, failed: 0 });
    expect(push.items[3]!.status).toBe('updated');
    expect(hubspot.objects.companies!.size).toBe(50);
    expect(hubspot.objects.contacts!.size).toBe(50);
    expect(hubspot.objects.deals!.size).toBe(50);
    const company = [...hubspot.objects.companies!.values()].find(
      (c) => c.properties.domain === 'plumber3.example.com',
    );
    expect(company!.properties.description).toContain('Notes: Called on Monday');
    // The team's webhook hears of the finished push once, with its counts (decision 117).
    const events = await t.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, 'crm.push_completed'));
    expect(events.map((e) => (e.payload as { data: unknown }).data)).toEqual([
      { pushId: push.id, provider: 'hubspot', created: 0, updated: 1, skipped: 49, failed: 0 },
    ]);
  });

  it("carries a lead's research answers with their quotes, and updates the company when an answer comes", async () => {
    const [row] = await t.db
      .select({ searchId: businessResults.searchId })
      .from(businessResults)
      .where(eq(businessResults.id, leadIds[5]!));
    const ask = async (question: string, cell: Partial<typeof researchAnswers.$inferInsert>) => {
      const [saved] = await t.db
        .insert(researchQuestions)
        .values({ teamId, question, answerType: 'yes_no' })
        .returning({ id: researchQuestions.id });
      const [column] = await t.db
        .insert(researchColumns)
        .values({ teamId, questionId: saved!.id, searchId: row!.searchId, status: 'done' })
        .returning({ id: researchColumns.id });
      await t.db
        .insert(researchAnswers)
        .values({ teamId, columnId: column!.id, leadId: leadIds[5]!, answeredAt: new Date(), ...cell });
    };
    await ask('Do they offer emergency call-outs?', {
      status: 'answered',
      answer: true,
      confidence: 0.9,
      quote: 'We offer emergency call-outs.',
      url: 'https://www.plumber5.example.com/services',
    });
    await ask('Do they install heat pumps?', { status: 'not_found', reason: 'not_on_site' });
    const push = await pushAndWait([leadIds[5]!]);
    expect(push.items[0]!.status).toBe('updated');
    const company = [...hubspot.objects.companies!.values()].find(
      (c) => c.properties.domain === 'plumber5.example.com',
    );
    expect(company!.properties.description).toContain(
      'Do they offer emergency call-outs?: Yes (“We offer emergency call-outs.”, https://www.plumber5.example.com/services)',
    );
    expect(company!.properties.description).not.toContain('heat pumps');
    // Switched off, the answers stay in LeadScout.
    await t.request('/api/integrations/hubspot', {
      method: 'PATCH',
      cookie: owner,
      body: { fields: DEFAULT_CRM_FIELDS.filter((field) => field !== 'research') },
    });
    await pushAndWait([leadIds[5]!]);
    expect(company!.properties.description).not.toContain('emergency');
    await t.request('/api/integrations/hubspot', {
      method: 'PATCH',
      cookie: owner,
      body: { fields: DEFAULT_CRM_FIELDS },
    });
  });

  it('waits out 429s for as long as Retry-After says, then pushes', async () => {
    await t.db
      .update(businessResults)
      .set({ notes: 'After the limit' })
      .where(eq(businessResults.id, leadIds[4]!));
    hubspot.rateLimitNext(2, 1);
    const before = hubspot.requests.length;
    const started = Date.now();
    const push = await pushAndWait([leadIds[4]!]);
    expect(push.counts).toMatchObject({ updated: 1, failed: 0 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(hubspot.requests.slice(before).filter((r) => r.status === 429)).toHaveLength(2);
  });

  it('a company an interrupted run made before it could record it is found by domain, not made again', async () => {
    await t.db.delete(crmRecords).where(eq(crmRecords.leadId, leadIds[9]!));
    await t.db
      .update(businessResults)
      .set({ notes: 'Found again' })
      .where(eq(businessResults.id, leadIds[9]!));
    const push = await pushAndWait([leadIds[9]!]);
    expect(push.items[0]).toMatchObject({ status: 'updated' });
    expect(hubspot.objects.companies!.size).toBe(50);
  });

  it('the public API pushes with a write token through the same operation and reads the push back', async () => {
    const made = await t.request('/api/api-tokens', {
      cookie: owner,
      body: { name: 'Zapier', scopes: ['read', 'write'] },
    });
    const bearer = { authorization: `Bearer ${((await made.json()) as { token: string }).token}` };
    await t.db
      .update(businessResults)
      .set({ notes: 'Via the API' })
      .where(eq(businessResults.id, leadIds[5]!));
    const started = await json(
      await t.request('/api/v1/crm-pushes', {
        headers: bearer,
        body: { provider: 'hubspot', leadIds: [leadIds[5]] },
      }),
    );
    expect(started.status).toBe(202);
    let push = {} as TCrmPush;
    for (let i = 0; i < 100 && push.status !== 'completed'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      push = (await json(await t.request(`/api/v1/crm-pushes/${started.body.data.id}`, { headers: bearer })))
        .body.data;
    }
    expect(push).toMatchObject({ provider: 'hubspot', counts: { updated: 1, failed: 0 } });
    expect(push.items[0]!.recordUrl).toContain('app.hubspot.com');
    expect(hubspot.objects.companies!.size).toBe(50);
    const neither = await t.request('/api/v1/crm-pushes', { headers: bearer, body: { provider: 'hubspot' } });
    expect(neither.status).toBe(400);
    expect(neither.headers.get('content-type')).toContain('application/problem+json');
  });

  it('a restart in the middle of a push goes on from the first pending lead without duplicates', async () => {
    const fresh = await seedSearch(
      t.db,
      await userIdOf(t.db, 'owner@example.com'),
      Array.from({ length: 10 }, (_, i) => lead(100 + i)),
    );
    // The first instance hangs (dies) on its fifth company; its job is not worked here.
    let companies = 0;
    hubspot.onRequest((path) => {
      if (path === '/crm/v3/objects/companies' && ++companies === 5)
        return new Promise<void>(() => undefined);
    });
    await t.deps.boss.offWork('crm.push');
    const started = await json(
      await t.request('/api/crm-pushes', {
        cookie: owner,
        body: { provider: 'hubspot', leadIds: fresh.ids },
      }),
    );
    const [connection] = await t.db.select().from(crmConnections).where(eq(crmConnections.teamId, teamId));
    const dead = runCrmPush(t.deps, { connectionId: connection!.id, teamId }).catch(() => undefined);
    for (let i = 0; i < 100 && companies < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    const done = await t.db
      .select()
      .from(crmPushItems)
      .where(and(eq(crmPushItems.pushId, started.body.id), eq(crmPushItems.status, 'created')));
    expect(done).toHaveLength(4);
    hubspot.onRequest(null);
    // The restarted instance.
    await runCrmPush(t.deps, { connectionId: connection!.id, teamId });
    const push = (await json(await t.request(`/api/crm-pushes/${started.body.id}`, { cookie: owner })))
      .body as TCrmPush;
    expect(push).toMatchObject({ status: 'completed', counts: { created: 10, pending: 0, failed: 0 } });
    expect(hubspot.objects.companies!.size).toBe(60);
    void dead;
  });
});

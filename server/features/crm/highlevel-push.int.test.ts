import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHighLevel, type TFakeHighLevel } from '../../../fakes/highlevel/start-fake-highlevel';
import { businessResults, crmConnections, crmRecords } from '../../db/schema';
import { crmPushApp, type TCrmPushApp } from '../../../tests/crm-push-app';
import type { TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { seedSearch } from '../../../tests/seed-leads';
import { runCrmPush } from './run-crm-push';

const TOKEN = 'pit-0123456789abcdef-0123-4567-89ab';
const lead = (i: number) => ({
  businessName: `Roofer ${i}`,
  website: `https://roofer${i}.example.com/`,
  phone: `(512) 410-${2000 + i}`,
  country: 'US',
  email: `hello@roofer${i}.example.com`,
  tags: ['roofing'],
});

describe.skipIf(postgresSkipped())(`HighLevel push against its fake on ${testDbKind()}`, () => {
  let t: TestApp;
  let highlevel: TFakeHighLevel;
  let owner: string;
  let ownerId: string;
  let teamId: string;
  let leadIds: string[];
  let json: TCrmPushApp['json'];
  let read: TCrmPushApp['readPush'];
  let pushTo: TCrmPushApp['pushAndWait'];

  beforeAll(async () => {
    highlevel = await startFakeHighLevel();
    ({
      t,
      owner,
      ownerId,
      teamId,
      leadIds,
      json,
      readPush: read,
      pushAndWait: pushTo,
    } = await crmPushApp(
      { HIGHLEVEL_API_BASE_URL: highlevel.url },
      Array.from({ length: 50 }, (_, i) => lead(i)),
    ));
  });
  afterAll(async () => {
    await t?.close();
    await highlevel?.close();
  });

  const connect = async (body: Record<string, string>) =>
    json(await t.request('/api/integrations/highlevel', { method: 'PUT', cookie: owner, body }));
  const pushAndWait = (leads: string[]) => pushTo('highlevel', leads);
  const businesses = () => [...highlevel.contacts.values()].filter((c) => c.companyName && !c.email);

  it('connects with a token and location id, refuses a wrong token or location with HighLevel’s message', async () => {
    expect(await connect({ token: TOKEN })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'Please enter the HighLevel location id' },
    });
    const wrong = await connect({ token: 'not-a-pit-token', locationId: highlevel.locationId });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'CRM_TOKEN_REJECTED' } });
    expect(wrong.body.message).toContain('Invalid Private Integration token');
    const elsewhere = await connect({ token: TOKEN, locationId: 'someOtherLocation1' });
    expect(elsewhere.body.message).toContain('does not have access to this location');
    const res = await connect({ token: TOKEN, locationId: highlevel.locationId });
    expect(res.body).toMatchObject({
      provider: 'highlevel',
      isValid: true,
      locationId: highlevel.locationId,
      accountName: 'Demo Roofing Agency (HighLevel)',
    });
    expect(
      (await json(await t.request('/api/integrations/highlevel/test', { method: 'POST', cookie: owner })))
        .body,
    ).toMatchObject({ ok: true });
    const pipelines = await json(await t.request('/api/integrations/highlevel/pipelines', { cookie: owner }));
    expect(pipelines.body.pipelines[0]).toMatchObject({
      id: 'pl-sales',
      stages: expect.arrayContaining([{ id: 'st-2', label: 'Contacted' }]),
    });
  });

  it('pushes 50 leads as tagged business contacts with a note, people as contacts, and opportunities', async () => {
    await t.request('/api/integrations/highlevel', {
      method: 'PATCH',
      cookie: owner,
      body: { createDeal: true, pipelineId: 'pl-sales', stageId: 'st-2' },
    });
    const push = await pushAndWait(leadIds);
    expect(push.counts).toMatchObject({ created: 50, failed: 0 });
    expect([highlevel.contacts.size, highlevel.notes.size, highlevel.opportunities.size]).toEqual([
      100, 50, 50,
    ]);
    const business = businesses().find((c) => c.companyName === 'Roofer 7')!;
    expect(business).toMatchObject({
      phone: '+15124102007',
      website: 'https://roofer7.example.com/',
      tags: ['leadscout', 'roofing'],
      locationId: highlevel.locationId,
    });
    const person = [...highlevel.contacts.values()].find((c) => c.email === 'hello@roofer7.example.com');
    expect(person).toMatchObject({ companyName: 'Roofer 7' });
    const note = [...highlevel.notes.values()].find((n) => n.contactId === business.id)!;
    expect(note.body).toContain('Domain: roofer7.example.com');
    expect(note.body).toContain(`/dashboard/leads/${leadIds[7]}`);
    const opportunity = [...highlevel.opportunities.values()].find((o) => o.contactId === business.id);
    expect(opportunity).toMatchObject({
      name: 'Roofer 7',
      pipelineId: 'pl-sales',
      pipelineStageId: 'st-2',
      status: 'open',
    });
    expect(push.items[7]!.recordUrl).toBe(
      `https://app.gohighlevel.com/v2/location/${highlevel.locationId}/contacts/detail/${business.id}`,
    );
  });

  it('re-pushes a changed lead as an update: the note changes in place, nothing is made twice', async () => {
    await t.db
      .update(businessResults)
      .set({ notes: 'Call back in May' })
      .where(eq(businessResults.id, leadIds[2]!));
    const push = await pushAndWait(leadIds);
    expect(push.counts).toMatchObject({ updated: 1, skipped: 49, created: 0, failed: 0 });
    expect([highlevel.contacts.size, highlevel.notes.size, highlevel.opportunities.size]).toEqual([
      100, 50, 50,
    ]);
    expect([...highlevel.notes.values()].some((n) => n.body.includes('Notes: Call back in May'))).toBe(true);
  });

  it('waits out a 429 as Retry-After says', async () => {
    await t.db.update(businessResults).set({ notes: 'Limited' }).where(eq(businessResults.id, leadIds[3]!));
    highlevel.rateLimitNext(2, 1);
    const push = await pushAndWait([leadIds[3]!]);
    expect(push.counts).toMatchObject({ updated: 1, failed: 0 });
    expect(highlevel.requests.filter((r) => r.status === 429)).toHaveLength(2);
  });

  it('a restart in the middle of a push goes on without duplicates', async () => {
    const fresh = await seedSearch(
      t.db,
      ownerId,
      Array.from({ length: 6 }, (_, i) => lead(100 + i)),
    );
    let upserts = 0;
    highlevel.onRequest((path, method) => {
      // The 4th lead's business contact: the process "dies" while HighLevel holds the request.
      if (method === 'POST' && path === '/contacts/upsert' && ++upserts === 7)
        return new Promise<void>(() => undefined);
    });
    await t.deps.boss.offWork('crm.push');
    const started = await json(
      await t.request('/api/crm-pushes', {
        cookie: owner,
        body: { provider: 'highlevel', leadIds: fresh.ids },
      }),
    );
    const [connection] = await t.db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.provider, 'highlevel'));
    void runCrmPush(t.deps, { connectionId: connection!.id, teamId }).catch(() => undefined);
    await expect.poll(() => upserts, { timeout: 10_000 }).toBe(7);
    highlevel.onRequest(null);
    await runCrmPush(t.deps, { connectionId: connection!.id, teamId });
    expect(await read(started.body.id)).toMatchObject({
      status: 'completed',
      counts: { created: 6, failed: 0 },
    });
    expect(businesses()).toHaveLength(56);
    expect(highlevel.opportunities.size).toBe(56);
  });

  it('a business contact an interrupted run made before it could record it is found by its phone, not made again', async () => {
    await t.db.delete(crmRecords).where(eq(crmRecords.leadId, leadIds[9]!));
    await t.db
      .update(businessResults)
      .set({ notes: 'Found again' })
      .where(eq(businessResults.id, leadIds[9]!));
    const contacts = highlevel.contacts.size;
    // The workers are off since the restart test: this instance works the job itself.
    const started = await json(
      await t.request('/api/crm-pushes', {
        cookie: owner,
        body: { provider: 'highlevel', leadIds: [leadIds[9]!] },
      }),
    );
    const [connection] = await t.db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.provider, 'highlevel'));
    await runCrmPush(t.deps, { connectionId: connection!.id, teamId });
    expect((await read(started.body.id)).items[0]).toMatchObject({ status: 'updated' });
    expect(highlevel.contacts.size).toBe(contacts);
    expect(businesses().filter((c) => c.companyName === 'Roofer 9')).toHaveLength(1);
  });
});

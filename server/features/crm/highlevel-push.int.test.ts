import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startFakeHighLevel } from '../../../fakes/highlevel/start-fake-highlevel';
import { crmRecords } from '../../db/schema';
import { crmPushSuite, roofer } from '../../../tests/crm-push-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { seedSearch } from '../../../tests/seed-leads';

const TOKEN = 'pit-0123456789abcdef-0123-4567-89ab';

describe.skipIf(postgresSkipped())(`HighLevel push against its fake on ${testDbKind()}`, () => {
  const crm = crmPushSuite(
    startFakeHighLevel,
    'HIGHLEVEL_API_BASE_URL',
    Array.from({ length: 50 }, (_, i) => roofer(i, { tags: ['roofing'] })),
  );

  const connect = async (body: Record<string, string>) =>
    crm.json(await crm.t.request('/api/integrations/highlevel', { method: 'PUT', cookie: crm.owner, body }));
  const pushAndWait = (leads: string[]) => crm.pushAndWait('highlevel', leads);
  const businesses = () => [...crm.fake.contacts.values()].filter((c) => c.companyName && !c.email);

  it('connects with a token and location id, refuses a wrong token or location with HighLevel’s message', async () => {
    expect(await connect({ token: TOKEN })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'Please enter the HighLevel location id' },
    });
    const wrong = await connect({ token: 'not-a-pit-token', locationId: crm.fake.locationId });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'CRM_TOKEN_REJECTED' } });
    expect(wrong.body.message).toContain('Invalid Private Integration token');
    const elsewhere = await connect({ token: TOKEN, locationId: 'someOtherLocation1' });
    expect(elsewhere.body.message).toContain('does not have access to this location');
    const res = await connect({ token: TOKEN, locationId: crm.fake.locationId });
    expect(res.body).toMatchObject({
      provider: 'highlevel',
      isValid: true,
      locationId: crm.fake.locationId,
      accountName: 'Demo Roofing Agency (HighLevel)',
    });
    expect(
      (
        await crm.json(
          await crm.t.request('/api/integrations/highlevel/test', { method: 'POST', cookie: crm.owner }),
        )
      ).body,
    ).toMatchObject({ ok: true });
    const pipelines = await crm.json(
      await crm.t.request('/api/integrations/highlevel/pipelines', { cookie: crm.owner }),
    );
    expect(pipelines.body.pipelines[0]).toMatchObject({
      id: 'pl-sales',
      stages: expect.arrayContaining([{ id: 'st-2', label: 'Contacted' }]),
    });
  });

  it('pushes 50 leads as tagged business contacts with a note, people as contacts, and opportunities', async () => {
    await crm.configure('highlevel', { createDeal: true, pipelineId: 'pl-sales', stageId: 'st-2' });
    const push = await pushAndWait(crm.leadIds);
    expect(push.counts).toMatchObject({ created: 50, failed: 0 });
    expect([crm.fake.contacts.size, crm.fake.notes.size, crm.fake.opportunities.size]).toEqual([100, 50, 50]);
    const business = businesses().find((c) => c.companyName === 'Roofer 7')!;
    expect(business).toMatchObject({
      phone: '+15124102007',
      website: 'https://roofer7.example.com/',
      tags: ['leadscout', 'roofing'],
      locationId: crm.fake.locationId,
    });
    const person = [...crm.fake.contacts.values()].find((c) => c.email === 'hello@roofer7.example.com');
    expect(person).toMatchObject({ companyName: 'Roofer 7' });
    const note = [...crm.fake.notes.values()].find((n) => n.contactId === business.id)!;
    expect(note.body).toContain('Domain: roofer7.example.com');
    expect(note.body).toContain(`/dashboard/leads/${crm.leadIds[7]}`);
    const opportunity = [...crm.fake.opportunities.values()].find((o) => o.contactId === business.id);
    expect(opportunity).toMatchObject({
      name: 'Roofer 7',
      pipelineId: 'pl-sales',
      pipelineStageId: 'st-2',
      status: 'open',
    });
    expect(push.items[7]!.recordUrl).toBe(
      `https://app.gohighlevel.com/v2/location/${crm.fake.locationId}/contacts/detail/${business.id}`,
    );
  });

  it('re-pushes a changed lead as an update: the note changes in place, nothing is made twice', async () => {
    await crm.changeLead(crm.leadIds[2]!, { notes: 'Call back in May' });
    const push = await pushAndWait(crm.leadIds);
    expect(push.counts).toMatchObject({ updated: 1, skipped: 49, created: 0, failed: 0 });
    expect([crm.fake.contacts.size, crm.fake.notes.size, crm.fake.opportunities.size]).toEqual([100, 50, 50]);
    expect([...crm.fake.notes.values()].some((n) => n.body.includes('Notes: Call back in May'))).toBe(true);
  });

  it('finds an opportunity whose id was lost (a crash before it was stored) by upsert, not made again', async () => {
    await crm.t.db.delete(crmRecords).where(eq(crmRecords.leadId, crm.leadIds[4]!));
    const push = await pushAndWait([crm.leadIds[4]!]);
    expect(push.counts).toMatchObject({ failed: 0 });
    expect(crm.fake.opportunities.size).toBe(50);
    const [record] = await crm.t.db.select().from(crmRecords).where(eq(crmRecords.leadId, crm.leadIds[4]!));
    expect(crm.fake.opportunities.get(record!.dealId!)).toMatchObject({ contactId: record!.companyId });
  });

  it('waits out a 429 as Retry-After says', async () => {
    await crm.changeLead(crm.leadIds[3]!, { notes: 'Limited' });
    crm.fake.rateLimitNext(2, 1);
    const push = await pushAndWait([crm.leadIds[3]!]);
    expect(push.counts).toMatchObject({ updated: 1, failed: 0 });
    expect(crm.fake.requests.filter((r) => r.status === 429)).toHaveLength(2);
  });

  it('a restart in the middle of a push goes on without duplicates', async () => {
    const fresh = await seedSearch(
      crm.t.db,
      crm.ownerId,
      Array.from({ length: 6 }, (_, i) => roofer(100 + i, { tags: ['roofing'] })),
    );
    let upserts = 0;
    // The 4th lead's business contact: the process "dies" while HighLevel holds the request.
    const push = await crm.pushInProcess('highlevel', fresh.ids, {
      fake: crm.fake,
      dies: (path, method) => method === 'POST' && path === '/contacts/upsert' && ++upserts === 7,
    });
    expect(push).toMatchObject({ status: 'completed', counts: { created: 6, failed: 0 } });
    expect(businesses()).toHaveLength(56);
    expect(crm.fake.opportunities.size).toBe(56);
  });

  it('a business contact an interrupted run made before it could record it is found by its phone, not made again', async () => {
    await crm.t.db.delete(crmRecords).where(eq(crmRecords.leadId, crm.leadIds[9]!));
    await crm.changeLead(crm.leadIds[9]!, { notes: 'Found again' });
    const contacts = crm.fake.contacts.size;
    const push = await crm.pushInProcess('highlevel', [crm.leadIds[9]!]);
    expect(push.items[0]).toMatchObject({ status: 'updated' });
    expect(crm.fake.contacts.size).toBe(contacts);
    expect(businesses().filter((c) => c.companyName === 'Roofer 9')).toHaveLength(1);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startFakePipedrive } from '../../../fakes/pipedrive/start-fake-pipedrive';
import { crmRecords } from '../../db/schema';
import { crmPushSuite, roofer } from '../../../tests/crm-push-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { seedSearch } from '../../../tests/seed-leads';

const TOKEN = '0123456789abcdef0123456789abcdef01234567';

describe.skipIf(postgresSkipped())(`Pipedrive push against its fake on ${testDbKind()}`, () => {
  const crm = crmPushSuite(
    startFakePipedrive,
    'PIPEDRIVE_API_BASE_URL',
    Array.from({ length: 50 }, (_, i) => roofer(i)),
  );

  const pushAndWait = (leads: string[]) => crm.pushAndWait('pipedrive', leads);

  it('connects with an API token, refuses a wrong one with Pipedrive’s message, lists pipelines', async () => {
    const wrong = await crm.json(
      await crm.t.request('/api/integrations/pipedrive', {
        method: 'PUT',
        cookie: crm.owner,
        body: { token: 'short-token' },
      }),
    );
    expect(wrong).toMatchObject({ status: 400, body: { code: 'CRM_TOKEN_REJECTED' } });
    expect(wrong.body.message).toContain('You need to be authorized');
    const res = await crm.json(
      await crm.t.request('/api/integrations/pipedrive', {
        method: 'PUT',
        cookie: crm.owner,
        body: { token: TOKEN },
      }),
    );
    expect(res.body).toMatchObject({
      provider: 'pipedrive',
      isValid: true,
      accountName: 'Demo Agency (Pipedrive)',
    });
    expect(
      (
        await crm.json(
          await crm.t.request('/api/integrations/pipedrive/test', { method: 'POST', cookie: crm.owner }),
        )
      ).body,
    ).toMatchObject({ ok: true });
    const pipelines = await crm.json(
      await crm.t.request('/api/integrations/pipedrive/pipelines', { cookie: crm.owner }),
    );
    expect(pipelines.body.pipelines[0]).toMatchObject({
      id: '1',
      stages: expect.arrayContaining([{ id: '2', label: 'Contact Made' }]),
    });
  });

  it('pushes 50 leads as organizations with a note, persons and deals in the chosen stage', async () => {
    await crm.configure('pipedrive', { createDeal: true, pipelineId: '1', stageId: '2' });
    const push = await pushAndWait(crm.leadIds);
    expect(push.counts).toMatchObject({ created: 50, failed: 0 });
    expect([
      crm.fake.organizations.size,
      crm.fake.persons.size,
      crm.fake.deals.size,
      crm.fake.notes.size,
    ]).toEqual([50, 50, 50, 50]);
    const org = [...crm.fake.organizations.values()].find((o) => o.name === 'Roofer 7')!;
    const note = [...crm.fake.notes.values()].find((n) => n.org_id === org.id)!;
    expect(note.content).toContain('Phone: +15124102007');
    expect(note.content).toContain(`/dashboard/leads/${crm.leadIds[7]}`);
    const deal = [...crm.fake.deals.values()].find((d) => d.org_id === org.id)!;
    expect(deal).toMatchObject({ title: 'Roofer 7', pipeline_id: 1, stage_id: 2 });
    expect(push.items[7]!.recordUrl).toBe(`https://demo-agency.pipedrive.com/organization/${org.id}`);
  });

  it('re-pushes a changed lead as an update: the note changes, nothing is made twice', async () => {
    await crm.changeLead(crm.leadIds[2]!, { notes: 'Call back in May' });
    const push = await pushAndWait(crm.leadIds);
    expect(push.counts).toMatchObject({ updated: 1, skipped: 49, created: 0, failed: 0 });
    expect([
      crm.fake.organizations.size,
      crm.fake.persons.size,
      crm.fake.deals.size,
      crm.fake.notes.size,
    ]).toEqual([50, 50, 50, 50]);
    expect([...crm.fake.notes.values()].some((n) => n.content.includes('Notes: Call back in May'))).toBe(
      true,
    );
  });

  it('finds a deal whose id was lost (a crash before it was stored) by its title, not made again', async () => {
    await crm.t.db.delete(crmRecords).where(eq(crmRecords.leadId, crm.leadIds[4]!));
    const push = await pushAndWait([crm.leadIds[4]!]);
    expect(push.counts).toMatchObject({ failed: 0 });
    expect(crm.fake.deals.size).toBe(50);
    const [record] = await crm.t.db.select().from(crmRecords).where(eq(crmRecords.leadId, crm.leadIds[4]!));
    const org = [...crm.fake.organizations.values()].find((o) => o.name === 'Roofer 4')!;
    expect(crm.fake.deals.get(Number(record!.dealId))).toMatchObject({ org_id: org.id, title: 'Roofer 4' });
  });

  it('waits out a 429 as x-ratelimit-reset says', async () => {
    await crm.changeLead(crm.leadIds[3]!, { notes: 'Limited' });
    crm.fake.rateLimitNext(2, 1);
    const push = await pushAndWait([crm.leadIds[3]!]);
    expect(push.counts).toMatchObject({ updated: 1, failed: 0 });
    expect(crm.fake.requests.filter((r) => r.status === 429)).toHaveLength(2);
  });

  describe('with leads (Leads inbox) instead of deals', () => {
    const chosen = () => crm.leadIds.slice(10, 13);
    const leadOf = (name: string) => {
      const org = [...crm.fake.organizations.values()].find((o) => o.name === name)!;
      return [...crm.fake.leads.values()].filter((l) => l.organization_id === org.id);
    };

    it('only Pipedrive makes leads; the choice is saved per connection', async () => {
      expect(await crm.configure('hubspot', { dealKind: 'lead' })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_ERROR', message: 'Only Pipedrive has a Leads inbox' },
      });
      expect((await crm.configure('pipedrive', { dealKind: 'lead' })).body).toMatchObject({
        provider: 'pipedrive',
        createDeal: true,
        dealKind: 'lead',
      });
    });

    it('pushes leads as Pipedrive leads linked to their organization and person, linked from the lead', async () => {
      const deals = crm.fake.deals.size;
      const push = await pushAndWait(chosen());
      expect(push.counts).toMatchObject({ updated: 3, failed: 0 });
      expect(crm.fake.leads.size).toBe(3);
      expect(crm.fake.deals.size).toBe(deals);
      const [made] = leadOf('Roofer 10');
      const person = [...crm.fake.persons.values()].find((p) => p.org_id === made!.organization_id)!;
      expect(made).toMatchObject({ title: 'Roofer 10', person_id: person.id, source_name: 'API' });
      expect(made!.id).toMatch(/^[0-9a-f-]{36}$/);
      const inbox = `https://demo-agency.pipedrive.com/leads/inbox/${made!.id}`;
      expect(push.items[0]!.recordUrl).toBe(inbox);
      const records = await crm.json(
        await crm.t.request(`/api/leads/${crm.leadIds[10]}/crm-records`, { cookie: crm.owner }),
      );
      expect(records.body.records).toEqual([
        expect.objectContaining({ provider: 'pipedrive', recordUrl: inbox }),
      ]);
    });

    it('re-pushes a changed lead by updating its Pipedrive lead, without a second one', async () => {
      await crm.changeLead(crm.leadIds[10]!, { businessName: 'Roofer 10 Ltd' });
      const push = await pushAndWait(chosen());
      expect(push.counts).toMatchObject({ updated: 1, skipped: 2, failed: 0 });
      expect(crm.fake.leads.size).toBe(3);
      expect(leadOf('Roofer 10 Ltd')).toEqual([expect.objectContaining({ title: 'Roofer 10 Ltd' })]);
      expect(
        crm.fake.requests.filter((r) => r.method === 'PATCH' && r.path.startsWith('/api/v1/leads/')).length,
      ).toBe(1);
    });

    it('finds a lead whose id was lost (a crash before it was stored) by its title, not made again', async () => {
      await crm.t.db.delete(crmRecords).where(eq(crmRecords.leadId, crm.leadIds[11]!));
      const push = await pushAndWait([crm.leadIds[11]!]);
      expect(push.counts).toMatchObject({ updated: 1, failed: 0 });
      expect(crm.fake.leads.size).toBe(3);
      expect(push.items[0]!.recordUrl).toBe(
        `https://demo-agency.pipedrive.com/leads/inbox/${leadOf('Roofer 11')[0]!.id}`,
      );
    });

    it('makes the lead again when it was deleted in Pipedrive', async () => {
      crm.fake.leads.delete(leadOf('Roofer 12')[0]!.id);
      await crm.changeLead(crm.leadIds[12]!, { notes: 'Deleted there' });
      const push = await pushAndWait([crm.leadIds[12]!]);
      expect(push.counts).toMatchObject({ updated: 1, failed: 0 });
      expect(leadOf('Roofer 12')).toHaveLength(1);
      await crm.configure('pipedrive', { dealKind: 'deal' });
    });
  });

  it('a restart in the middle of a push goes on without duplicates', async () => {
    const fresh = await seedSearch(
      crm.t.db,
      crm.ownerId,
      Array.from({ length: 6 }, (_, i) => roofer(100 + i)),
    );
    let created = 0;
    const push = await crm.pushInProcess('pipedrive', fresh.ids, {
      fake: crm.fake,
      dies: (path, method) => method === 'POST' && path === '/api/v1/organizations' && ++created === 4,
    });
    expect(push).toMatchObject({ status: 'completed', counts: { created: 6, failed: 0 } });
    expect(crm.fake.organizations.size).toBe(56);
  });
});

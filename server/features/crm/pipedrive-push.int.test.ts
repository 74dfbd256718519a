import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePipedrive, type TFakePipedrive } from '../../../fakes/pipedrive/start-fake-pipedrive';
import { businessResults, crmConnections, crmRecords } from '../../db/schema';
import { crmPushApp, type TCrmPushApp } from '../../../tests/crm-push-app';
import type { TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { seedSearch } from '../../../tests/seed-leads';
import { runCrmPush } from './run-crm-push';

const TOKEN = '0123456789abcdef0123456789abcdef01234567';
const lead = (i: number) => ({
  businessName: `Roofer ${i}`,
  website: `https://roofer${i}.example.com/`,
  phone: `(512) 410-${2000 + i}`,
  country: 'US',
  email: `hello@roofer${i}.example.com`,
});

describe.skipIf(postgresSkipped())(`Pipedrive push against its fake on ${testDbKind()}`, () => {
  let t: TestApp;
  let pipedrive: TFakePipedrive;
  let owner: string;
  let ownerId: string;
  let teamId: string;
  let leadIds: string[];
  let json: TCrmPushApp['json'];
  let read: TCrmPushApp['readPush'];
  let pushTo: TCrmPushApp['pushAndWait'];

  beforeAll(async () => {
    pipedrive = await startFakePipedrive();
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
      { PIPEDRIVE_API_BASE_URL: pipedrive.url },
      Array.from({ length: 50 }, (_, i) => lead(i)),
    ));
  });
  afterAll(async () => {
    await t?.close();
    await pipedrive?.close();
  });

  const pushAndWait = (leads: string[]) => pushTo('pipedrive', leads);

  it('connects with an API token, refuses a wrong one with Pipedrive’s message, lists pipelines', async () => {
    const wrong = await json(
      await t.request('/api/integrations/pipedrive', {
        method: 'PUT',
        cookie: owner,
        body: { token: 'short-token' },
      }),
    );
    expect(wrong).toMatchObject({ status: 400, body: { code: 'CRM_TOKEN_REJECTED' } });
    expect(wrong.body.message).toContain('You need to be authorized');
    const res = await json(
      await t.request('/api/integrations/pipedrive', {
        method: 'PUT',
        cookie: owner,
        body: { token: TOKEN },
      }),
    );
    expect(res.body).toMatchObject({
      provider: 'pipedrive',
      isValid: true,
      accountName: 'Demo Agency (Pipedrive)',
    });
    expect(
      (await json(await t.request('/api/integrations/pipedrive/test', { method: 'POST', cookie: owner })))
        .body,
    ).toMatchObject({ ok: true });
    const pipelines = await json(await t.request('/api/integrations/pipedrive/pipelines', { cookie: owner }));
    expect(pipelines.body.pipelines[0]).toMatchObject({
      id: '1',
      stages: expect.arrayContaining([{ id: '2', label: 'Contact Made' }]),
    });
  });

  it('pushes 50 leads as organizations with a note, persons and deals in the chosen stage', async () => {
    await t.request('/api/integrations/pipedrive', {
      method: 'PATCH',
      cookie: owner,
      body: { createDeal: true, pipelineId: '1', stageId: '2' },
    });
    const push = await pushAndWait(leadIds);
    expect(push.counts).toMatchObject({ created: 50, failed: 0 });
    expect([
      pipedrive.organizations.size,
      pipedrive.persons.size,
      pipedrive.deals.size,
      pipedrive.notes.size,
    ]).toEqual([50, 50, 50, 50]);
    const org = [...pipedrive.organizations.values()].find((o) => o.name === 'Roofer 7')!;
    const note = [...pipedrive.notes.values()].find((n) => n.org_id === org.id)!;
    expect(note.content).toContain('Phone: +15124102007');
    expect(note.content).toContain(`/dashboard/leads/${leadIds[7]}`);
    const deal = [...pipedrive.deals.values()].find((d) => d.org_id === org.id)!;
    expect(deal).toMatchObject({ title: 'Roofer 7', pipeline_id: 1, stage_id: 2 });
    expect(push.items[7]!.recordUrl).toBe(`https://demo-agency.pipedrive.com/organization/${org.id}`);
  });

  it('re-pushes a changed lead as an update: the note changes, nothing is made twice', async () => {
    await t.db
      .update(businessResults)
      .set({ notes: 'Call back in May' })
      .where(eq(businessResults.id, leadIds[2]!));
    const push = await pushAndWait(leadIds);
    expect(push.counts).toMatchObject({ updated: 1, skipped: 49, created: 0, failed: 0 });
    expect([
      pipedrive.organizations.size,
      pipedrive.persons.size,
      pipedrive.deals.size,
      pipedrive.notes.size,
    ]).toEqual([50, 50, 50, 50]);
    expect([...pipedrive.notes.values()].some((n) => n.content.includes('Notes: Call back in May'))).toBe(
      true,
    );
  });

  it('waits out a 429 as x-ratelimit-reset says', async () => {
    await t.db.update(businessResults).set({ notes: 'Limited' }).where(eq(businessResults.id, leadIds[3]!));
    pipedrive.rateLimitNext(2, 1);
    const push = await pushAndWait([leadIds[3]!]);
    expect(push.counts).toMatchObject({ updated: 1, failed: 0 });
    expect(pipedrive.requests.filter((r) => r.status === 429)).toHaveLength(2);
  });

  describe('with leads (Leads inbox) instead of deals', () => {
    const chosen = () => leadIds.slice(10, 13);
    const leadOf = (name: string) => {
      const org = [...pipedrive.organizations.values()].find((o) => o.name === name)!;
      return [...pipedrive.leads.values()].filter((l) => l.organization_id === org.id);
    };

    it('only Pipedrive makes leads; the choice is saved per connection', async () => {
      const hubspot = await json(
        await t.request('/api/integrations/hubspot', {
          method: 'PATCH',
          cookie: owner,
          body: { dealKind: 'lead' },
        }),
      );
      expect(hubspot).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_ERROR', message: 'Only Pipedrive has a Leads inbox' },
      });
      const res = await json(
        await t.request('/api/integrations/pipedrive', {
          method: 'PATCH',
          cookie: owner,
          body: { dealKind: 'lead' },
        }),
      );
      expect(res.body).toMatchObject({ provider: 'pipedrive', createDeal: true, dealKind: 'lead' });
    });

    it('pushes leads as Pipedrive leads linked to their organization and person, linked from the lead', async () => {
      const deals = pipedrive.deals.size;
      const push = await pushAndWait(chosen());
      expect(push.counts).toMatchObject({ updated: 3, failed: 0 });
      expect(pipedrive.leads.size).toBe(3);
      expect(pipedrive.deals.size).toBe(deals);
      const [made] = leadOf('Roofer 10');
      const person = [...pipedrive.persons.values()].find((p) => p.org_id === made!.organization_id)!;
      expect(made).toMatchObject({ title: 'Roofer 10', person_id: person.id, source_name: 'API' });
      expect(made!.id).toMatch(/^[0-9a-f-]{36}$/);
      const inbox = `https://demo-agency.pipedrive.com/leads/inbox/${made!.id}`;
      expect(push.items[0]!.recordUrl).toBe(inbox);
      const records = await json(await t.request(`/api/leads/${leadIds[10]}/crm-records`, { cookie: owner }));
      expect(records.body.records).toEqual([
        expect.objectContaining({ provider: 'pipedrive', recordUrl: inbox }),
      ]);
    });

    it('re-pushes a changed lead by updating its Pipedrive lead, without a second one', async () => {
      await t.db
        .update(businessResults)
        .set({ businessName: 'Roofer 10 Ltd' })
        .where(eq(businessResults.id, leadIds[10]!));
      const push = await pushAndWait(chosen());
      expect(push.counts).toMatchObject({ updated: 1, skipped: 2, failed: 0 });
      expect(pipedrive.leads.size).toBe(3);
      expect(leadOf('Roofer 10 Ltd')).toEqual([expect.objectContaining({ title: 'Roofer 10 Ltd' })]);
      expect(
        pipedrive.requests.filter((r) => r.method === 'PATCH' && r.path.startsWith('/api/v1/leads/')).length,
      ).toBe(1);
    });

    it('finds a lead whose id was lost (a crash before it was stored) by its title, not made again', async () => {
      await t.db.delete(crmRecords).where(eq(crmRecords.leadId, leadIds[11]!));
      const push = await pushAndWait([leadIds[11]!]);
      expect(push.counts).toMatchObject({ updated: 1, failed: 0 });
      expect(pipedrive.leads.size).toBe(3);
      expect(push.items[0]!.recordUrl).toBe(
        `https://demo-agency.pipedrive.com/leads/inbox/${leadOf('Roofer 11')[0]!.id}`,
      );
    });

    it('makes the lead again when it was deleted in Pipedrive', async () => {
      pipedrive.leads.delete(leadOf('Roofer 12')[0]!.id);
      await t.db
        .update(businessResults)
        .set({ notes: 'Deleted there' })
        .where(eq(businessResults.id, leadIds[12]!));
      const push = await pushAndWait([leadIds[12]!]);
      expect(push.counts).toMatchObject({ updated: 1, failed: 0 });
      expect(leadOf('Roofer 12')).toHaveLength(1);
      await t.request('/api/integrations/pipedrive', {
        method: 'PATCH',
        cookie: owner,
        body: { dealKind: 'deal' },
      });
    });
  });

  it('a restart in the middle of a push goes on without duplicates', async () => {
    const fresh = await seedSearch(
      t.db,
      ownerId,
      Array.from({ length: 6 }, (_, i) => lead(100 + i)),
    );
    let created = 0;
    pipedrive.onRequest((path, method) => {
      if (method === 'POST' && path === '/api/v1/organizations' && ++created === 4)
        return new Promise<void>(() => undefined);
    });
    await t.deps.boss.offWork('crm.push');
    const started = await json(
      await t.request('/api/crm-pushes', {
        cookie: owner,
        body: { provider: 'pipedrive', leadIds: fresh.ids },
      }),
    );
    const [connection] = await t.db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.provider, 'pipedrive'));
    void runCrmPush(t.deps, { connectionId: connection!.id, teamId }).catch(() => undefined);
    await expect.poll(() => created, { timeout: 10_000 }).toBe(4);
    pipedrive.onRequest(null);
    await runCrmPush(t.deps, { connectionId: connection!.id, teamId });
    expect(await read(started.body.id)).toMatchObject({
      status: 'completed',
      counts: { created: 6, failed: 0 },
    });
    expect(pipedrive.organizations.size).toBe(56);
  });
});

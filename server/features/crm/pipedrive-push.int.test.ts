import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePipedrive, type TFakePipedrive } from '../../../fakes/pipedrive/start-fake-pipedrive';
import { businessResults, crmConnections } from '../../db/schema';
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

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TCrmProvider, TCrmPush, TUpdateCrmSettingsRequest } from '@contracts/crm';
import type { TCrmFakeControls } from '../fakes/crm-fake-server';
import { businessResults, crmConnections } from '../server/db/schema';
import { runCrmPush } from '../server/features/crm/run-crm-push';
import { createTestApp } from './test-app';
import { personalTeamOf, seedSearch, userIdOf } from './seed-leads';

type TSeedLead = Parameters<typeof seedSearch>[2][number];

/**
 * What every CRM's push test starts from: the app with its workers on `env` (the CRM's base URL), an owner signed
 * in with a search of `leads`, and the calls a test makes — configure the connection, start a push, read it, wait
 * for it to complete, or work it in this process through a restart.
 */
export async function crmPushApp(env: Record<string, string>, leads: TSeedLead[]) {
  const t = await createTestApp(env, { workers: true });
  const owner = await t.signUp('owner@example.com');
  const ownerId = await userIdOf(t.db, 'owner@example.com');
  const teamId = await personalTeamOf(t.db, ownerId);
  const leadIds = (await seedSearch(t.db, ownerId, leads)).ids;

  const json = async (res: Response) => ({ status: res.status, body: await res.json() });
  const readPush = async (id: string) =>
    (await json(await t.request(`/api/crm-pushes/${id}`, { cookie: owner }))).body as TCrmPush;
  const startPush = async (provider: TCrmProvider, ids: string[]) => {
    const started = await json(
      await t.request('/api/crm-pushes', { cookie: owner, body: { provider, leadIds: ids } }),
    );
    expect(started.status).toBe(202);
    return started.body.id as string;
  };
  /** Changes a seeded lead, as a user or a deeper check would (a re-push then updates it in the CRM). */
  const changeLead = (leadId: string, values: Partial<typeof businessResults.$inferInsert>) =>
    t.db
      .update(businessResults)
      .set(values)
      .where(and(eq(businessResults.id, leadId), eq(businessResults.teamId, teamId)));
  /** PATCHes the owner's connection to `provider` (fields, deal, auto-push). */
  const configure = async (provider: TCrmProvider, body: TUpdateCrmSettingsRequest) =>
    json(await t.request(`/api/integrations/${provider}`, { method: 'PATCH', cookie: owner, body }));

  /** Pushes `ids` to `provider` as the owner and returns the push once it has completed. */
  async function pushAndWait(provider: TCrmProvider, ids: string[]): Promise<TCrmPush> {
    const id = await startPush(provider, ids);
    await expect.poll(async () => (await readPush(id)).status, { timeout: 30_000 }).toBe('completed');
    return readPush(id);
  }

  const runJob = async (provider: TCrmProvider) => {
    const [connection] = await t.db
      .select({ id: crmConnections.id })
      .from(crmConnections)
      .where(and(eq(crmConnections.teamId, teamId), eq(crmConnections.provider, provider)));
    return runCrmPush(t.deps, { connectionId: connection!.id, teamId });
  };

  /**
   * Pushes `ids` with the workers switched off (for the rest of the file) and works the job in this process. With
   * `dies`, a first instance dies at the first request of `fake` that `dies` accepts (the request hangs for good),
   * then a restarted instance works the job again. Returns the push.
   */
  async function pushInProcess(
    provider: TCrmProvider,
    ids: string[],
    restart?: { fake: Pick<TCrmFakeControls, 'onRequest'>; dies: (path: string, method: string) => boolean },
  ): Promise<TCrmPush> {
    await t.deps.boss.offWork('crm.push');
    const id = await startPush(provider, ids);
    if (restart) {
      let died = false;
      restart.fake.onRequest((path, method) => {
        if (died || !restart.dies(path, method)) return;
        died = true;
        return new Promise<void>(() => undefined);
      });
      void runJob(provider).catch(() => undefined);
      await expect.poll(() => died, { timeout: 10_000 }).toBe(true);
      restart.fake.onRequest(null);
    }
    await runJob(provider);
    return readPush(id);
  }

  return {
    t,
    owner,
    ownerId,
    teamId,
    leadIds,
    json,
    readPush,
    changeLead,
    configure,
    pushAndWait,
    pushInProcess,
  };
}

export type TCrmPushApp = Awaited<ReturnType<typeof crmPushApp>>;

/**
 * One CRM's push tests in a describe block: its hooks start the CRM's fake and the app on the fake's base URL
 * (`baseUrlVar`) before the tests, and close both after. The returned object is filled in before the first test.
 */
export function crmPushSuite<F extends TCrmFakeControls>(
  startFake: () => Promise<F>,
  baseUrlVar: string,
  leads: TSeedLead[],
): TCrmPushApp & { fake: F } {
  const suite = {} as TCrmPushApp & { fake: F };
  beforeAll(async () => {
    const fake = await startFake();
    Object.assign(suite, { fake }, await crmPushApp({ [baseUrlVar]: fake.url }, leads));
  });
  afterAll(async () => {
    await suite.t?.close();
    await suite.fake?.close();
  });
  return suite;
}

/** The n-th seeded business of a CRM test: a roofer with a website, a phone and an email address. */
export const roofer = (i: number, extra: Partial<TSeedLead> = {}): TSeedLead => ({
  businessName: `Roofer ${i}`,
  website: `https://roofer${i}.example.com/`,
  phone: `(512) 410-${2000 + i}`,
  country: 'US',
  email: `hello@roofer${i}.example.com`,
  ...extra,
});

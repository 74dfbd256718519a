import { expect } from 'vitest';
import type { TCrmProvider, TCrmPush } from '@contracts/crm';
import { createTestApp } from './test-app';
import { personalTeamOf, seedSearch, userIdOf } from './seed-leads';

type TSeedLead = Parameters<typeof seedSearch>[2][number];

/**
 * What every CRM's push test starts from: the app with its workers on `env` (the CRM's base URL), an owner signed
 * in with a search of `leads`, and the calls a test makes — start a push, read it, wait for it to complete.
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
  /** Pushes `ids` to `provider` as the owner and returns the push once it has completed. */
  async function pushAndWait(provider: TCrmProvider, ids: string[]): Promise<TCrmPush> {
    const started = await json(
      await t.request('/api/crm-pushes', { cookie: owner, body: { provider, leadIds: ids } }),
    );
    expect(started.status).toBe(202);
    await expect
      .poll(async () => (await readPush(started.body.id)).status, { timeout: 30_000 })
      .toBe('completed');
    return readPush(started.body.id);
  }
  return { t, owner, ownerId, teamId, leadIds, json, readPush, pushAndWait };
}

export type TCrmPushApp = Awaited<ReturnType<typeof crmPushApp>>;

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMember } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { openSecondInstance, type SecondInstance } from '../../../tests/second-instance';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { userIdOf } from '../../../tests/seed-leads';

/**
 * An API token on two instances (decision 113): revoked on one, or its creator removed from the team on one, the
 * other refuses it at the next request although it had the token and the membership in its cache.
 */
describe.skipIf(testDbKind() !== 'postgres' || postgresSkipped())('API tokens on two instances', () => {
  let a: TestApp;
  let b: SecondInstance;
  let owner: string;
  let admin: string;
  let teamId: string;
  beforeAll(async () => {
    a = await createTestApp();
    b = await openSecondInstance(a, '10.9.9.7');
    owner = await a.signUp('owner@example.com');
    const made = await a.request('/api/auth/organization/create', {
      cookie: owner,
      body: { name: 'Shared', slug: 'shared-tokens' },
    });
    teamId = ((await made.json()) as { id: string }).id;
    admin = await a.signUp('admin@example.com');
    const adminId = await userIdOf(a.db, 'admin@example.com');
    await a.db.insert(teamMember).values({ id: 'token-admin', teamId, userId: adminId, role: 'admin' });
    await a.request('/api/auth/organization/set-active', { cookie: admin, body: { organizationId: teamId } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const createToken = async () => {
    const res = await a.request('/api/api-tokens', {
      cookie: admin,
      body: { name: 'Two', scopes: ['read'] },
    });
    return (await res.json()) as { token: string; apiToken: { id: string } };
  };
  const onB = (token: string) => b.getWith('/api/v1/searches', { authorization: `Bearer ${token}` });

  it('a token revoked on one instance is refused on the other at once', async () => {
    const { token, apiToken } = await createToken();
    expect((await onB(token)).status).toBe(200);
    const revoked = await a.request(`/api/api-tokens/${apiToken.id}`, { method: 'DELETE', cookie: admin });
    expect(revoked.status).toBe(200);
    await expect.poll(async () => (await onB(token)).status, { timeout: 3_000 }).toBe(401);
  });

  it('a token whose creator is removed on one instance is refused on the other', async () => {
    const { token } = await createToken();
    expect((await onB(token)).status).toBe(200);
    const removed = await a.request('/api/auth/organization/remove-member', {
      cookie: owner,
      body: { memberIdOrEmail: 'admin@example.com', organizationId: teamId },
    });
    expect(removed.status).toBe(200);
    await expect.poll(async () => (await onB(token)).status, { timeout: 3_000 }).toBe(401);
  });
});

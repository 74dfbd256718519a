import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCreatedApiToken } from '@contracts/api-tokens';
import { createApp } from '../app';
import { apiTokens } from '../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../tests/test-db';
import { hashApiToken } from './api-token-auth';
import { getApiToken } from './session-cache';

/**
 * Bearer authentication of both public doors (decisions 113, 114): one request limit per token whichever door it
 * uses; bearer values that name no live token limited per client address (decision 080) before they cost a
 * database lookup; and a flood of such values never pushes live tokens out of the token cache.
 */
describe.skipIf(postgresSkipped())(`API token authentication on ${testDbKind()}`, () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ API_TOKEN_REQUESTS_PER_MINUTE: '4' });
    cookie = await t.signUp('bearer@example.com');
  });
  afterAll(async () => t?.close());

  const newToken = async () => {
    const made = await t.request('/api/api-tokens', { cookie, body: { name: 'Door', scopes: ['read'] } });
    return ((await made.json()) as TCreatedApiToken).token;
  };
  /** A v1 read or an MCP tools/list with `token`, on `app` (the test app's by default). */
  const v1 = (token: string, app = t.app) =>
    app.request('/api/v1/lists', { headers: { authorization: `Bearer ${token}`, origin: TEST_ORIGIN } });
  const mcp = (token: string) =>
    t.request('/api/mcp', {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json, text/event-stream' },
      body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });

  it('counts a token’s requests once, whichever door they use', async () => {
    const token = await newToken();
    const statuses = [];
    for (const door of [v1, v1, mcp, mcp, v1, mcp]) statuses.push((await door(token)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('limits bearer values that name no live token per client address, before any lookup', async () => {
    const from = (address: string) => createApp(t.deps, { clientIp: () => address });
    const guesser = from('203.0.113.7');
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await v1(`ls_${randomBytes(32).toString('base64url')}`, guesser)).status);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(401));
    const refused = await v1(`ls_${randomBytes(32).toString('base64url')}`, guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED');
    // No lookup from that address any more, even of a live token not yet cached; another address is not limited.
    const live = await newToken();
    expect((await v1(live, guesser)).status).toBe(429);
    expect((await v1(live, from('198.51.100.4'))).status).toBe(200);
    // A good lookup does not count as a failure.
    const neighbour = from('198.51.100.5');
    for (let i = 0; i < 70; i++) expect((await v1(await newToken(), neighbour)).status).toBe(200);
  }, 120_000);

  it('keeps live tokens cached while unknown bearer values are looked up', async () => {
    const token = await newToken();
    const live = await getApiToken(t.db, hashApiToken(token));
    expect(live).not.toBeNull();
    // Gone from the database without an announcement: only the cache still knows it.
    await t.db.delete(apiTokens).where(eq(apiTokens.id, live!.id));
    for (let batch = 0; batch < 100; batch++)
      await Promise.all(
        Array.from({ length: 100 }, () => getApiToken(t.db, hashApiToken(randomBytes(32).toString('hex')))),
      );
    expect(await getApiToken(t.db, hashApiToken(token))).toEqual(live);
  }, 120_000);
});

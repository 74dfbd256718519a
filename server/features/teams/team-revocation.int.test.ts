import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchHistory, teamMember } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { openSecondInstance, type SecondInstance } from '../../../tests/second-instance';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { userIdOf } from '../../../tests/seed-leads';

/**
 * Removal from a team on one instance (decision 101): the other instance refuses the removed member at their next
 * request, and closes the live stream they hold open there.
 */
describe.skipIf(testDbKind() !== 'postgres' || postgresSkipped())('team removal on two instances', () => {
  let a: TestApp;
  let b: SecondInstance;
  beforeAll(async () => {
    a = await createTestApp();
    b = await openSecondInstance(a, '10.9.9.8');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const onB = (path: string, cookie: string) => b.get(path, cookie);
  /** Whether the stream ends (the server closed it) within `ms`. */
  async function endsWithin(body: ReadableStream<Uint8Array>, ms: number): Promise<boolean> {
    const reader = body.getReader();
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const next = await Promise.race([
        reader.read(),
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), deadline - Date.now())),
      ]);
      if (next === 'timeout') break;
      if (next.done) return true;
    }
    await reader.cancel();
    return false;
  }

  it("a removed member's next request on the other instance is refused, and their open stream closes", async () => {
    const owner = await a.signUp('owner@example.com');
    const made = await a.request('/api/auth/organization/create', {
      cookie: owner,
      body: { name: 'Shared', slug: 'shared-revocation' },
    });
    const teamId = ((await made.json()) as { id: string }).id;
    const ownerId = await userIdOf(a.db, 'owner@example.com');
    const [search] = await a.db
      .insert(searchHistory)
      .values({ teamId, createdBy: ownerId, niche: 'plumber', location: 'Austin, TX', status: 'queued' })
      .returning({ id: searchHistory.id });

    const colleague = await a.signUp('colleague@example.com');
    const colleagueId = await userIdOf(a.db, 'colleague@example.com');
    await a.db
      .insert(teamMember)
      .values({ id: 'revoked-member', teamId, userId: colleagueId, role: 'member' });
    const active = await a.request('/api/auth/organization/set-active', {
      cookie: colleague,
      body: { organizationId: teamId },
    });
    expect(active.status).toBe(200);

    // On instance B: the search reads (and the membership is cached there), and a live stream is open.
    expect((await onB(`/api/searches/${search.id}`, colleague)).status).toBe(200);
    const stream = await onB(`/api/searches/${search.id}/events`, colleague);
    expect(stream.status).toBe(200);

    const removed = await a.request('/api/auth/organization/remove-member', {
      cookie: owner,
      body: { memberIdOrEmail: 'colleague@example.com', organizationId: teamId },
    });
    expect(removed.status).toBe(200);

    expect(await endsWithin(stream.body!, 3_000)).toBe(true);
    expect((await onB(`/api/searches/${search.id}`, colleague)).status).toBe(404);
    expect((await a.request(`/api/searches/${search.id}`, { cookie: colleague })).status).toBe(404);
  });
});

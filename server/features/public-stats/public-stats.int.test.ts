import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';

describe.skipIf(postgresSkipped())(`public stats on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('counts founder seats from subscriptions, without signing in', async () => {
    expect(await (await t.request('/api/public/stats')).json()).toEqual({
      founderSeatsTotal: 100,
      founderSeatsClaimed: 0,
      founderSeatsLeft: 100,
    });

    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) await t.signUp(email);
    const ids = (
      await t.db
        .select({ id: user.id })
        .from(user)
        .where(inArray(user.email, ['a@example.com', 'b@example.com']))
    ).map((r) => r.id);
    await t.db.update(subscriptions).set({ isFounder: true }).where(inArray(subscriptions.userId, ids));
    const res = await t.request('/api/public/stats');
    expect(res.headers.get('cache-control')).toContain('max-age=60');
    expect(await res.json()).toEqual({
      founderSeatsTotal: 100,
      founderSeatsClaimed: 2,
      founderSeatsLeft: 98,
    });

    const [c] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, 'c@example.com'));
    await t.db
      .update(subscriptions)
      .set({ isFounder: false, status: 'active' })
      .where(eq(subscriptions.userId, c.id));
    expect((await (await t.request('/api/public/stats')).json()).founderSeatsLeft).toBe(98);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchHistory, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';

describe.skipIf(postgresSkipped())(`live search stream on ${testDbKind()}`, () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp(); // no workers: the search stays queued while the stream is open
    cookie = await t.signUp('stream@example.com');
    [{ id: userId }] = await t.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'stream@example.com'));
  });
  afterAll(async () => t?.close());

  it('ends quietly when its owner deletes the search while it is open', async () => {
    const [search] = await t.db
      .insert(searchHistory)
      .values({ userId, niche: 'plumber', location: 'Austin, TX', status: 'queued' })
      .returning({ id: searchHistory.id });
    const stream = await t.request(`/api/searches/${search.id}/events`, { cookie });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('event: leads');

    const consoleError = vi.spyOn(console, 'error');
    const deleted = await t.request(`/api/searches/${search.id}`, { method: 'DELETE', cookie });
    expect(deleted.ok).toBe(true);
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    expect(text).not.toContain('event: done');
    expect(consoleError).not.toHaveBeenCalled(); // no stack trace for an ordinary deletion
    consoleError.mockRestore();
    expect((await t.request(`/api/searches/${search.id}/events`, { cookie })).status).toBe(404);
  });
});

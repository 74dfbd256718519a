import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchHistory, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { STREAMS_PER_PERSON } from './stream-slots';
import { ownedBy } from '../../../tests/seed-leads';

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
      .values({ ...ownedBy(userId), niche: 'plumber', location: 'Austin, TX', status: 'queued' })
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

  it(`holds at most ${STREAMS_PER_PERSON} live streams open per person; a closed one frees its slot`, async () => {
    const [search] = await t.db
      .insert(searchHistory)
      .values({ ...ownedBy(userId), niche: 'plumber', location: 'Austin, TX', status: 'queued' })
      .returning({ id: searchHistory.id });
    const open = () => t.request(`/api/searches/${search.id}/events`, { cookie });
    const readers = [];
    for (let i = 0; i < STREAMS_PER_PERSON; i++) {
      const res = await open();
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      await reader.read(); // the stream is running
      readers.push(reader);
    }
    const over = await open();
    expect(over.status).toBe(429);
    expect((await over.json()).code).toBe('TOO_MANY_STREAMS');

    const someoneElse = await t.signUp('other-stream@example.com');
    const [theirs] = await t.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'other-stream@example.com'));
    const [their] = await t.db
      .insert(searchHistory)
      .values({ ...ownedBy(theirs.id), niche: 'x', location: 'y' })
      .returning();
    const otherStream = await t.request(`/api/searches/${their.id}/events`, { cookie: someoneElse });
    expect(otherStream.status).toBe(200);
    await otherStream.body!.cancel();

    await readers.shift()!.cancel(); // the browser leaves
    await expect
      .poll(async () => {
        const res = await open();
        if (res.ok) readers.push(res.body!.getReader());
        return res.status;
      })
      .toBe(200);
    await Promise.all(readers.map((r) => r.cancel()));
    await new Promise((resolve) => setTimeout(resolve, 500)); // the loops see the cancel before the database closes
  });
});

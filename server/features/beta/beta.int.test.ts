import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betaFeedback } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';

describe.skipIf(postgresSkipped())(`beta feedback on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('stores a signed-in tester’s feedback and validates the rating', async () => {
    await t.signUp('first-admin@example.com');
    const cookie = await t.signUp('tester@example.com');
    const bad = await t.request('/api/beta-feedback', { cookie, body: { rating: 11 } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Rating must be between 1 and 10');

    const ok = await t.request('/api/beta-feedback', {
      cookie,
      body: { rating: 8, likes: ' Fast ', suggestions: '' },
    });
    expect(ok.status).toBe(201);
    const me = await (await t.request('/api/me', { cookie })).json();
    const rows = await t.db.select().from(betaFeedback).where(eq(betaFeedback.createdBy, me.id));
    expect(rows).toMatchObject([{ rating: 8, likes: 'Fast', dislikes: null, suggestions: null }]);

    expect((await t.request('/api/beta-feedback', { body: { rating: 5 } })).status).toBe(401);
  });
});

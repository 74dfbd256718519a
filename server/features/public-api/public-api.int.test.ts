import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCreatedApiToken } from '@contracts/api-tokens';
import { apiTokens, teamMember } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { seedSearch, subscribe, userIdOf } from '../../../tests/seed-leads';

/** API tokens and `/api/v1` (decision 113): lifecycle, bearer reads, problem details, the creator's role. */
describe.skipIf(postgresSkipped())(`the public API with team tokens on ${testDbKind()}`, () => {
  let t: TestApp;
  let owner: string;
  let colleague: string;
  let teamId: string;
  let searchId: string;
  let leadIds: string[];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp('owner@example.com');
    colleague = await t.signUp('colleague@example.com', { name: 'Cole' });
    const ownerId = await userIdOf(t.db, 'owner@example.com');
    await subscribe(t.db, ownerId);
    const made = await t.request('/api/auth/organization/create', {
      cookie: owner,
      body: { name: 'Agency', slug: 'agency-api' },
    });
    teamId = ((await made.json()) as { id: string }).id;
    const colleagueId = await userIdOf(t.db, 'colleague@example.com');
    await t.db.insert(teamMember).values({ id: 'api-colleague', teamId, userId: colleagueId, role: 'admin' });
    const active = await t.request('/api/auth/organization/set-active', {
      cookie: colleague,
      body: { organizationId: teamId },
    });
    expect(active.status).toBe(200);
    ({ searchId, ids: leadIds } = await seedSearch(
      t.db,
      ownerId,
      [
        { businessName: 'Alpha Plumbing', leadScore: 80, tags: ['Hot Lead'] },
        { businessName: 'Beta Plumbing', leadScore: 40 },
        { businessName: 'Gamma Plumbing', leadScore: 65 },
      ],
      { teamId },
    ));
  });
  afterAll(async () => t?.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const v1 = (path: string, token: string, init: { method?: string; body?: unknown } = {}) =>
    t.request(`/api/v1${path}`, { ...init, headers: bearer(token) });
  async function createToken(cookie: string, scopes: string[] = ['read', 'write'], name = 'Zapier') {
    const res = await t.request('/api/api-tokens', { cookie, body: { name, scopes } });
    expect(res.status).toBe(201);
    return (await res.json()) as TCreatedApiToken;
  }
  async function expectProblem(res: Response, status: number, code: string) {
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status,
      code,
      type: `/problems/${code.toLowerCase().replaceAll('_', '-')}`,
    });
    expect(typeof body.title).toBe('string');
    expect(typeof body.detail).toBe('string');
    return body;
  }

  it('shows a token once, stores only its hash, lists it without it, and reads the team’s leads with it', async () => {
    const { token, apiToken } = await createToken(colleague);
    expect(token).toMatch(/^ls_[A-Za-z0-9_-]{40,}$/);
    expect(apiToken).toMatchObject({ name: 'Zapier', scopes: ['read', 'write'], createdByName: 'Cole' });
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, apiToken.id));
    expect(row.teamId).toBe(teamId);
    expect(JSON.stringify(row)).not.toContain(token);
    const listed = await (await t.request('/api/api-tokens', { cookie: colleague })).text();
    expect(listed).toContain(apiToken.id);
    expect(listed).not.toContain(token);

    const searches = await v1('/searches', token);
    expect(searches.status).toBe(200);
    expect(searches.headers.get('ratelimit-limit')).toBe('120000');
    expect(Number(searches.headers.get('ratelimit-remaining'))).toBeGreaterThan(0);
    expect(Number(searches.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    const { data } = (await searches.json()) as { data: { id: string }[] };
    expect(data.map((s) => s.id)).toEqual([searchId]);

    // Cursor pagination over the search's leads, in the search's order.
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await v1(`/searches/${searchId}/leads?limit=2${cursor ? `&cursor=${cursor}` : ''}`, token);
      expect(res.status).toBe(200);
      const page = (await res.json()) as { data: { id: string }[]; nextCursor: string | null };
      seen.push(...page.data.map((l) => l.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(leadIds);

    // The workspace's filters: score 60 or more, best first.
    const filtered = await v1(`/leads?searchId=${searchId}&minLeadScore=60`, token);
    expect(filtered.status).toBe(200);
    const found = (await filtered.json()) as { data: { businessName: string }[]; total: number };
    expect(found.data.map((l) => l.businessName)).toEqual(['Alpha Plumbing', 'Gamma Plumbing']);
    expect(found.total).toBe(2);
    const tagged = (await (await v1('/leads?tags=Hot%20Lead', token)).json()) as { data: unknown[] };
    expect(tagged.data).toHaveLength(1);

    // The last use is written after the answer, at most once a minute.
    const lastUsed = async () =>
      (await t.db.select().from(apiTokens).where(eq(apiTokens.id, apiToken.id)))[0].lastUsedAt;
    await expect.poll(lastUsed).not.toBeNull();
  });

  it('answers RFC 9457 problems: no token, a wrong token, bad input, another id', async () => {
    const { token } = await createToken(colleague, ['read'], 'Reader');
    const none = await t.request('/api/v1/searches');
    await expectProblem(none, 401, 'UNAUTHORIZED');
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    await expectProblem(await v1('/searches', 'ls_not-a-real-token'), 401, 'UNAUTHORIZED');
    await expectProblem(await v1('/leads?minRating=9', token), 400, 'VALIDATION_ERROR');
    await expectProblem(await v1('/leads?hasWebsite=maybe', token), 400, 'VALIDATION_ERROR');
    await expectProblem(await v1(`/searches/${searchId}/leads?cursor=%%%`, token), 400, 'VALIDATION_ERROR');
    await expectProblem(await v1('/searches/not-a-uuid', token), 404, 'NOT_FOUND');
    await expectProblem(await v1('/searches/00000000-0000-4000-8000-000000000000', token), 404, 'NOT_FOUND');
    await expectProblem(await v1('/nothing-here', token), 404, 'NOT_FOUND');
    // A read-only token cannot write, whatever its creator's role.
    await expectProblem(
      await v1(`/leads/${leadIds[0]}`, token, { method: 'PATCH', body: { tags: ['x'], notes: null } }),
      403,
      'FORBIDDEN',
    );
  });

  it('writes through the same operations: notes and tags, lists and members, exports', async () => {
    const { token } = await createToken(colleague);
    const patched = await v1(`/leads/${leadIds[1]}`, token, {
      method: 'PATCH',
      body: { tags: ['Follow Up'], notes: 'Called via API' },
    });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { data: { notes: string } }).data.notes).toBe('Called via API');
    await expectProblem(
      await v1(`/leads/${leadIds[1]}`, token, { method: 'PATCH', body: { tags: 'nope' } }),
      400,
      'VALIDATION_ERROR',
    );

    const list = await v1('/lists', token, { method: 'POST', body: { name: 'From the API' } });
    expect(list.status).toBe(201);
    const listId = ((await list.json()) as { data: { id: string } }).data.id;
    const added = await v1(`/lists/${listId}/members`, token, { method: 'POST', body: { leadIds } });
    expect(((await added.json()) as { data: { added: number } }).data.added).toBe(3);
    const members = (await (await v1(`/lists/${listId}`, token)).json()) as { data: { leads: unknown[] } };
    expect(members.data.leads).toHaveLength(3);

    const csv = await v1(`/exports?listId=${listId}&layout=full`, token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('Google Maps URL');
    expect(text).toContain('Alpha Plumbing');
    await expectProblem(await v1('/exports?format=pdf&listId=' + listId, token), 400, 'VALIDATION_ERROR');
  });

  it('only settings.manage may create tokens; a revoked token and a demoted or removed creator lose access at once', async () => {
    const member = await t.signUp('member@example.com');
    const memberId = await userIdOf(t.db, 'member@example.com');
    await t.db.insert(teamMember).values({ id: 'api-member', teamId, userId: memberId, role: 'member' });
    await t.request('/api/auth/organization/set-active', {
      cookie: member,
      body: { organizationId: teamId },
    });
    const refused = await t.request('/api/api-tokens', {
      cookie: member,
      body: { name: 'x', scopes: ['read'] },
    });
    expect(refused.status).toBe(403);

    const revoked = await createToken(colleague, ['read'], 'Temp');
    expect((await v1('/searches', revoked.token)).status).toBe(200);
    const del = await t.request(`/api/api-tokens/${revoked.apiToken.id}`, {
      method: 'DELETE',
      cookie: colleague,
    });
    expect(del.status).toBe(200);
    await expectProblem(await v1('/searches', revoked.token), 401, 'UNAUTHORIZED');

    const { token } = await createToken(colleague);
    const notes = { tags: [], notes: 'ok' };
    expect((await v1(`/leads/${leadIds[2]}`, token, { method: 'PATCH', body: notes })).status).toBe(200);
    const demoted = await t.request('/api/auth/organization/update-member-role', {
      cookie: owner,
      body: { memberId: 'api-colleague', role: 'viewer', organizationId: teamId },
    });
    expect(demoted.status).toBe(200);
    await expectProblem(
      await v1(`/leads/${leadIds[2]}`, token, { method: 'PATCH', body: notes }),
      403,
      'FORBIDDEN',
    );
    expect((await v1('/searches', token)).status).toBe(200);

    const removed = await t.request('/api/auth/organization/remove-member', {
      cookie: owner,
      body: { memberIdOrEmail: 'colleague@example.com', organizationId: teamId },
    });
    expect(removed.status).toBe(200);
    await expectProblem(await v1('/searches', token), 401, 'UNAUTHORIZED');
  });
});

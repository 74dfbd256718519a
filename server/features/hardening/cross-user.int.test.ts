import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { seedSearch, subscribe, userIdOf } from '../../../tests/seed-leads';

/**
 * One attacker, every id of another user's rows, every route that takes one: reads, updates, deletes, bulk
 * actions mixing own and foreign ids, merge, list membership, outreach, export and the live event stream.
 * The answer is 404 (403 for admin routes), nothing of the owner's leaks, and the owner's data is unchanged.
 */
describe.skipIf(postgresSkipped())(`one user cannot reach another's data on ${testDbKind()}`, () => {
  let t: TestApp;
  let owner: string;
  let attacker: string;
  let ownerId: string;
  let attackerId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp('owner@example.com'); // the first account is the admin
    attacker = await t.signUp('attacker@example.com');
    ownerId = await userIdOf(t.db, 'owner@example.com');
    attackerId = await userIdOf(t.db, 'attacker@example.com');
    await subscribe(t.db, ownerId);
    await subscribe(t.db, attackerId);
  });
  afterAll(async () => t?.close());

  const idOf = async (res: Response) => ((await res.json()) as { id: string }).id;

  it('answers 404 or 403 to every id of another user and changes nothing of theirs', async () => {
    const mine = await seedSearch(t.db, ownerId, [
      {
        businessName: 'SECRET lead',
        phone: '512 555 0100',
        notes: 'SECRET note',
        tags: ['SECRET tag'],
        googlePlaceId: 'place-1',
      },
      { businessName: 'SECRET twin', phone: '512 555 0100', googlePlaceId: 'place-2' },
    ]);
    // The attacker's own search holds the same Google place, so markers could link the two.
    const theirs = await seedSearch(t.db, attackerId, [
      { businessName: 'Own 1', googlePlaceId: 'place-1' },
      { businessName: 'Own 2' },
    ]);
    const list = await idOf(
      await t.request('/api/lists', { cookie: owner, body: { name: 'SECRET list', leadIds: mine.ids } }),
    );
    const ownList = await idOf(
      await t.request('/api/lists', { cookie: attacker, body: { name: 'Own list', leadIds: theirs.ids } }),
    );
    const template = await idOf(
      await t.request('/api/email-templates', {
        cookie: owner,
        body: { name: 'SECRET template', subject: 'SECRET', body: 'SECRET' },
      }),
    );
    const ownTemplate = await idOf(
      await t.request('/api/email-templates', {
        cookie: attacker,
        body: { name: 'Own', subject: 'S', body: 'B' },
      }),
    );
    const sequence = await idOf(
      await t.request('/api/email-sequences', {
        cookie: owner,
        body: { name: 'SECRET sequence', steps: [{ templateId: template, dayOffset: 0 }] },
      }),
    );

    const ownerView = async () =>
      JSON.stringify(
        await Promise.all(
          [
            `/api/searches/${mine.searchId}`,
            `/api/lists/${list}`,
            '/api/email-templates',
            '/api/email-sequences',
            '/api/searches',
            '/api/admin/users',
          ].map(async (path) => (await t.request(path, { cookie: owner })).json()),
        ),
      );
    const attackerView = async () =>
      JSON.stringify(
        await Promise.all(
          [`/api/searches/${theirs.searchId}`, `/api/lists/${ownList}`].map(async (path) =>
            (await t.request(path, { cookie: attacker })).json(),
          ),
        ),
      );
    const ownerBefore = await ownerView();
    const attackerBefore = await attackerView();

    const [lead, twin] = mine.ids;
    const [own, own2] = theirs.ids;
    const notFound: [string, string, unknown?][] = [
      ['GET', `/api/searches/${mine.searchId}`],
      ['GET', `/api/searches/${mine.searchId}/events`],
      ['POST', `/api/searches/${mine.searchId}/expand`, { limit: 40 }],
      ['DELETE', `/api/searches/${mine.searchId}`],
      ['GET', `/api/leads/markers?searchId=${mine.searchId}`],
      ['GET', `/api/leads/markers?listId=${list}`],
      ['PATCH', `/api/leads/${lead}`, { tags: ['pwned'], notes: 'pwned' }],
      ['POST', '/api/leads/bulk-delete', { ids: [own2, lead] }],
      ['POST', '/api/leads/bulk-tag', { ids: [own, lead], tags: ['pwned'] }],
      ['POST', '/api/leads/merge', { primaryId: own, duplicateIds: [lead] }],
      ['POST', '/api/leads/merge', { primaryId: lead, duplicateIds: [twin] }],
      ['POST', `/api/leads/${lead}/cold-email`, {}],
      ['GET', `/api/lists/${list}`],
      ['PATCH', `/api/lists/${list}`, { name: 'pwned', color: '#3b82f6' }],
      ['DELETE', `/api/lists/${list}/members`, { leadIds: [lead] }],
      ['DELETE', `/api/lists/${list}`],
      ['POST', '/api/lists/members', { listIds: [list], leadIds: [own] }],
      ['POST', '/api/lists/members', { listIds: [ownList], leadIds: [own, lead] }],
      ['POST', '/api/lists/members', { listIds: [ownList, list], leadIds: [own] }],
      ['POST', '/api/lists', { name: 'Stolen', leadIds: [own, lead] }],
      ['PATCH', `/api/email-templates/${template}`, { name: 'pwned' }],
      ['DELETE', `/api/email-templates/${template}`],
      ['POST', `/api/email-templates/${template}/duplicate`],
      ['POST', '/api/email-sequences', { name: 'Stolen', steps: [{ templateId: template, dayOffset: 0 }] }],
      ['DELETE', `/api/email-sequences/${sequence}`],
      ['POST', '/api/outreach/render', { leadIds: [lead], templateId: ownTemplate }],
      ['POST', '/api/outreach/render', { leadIds: [own], templateId: template }],
      ['POST', '/api/outreach/render', { leadIds: [own], sequenceId: sequence }],
      ['POST', '/api/outreach/export', { leadIds: [own, lead], templateId: ownTemplate }],
      ['POST', '/api/exports', { source: { kind: 'search', searchId: mine.searchId } }],
      ['POST', '/api/exports', { source: { kind: 'list', listId: list } }],
      ['POST', '/api/exports', { source: { kind: 'selection' }, ids: [own, lead] }],
      ['POST', '/api/exports', { source: { kind: 'search', searchId: theirs.searchId }, ids: [lead] }],
      ['POST', '/api/exports', { format: 'xlsx', source: { kind: 'list', listId: ownList }, ids: [lead] }],
    ];
    const adminOnly: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users', { email: 'evil@example.com', password: 'scout-pass-2026', role: 'admin' }],
      ['PATCH', `/api/admin/users/${attackerId}/role`, { role: 'admin' }],
      ['PATCH', `/api/admin/users/${ownerId}/role`, { role: 'user' }],
      ['PATCH', `/api/admin/users/${attackerId}/subscription`, { status: 'active' }],
      ['DELETE', `/api/admin/users/${ownerId}`],
      ['GET', '/api/admin/analytics'],
      ['GET', '/api/admin/beta-key'],
      ['PUT', '/api/admin/beta-key', { apiKey: 'AIzaEvil' }],
      ['GET', '/api/admin/support-messages'],
    ];
    const answers: string[] = [];
    for (const [expected, calls] of [
      [404, notFound],
      [403, adminOnly],
    ] as const) {
      for (const [method, path, body] of calls) {
        const res = await t.request(path, { method, cookie: attacker, body });
        const stream = res.headers.get('content-type')?.includes('text/event-stream');
        const text = stream ? (await res.body?.cancel(), 'an event stream') : await res.text();
        if (res.status !== expected || text.includes('SECRET'))
          answers.push(`${method} ${path} ${JSON.stringify(body)} → ${res.status} ${text.slice(0, 120)}`);
      }
    }
    expect(answers).toEqual([]);

    // Taking the owner's leads out of the attacker's own list is a no-op, not a leak.
    const removed = await t.request(`/api/lists/${ownList}/members`, {
      method: 'DELETE',
      cookie: attacker,
      body: { leadIds: [lead] },
    });
    expect(await removed.json()).toEqual({ removed: 0 });
    // The attacker's own views never show the owner's rows, lists or searches.
    for (const path of [
      `/api/leads/markers?searchId=${theirs.searchId}`,
      '/api/searches',
      '/api/lists',
      '/api/email-templates',
      '/api/email-sequences',
      '/api/dashboard/overview',
      '/api/usage',
    ]) {
      const text = await (await t.request(path, { cookie: attacker })).text();
      expect({
        path,
        leaks: text.includes('SECRET') || text.includes(mine.searchId) || text.includes(list),
      }).toEqual({ path, leaks: false });
    }

    expect(await ownerView()).toBe(ownerBefore);
    expect(await attackerView()).toBe(attackerBefore);
  });
});

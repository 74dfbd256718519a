import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { businessResults, teamMember } from '../../db/schema';
import { connectMcp, mcpArgSets } from '../../../tests/mcp-client';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { seedSearch, userIdOf } from '../../../tests/seed-leads';

/** Bodies a careless or hostile client might send to any endpoint. */
const BODIES: (string | undefined)[] = [
  undefined,
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '42',
  '1e309',
  '{"id":{"$ne":null},"limit":-1,"email":[],"name":{"a":1}}',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  '{"name":"\\u0000","notes":"a\\ud800b"}',
  JSON.stringify({
    limit: 1e308,
    location: 'x'.repeat(5000),
    tags: Array(500).fill('t'),
    ids: ['not-a-uuid'],
  }),
];

/** What one field of a valid body is replaced with, one at a time. */
const BAD_VALUES: unknown[] = [
  null,
  true,
  -1,
  1.5,
  1e308,
  2 ** 60,
  '',
  '1e309',
  'NaN',
  '2026-02-31',
  'x'.repeat(100_000),
  'a\u0000b',
  '\ud800',
  '00000000-0000-0000-0000-000000000000',
  [],
  ['x'],
  {},
  { $ne: null },
];

/** A mailbox's two servers, valid but at a documentation address (192.0.2.0/24) no connection may go to. */
const MAILBOX_SERVERS = {
  smtp: { host: '192.0.2.25', port: 587, tls: 'starttls', user: 'u', password: 'p' },
  imap: { host: '192.0.2.143', port: 993, tls: 'tls', user: 'u', password: 'p' },
};

/** Query strings for GET routes: wrong types, repeats, broken percent-encoding, huge values. */
const QUERIES = [
  'limit=abc&listId=x&searchId=y',
  'limit=1e309',
  'limit=-Infinity',
  'limit=99999999999999999999999',
  'limit=10&limit=20',
  'limit[]=1',
  'searchId=%00',
  'searchId=%E0%A4%A',
  `searchId=${randomUUID()}&searchId=${randomUUID()}`,
  `searchId=${randomUUID()}&listId=${randomUUID()}`,
  `listId=${'x'.repeat(100_000)}`,
  '%=%&&a=%zz',
];

/** A valid support-form message. */
const CONTACT = {
  name: 'Bob',
  email: 'bob@example.com',
  category: 'general',
  subject: 'Hello there',
  message: 'x'.repeat(30),
};

/** zod's own wording ("Invalid input: expected string, received number") names neither the field nor the rule. */
const ZOD_WORDING =
  /Invalid input|Too (small|big):|Invalid option|expected \w+, received|Invalid value in request/;

/** Paths of every leaf (and every object or array) of a JSON value, for replacing one at a time. */
function fieldPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return [
      ...(path.length ? [path] : []),
      ...value.slice(0, 1).flatMap((v, i) => fieldPaths(v, [...path, i])),
    ];
  if (value !== null && typeof value === 'object')
    return [
      ...(path.length ? [path] : []),
      ...Object.entries(value).flatMap(([k, v]) => fieldPaths(v, [...path, k])),
    ];
  return [path];
}

function replaceAt(value: unknown, path: (string | number)[], next: unknown): unknown {
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  if (rest.length === 0 && next === undefined) delete copy[head];
  else copy[head] = rest.length === 0 ? next : replaceAt(copy[head], rest, next);
  return copy;
}

/**
 * Every API route, called by a signed-in admin with malformed ids, bodies and query strings, answers a clear 4xx
 * JSON error (or succeeds) — never a 500, never zod's raw wording, never a stack trace.
 */
describe.skipIf(postgresSkipped())(`bad input on ${testDbKind()}`, () => {
  let t: TestApp;
  /** Routes that ask Google on demand (a sweep's estimate) ask the fake, never the internet. */
  let google: TFakeGoogle;
  let cookie: string;
  let userId: string;
  /** The public API (`/api/v1`) is called with the admin's API token (decision 113). */
  let bearer: { authorization: string };
  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp({
      GOOGLE_PLACES_API_BASE_URL: google.url,
      GOOGLE_GEOCODING_API_BASE_URL: google.url,
    });
    cookie = await t.signUp('fuzz-admin@example.com');
    userId = await userIdOf(t.db, 'fuzz-admin@example.com');
    const made = await t.request('/api/api-tokens', {
      cookie,
      body: { name: 'Fuzz', scopes: ['read', 'write'] },
    });
    bearer = { authorization: `Bearer ${((await made.json()) as { token: string }).token}` };
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  /**
   * The problem with one answer, or null when it is a success or a readable 4xx `{ code, message }` (or, on the
   * public API, an RFC 9457 problem with `code` and `detail`).
   */
  async function problemWith(res: Response, head = false): Promise<string | null> {
    if (res.headers.get('content-type')?.includes('text/event-stream')) {
      await res.body?.cancel();
      return null;
    }
    const text = await res.text();
    if (text === '' && head) return res.status >= 500 ? `${res.status}` : null;
    if (res.status === 503 && text.includes('"BILLING_DISABLED"')) return null;
    if (res.status >= 500) return `${res.status} ${text.slice(0, 200)}`;
    if (res.status < 400) return null;
    let body: { code?: unknown; message?: unknown; detail?: unknown };
    try {
      body = JSON.parse(text);
    } catch {
      return `${res.status} not JSON: ${text.slice(0, 100)}`;
    }
    const message = body.message ?? body.detail;
    if (typeof body.code !== 'string' || typeof message !== 'string')
      return `${res.status} no code/message: ${text.slice(0, 200)}`;
    if (ZOD_WORDING.test(message) || /\.ts:\d+|\n\s+at /.test(text))
      return `${res.status} unclear: ${message.slice(0, 200)}`;
    return null;
  }

  const apiRoutes = () =>
    t.app.routes.filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.includes('*'));

  it('never answers 500 to malformed ids, bodies or query strings', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of routes) {
      for (const id of [randomUUID(), 'not-a-uuid', '%00', '%E0%A4%A', 'x'.repeat(5000)]) {
        const path = route.path.replace(/:[a-zA-Z]+/g, id);
        if (route.method === 'GET') {
          for (const query of QUERIES) {
            const res = await t.request(`${path}?${query}`, {
              cookie,
              headers: { 'last-event-id': `${'9'.repeat(400)}\u00ff`, ...bearer },
            });
            const problem = await problemWith(res);
            if (problem) failures.push(`GET ${path.slice(0, 80)}?${query.slice(0, 60)} → ${problem}`);
          }
          continue;
        }
        for (const body of BODIES) {
          const res = await t.request(path, {
            method: route.method,
            cookie,
            body,
            headers: body === undefined ? bearer : { 'content-type': 'application/json', ...bearer },
          });
          const problem = await problemWith(res);
          if (problem)
            failures.push(`${route.method} ${path.slice(0, 80)} ${body?.slice(0, 40)} → ${problem}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers every field of every form, replaced by a wrong type, an odd number, 100 kB of text or NUL, with a readable 4xx', async () => {
    const seeded = await seedSearch(t.db, userId, [
      { businessName: 'Fuzz 1' },
      { businessName: 'Fuzz 2' },
      { businessName: 'Fuzz 3' },
    ]);
    const [lead, other, third] = seeded.ids;
    const created = async (path: string, body: unknown) =>
      ((await (await t.request(path, { cookie, body })).json()) as { id: string }).id;
    const list = await created('/api/lists', { name: 'Fuzz list' });
    const template = await created('/api/email-templates', { name: 'T', subject: 'S', body: 'B' });
    const sequence = await created('/api/email-sequences', {
      name: 'Q',
      steps: [{ templateId: template, dayOffset: 0 }],
    });
    const researchColumn = await created('/api/research/columns', {
      questionId: await created('/api/research/questions', { question: 'Do they?', answerType: 'yes_no' }),
      listId: list,
    });
    const forms: [string, string, Record<string, unknown>][] = [
      ['PATCH', '/api/me/profile', { fullName: 'A', companyName: 'B' }],
      [
        'POST',
        '/api/admin/users',
        {
          email: 'new@example.com',
          password: 'scout-pass-2026',
          fullName: 'N',
          role: 'user',
          status: 'active',
        },
      ],
      ['PATCH', `/api/admin/users/${randomUUID()}/role`, { role: 'beta' }],
      ['PATCH', `/api/admin/users/${randomUUID()}/subscription`, { status: 'active' }],
      ['PUT', '/api/api-keys/google', { apiKey: 'AIzaFuzzKey' }],
      ['PUT', '/api/api-keys/llm', { apiKey: 'sk-fuzz-key' }],
      ['PUT', '/api/admin/beta-key', { apiKey: 'AIzaFuzzKey' }],
      ['POST', '/api/beta-feedback', { rating: 5, likes: 'a', dislikes: 'b', suggestions: 'c' }],
      ['POST', '/api/contact', CONTACT],
      [
        'POST',
        '/api/exports',
        {
          format: 'csv',
          bom: false,
          source: { kind: 'search', searchId: seeded.searchId },
          ids: [lead],
          filters: { minRating: 1, tags: ['a'], cmsPlatform: 'wix', lastContactedDaysAgo: 3 },
          sort: { key: 'leadScore', dir: 'desc' },
          today: '2026-01-01',
        },
      ],
      ['PATCH', `/api/leads/${lead}`, { tags: ['a'], notes: 'n', lastContactedDate: '2026-01-01' }],
      ['POST', '/api/leads/bulk-tag', { ids: [lead], tags: ['t'] }],
      ['POST', '/api/leads/merge', { primaryId: other, duplicateIds: [third] }],
      ['POST', '/api/lists', { name: 'N', description: 'd', color: '#3b82f6', leadIds: [lead] }],
      ['POST', '/api/lists/members', { listIds: [list], leadIds: [lead] }],
      ['PATCH', `/api/lists/${list}`, { name: 'N', description: 'd', color: '#3b82f6' }],
      ['DELETE', `/api/lists/${list}/members`, { leadIds: [lead] }],
      ['POST', `/api/leads/${lead}/cold-email`, { tone: 'friendly' }],
      [
        'POST',
        '/api/email-templates',
        { name: 'T', subject: 'S', body: 'B', tone: 'casual', sequencePosition: 2 },
      ],
      [
        'PATCH',
        `/api/email-templates/${template}`,
        { name: 'T', subject: 'S', body: 'B', tone: 'casual', sequencePosition: 2 },
      ],
      ['POST', '/api/email-sequences', { name: 'Q', steps: [{ templateId: template, dayOffset: 3 }] }],
      ['POST', '/api/outreach/render', { leadIds: [lead], templateId: template }],
      ['POST', '/api/outreach/export', { leadIds: [lead], sequenceId: sequence }],
      ['POST', '/api/searches', { niche: 'plumber', location: 'Austin', limit: 20 }],
      ['POST', `/api/searches/${seeded.searchId}/expand`, { limit: 20 }],
      // Sweeps (decision 142): a body that passes validation is estimated on the key saved above, by the fake.
      [
        'POST',
        '/api/sweeps/estimate',
        {
          query: 'plumber',
          location: 'Austin',
          rectangle: {
            low: { latitude: 30.2, longitude: -97.8 },
            high: { latitude: 30.3, longitude: -97.7 },
          },
        },
      ],
      ['POST', '/api/markets/estimate', { niches: ['plumber', 'roofer'], locations: ['Austin'] }],
      ['POST', '/api/markets', { niches: ['plumber'], locations: ['Austin'], budget: { requests: 1 } }],
      ['POST', '/api/monitors', { sweepId: randomUUID(), cadence: 'weekly', budget: { requests: 1 } }],
      ['PATCH', `/api/monitors/${randomUUID()}`, { paused: true, cadence: 'monthly' }],
      // Research questions (decision 145): a run of an unknown column is a 404 after validation.
      [
        'POST',
        '/api/research/questions',
        { question: 'Which system?', answerType: 'choice', choices: ['A', 'B'] },
      ],
      [
        'POST',
        '/api/research/columns',
        { question: { question: 'Do they?', answerType: 'yes_no' }, searchId: seeded.searchId },
      ],
      ['POST', `/api/research/columns/${researchColumn}/estimate`, { rerun: true }],
      ['POST', `/api/research/columns/${randomUUID()}/run`, { rerun: true }],
      [
        'POST',
        '/api/sweeps',
        {
          query: 'plumber',
          location: 'Austin',
          rectangle: {
            low: { latitude: 30.2, longitude: -97.8 },
            high: { latitude: 30.3, longitude: -97.7 },
          },
          budget: { requests: 1 },
          skipKnown: false,
        },
      ],
      ['POST', '/api/sample-checkout', { sampleSearchId: randomUUID() }],
      ['POST', `/api/sample-search/${randomUUID()}/upgraded`, { sessionId: 'cs_1' }],
      ['POST', '/api/leads/bulk-delete', { ids: [third] }],
      // TEST-NET hosts: a body that passes validation is refused before any connection is tried.
      ['POST', '/api/mailboxes', { fromName: 'A', fromAddress: 'a@example.com', ...MAILBOX_SERVERS }],
      [
        'PATCH',
        `/api/mailboxes/${randomUUID()}`,
        {
          fromName: 'A',
          window: { timeZone: 'Europe/Berlin', days: [1, 5], startHour: 9, endHour: 17 },
          dailyCap: 50,
          physicalAddress: '1 Main St',
        },
      ],
      ['PUT', `/api/mailboxes/${randomUUID()}/servers`, MAILBOX_SERVERS],
      // Campaigns (decision 139): a body that passes validation meets an unknown mailbox (404) and writes nothing.
      ...['/api/campaigns/preview', '/api/campaigns'].map(
        (path): [string, string, Record<string, unknown>] => [
          'POST',
          path,
          { name: 'C', sequenceId: sequence, leadIds: [lead], mailboxIds: [randomUUID()], aiFirstLine: true },
        ],
      ),
    ];
    const failures: string[] = [];
    for (const [method, path, valid] of forms) {
      for (const field of fieldPaths(valid)) {
        for (const value of [...BAD_VALUES, undefined]) {
          const body = replaceAt(valid, field, value);
          const problem = await problemWith(
            await t.request(path, { method, cookie, body: JSON.stringify(body) }),
          );
          if (problem)
            failures.push(
              `${method} ${path} ${field.join('.')}=${JSON.stringify(value)?.slice(0, 30)} → ${problem}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers every argument of every MCP tool, replaced by a bad value, with a readable refusal', async () => {
    const seeded = await seedSearch(t.db, userId, [{ businessName: 'Tool 1' }, { businessName: 'Tool 2' }]);
    const listed = await t.request('/api/lists', { cookie, body: { name: 'Tool list' } });
    const ids = {
      searchId: seeded.searchId,
      listId: ((await listed.json()) as { id: string }).id,
      leadIds: seeded.ids,
      leadId: seeded.ids[0],
      pushId: randomUUID(),
      campaignId: randomUUID(),
      sweepId: randomUUID(),
      monitorId: randomUUID(),
      columnId: randomUUID(),
      questionId: randomUUID(),
      provider: 'hubspot',
      // Every other argument a tool lists gets a bad value too, from a valid start where one is needed.
      location: 'Austin',
      filters: { minRating: 1, tags: ['a'] },
    };
    const mcp = await connectMcp(t, bearer.authorization.slice('Bearer '.length));
    const failures: string[] = [];
    for (const tool of await mcp.tools()) {
      const names = Object.keys(tool.inputSchema.properties ?? {});
      for (const valid of mcpArgSets(tool, ids)) {
        const start = {
          ...Object.fromEntries(names.filter((n) => n in ids).map((n) => [n, ids[n as keyof typeof ids]])),
          ...valid,
        };
        for (const field of [...fieldPaths(start), ...names.filter((n) => !(n in start)).map((n) => [n])])
          for (const value of [...BAD_VALUES, undefined]) {
            const args = replaceAt(start, field, value) as Record<string, unknown>;
            const answer = await mcp.call(tool.name, args);
            if (
              answer.isError &&
              (ZOD_WORDING.test(answer.text) ||
                /Something went wrong|\b(select|insert|update|delete) .*\b(from|into|set)\b|params:|\.ts:\d+/is.test(
                  answer.text,
                ))
            )
              failures.push(
                `MCP ${tool.name} ${field.join('.')}=${JSON.stringify(value)?.slice(0, 30)} → ${answer.text.slice(0, 160)}`,
              );
          }
      }
    }
    await mcp.close();
    expect(failures).toEqual([]);
  }, 300_000);

  it('refuses text PostgreSQL cannot store (NUL) or that is not Unicode, naming the field, before anything is saved', async () => {
    const { ids } = await seedSearch(t.db, userId, [{ businessName: 'Kept', notes: 'before' }]);
    const cases: [string, string, unknown, string][] = [
      ['PATCH', `/api/leads/${ids[0]}`, { tags: [], notes: 'a\u0000b' }, 'notes'],
      ['PATCH', `/api/leads/${ids[0]}`, { tags: ['ok', 'x\u0000'], notes: null }, 'tags.1'],
      ['POST', '/api/lists', { name: 'List \ud800' }, 'name'],
      ['POST', '/api/searches', { niche: 'plumber', location: 'Austin\u0000' }, 'location'],
      ['POST', '/api/contact', { ...CONTACT, message: `${CONTACT.message}\u0000` }, 'message'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await t.request(path, { method, cookie, body });
      expect({ path, status: res.status, body: await res.json() }).toEqual({
        path,
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: `${field} contains characters that are not allowed (NUL or invalid Unicode)`,
        },
      });
    }
    const [row] = await t.db
      .select({ notes: businessResults.notes })
      .from(businessResults)
      .where(eq(businessResults.id, ids[0]));
    expect(row.notes).toBe('before');
    const lists = (await (await t.request('/api/lists', { cookie })).json()) as { name: string }[];
    expect(lists.map((l) => l.name)).not.toContain('List \ud800');
  });

  it('answers bodies that are not JSON, not UTF-8 or sent with the wrong content type with a 4xx', async () => {
    const raws: { body: BodyInit; type?: string }[] = [
      {
        body: new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
        type: 'application/json',
      },
      { body: '{"name":"x"}', type: 'text/plain' },
      { body: '{"name":"x"}' },
      { body: '{"name":"x"}', type: 'application/json; charset=utf-16' },
      {
        body: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b--',
        type: 'multipart/form-data; boundary=b',
      },
      { body: 'name=x&name=y', type: 'application/x-www-form-urlencoded' },
    ];
    const failures: string[] = [];
    for (const route of apiRoutes().filter((r) => r.method !== 'GET')) {
      const path = route.path.replace(/:[a-zA-Z]+/g, randomUUID());
      for (const { body, type } of raws) {
        const headers: Record<string, string> = { origin: 'http://localhost:3000', cookie };
        if (type) headers['content-type'] = type;
        const problem = await problemWith(await t.app.request(path, { method: route.method, headers, body }));
        if (problem) failures.push(`${route.method} ${path} ${type} → ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers odd methods and encodings on every API path without a 500', async () => {
    const failures: string[] = [];
    const paths = apiRoutes().map((r) => r.path.replace(/:[a-zA-Z]+/g, randomUUID()));
    paths.push(
      '/api/%E0%A4%A',
      '/api/lists/%2e%2e%2fadmin',
      `/api/${'a'.repeat(20_000)}`,
      '/api/searches/..%2f..%2fadmin/events',
    );
    for (const path of paths) {
      for (const method of ['HEAD', 'OPTIONS', 'PATCH', 'PUT', 'DELETE', 'POST', 'GET']) {
        const problem = await problemWith(await t.request(path, { method, cookie }), method === 'HEAD');
        if (problem) failures.push(`${method} ${path.slice(0, 80)} → ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses a team role that is not exactly one of the four wherever one is set, with a readable 400', async () => {
    const made = await t.request('/api/auth/organization/create', {
      cookie,
      body: { name: 'Role fuzz', slug: 'role-fuzz' },
    });
    const teamId = ((await made.json()) as { id: string }).id;
    await t.signUp('role-fuzz@example.com');
    const otherId = await userIdOf(t.db, 'role-fuzz@example.com');
    await t.signUp('role-fuzz-new@example.com');
    const newcomerId = await userIdOf(t.db, 'role-fuzz-new@example.com');
    const [{ id: memberId }] = await t.db
      .insert(teamMember)
      .values({ id: 'role-fuzz-member', teamId, userId: otherId, role: 'viewer' })
      .returning({ id: teamMember.id });
    // better-auth takes an array of roles and stores them joined with commas; the app reads exactly one.
    const roles: unknown[] = [
      ['member', 'viewer'],
      ['admin', 'owner'],
      'member,viewer',
      'admin, member',
      'superuser',
      ['superuser'],
      [],
      '',
      ' ',
    ];
    const failures: string[] = [];
    const refusedWith = async (door: string, call: () => Promise<Response>) => {
      const res = await call();
      const problem = await problemWith(res.clone());
      if (res.status !== 400 || problem) failures.push(`${door} → ${res.status} ${problem ?? ''}`);
    };
    for (const role of roles) {
      const door = JSON.stringify(role);
      await refusedWith(`invite ${door}`, () =>
        t.request('/api/auth/organization/invite-member', {
          cookie,
          body: { email: 'invitee@example.com', role, organizationId: teamId },
        }),
      );
      await refusedWith(`update-member-role ${door}`, () =>
        t.request('/api/auth/organization/update-member-role', {
          cookie,
          body: { memberId, role, organizationId: teamId },
        }),
      );
      // Adding a member is a server call of better-auth's (no route): the same rule.
      await refusedWith(`addMember ${door}`, () =>
        t.deps.auth.api
          .addMember({ body: { userId: newcomerId, role: role as never, organizationId: teamId } })
          .then(() => new Response('{}'))
          .catch((error: { statusCode?: number; body?: unknown }) =>
            Response.json(error.body, { status: error.statusCode ?? 500 }),
          ),
      );
    }
    expect(failures).toEqual([]);
    const stored = await t.db
      .select({ role: teamMember.role })
      .from(teamMember)
      .where(eq(teamMember.teamId, teamId));
    expect(stored.map((m) => m.role).sort()).toEqual(['owner', 'viewer']);
    const invited = await t.request(`/api/auth/organization/list-invitations?organizationId=${teamId}`, {
      cookie,
    });
    expect(await invited.json()).toEqual([]);
    // One role of the four goes through.
    const promoted = await t.request('/api/auth/organization/update-member-role', {
      cookie,
      body: { memberId, role: 'member', organizationId: teamId },
    });
    expect(promoted.status).toBe(200);
  });

  it('sign-up and sign-in refuse malformed bodies with a 4xx, and names or emails no form would accept', async () => {
    const bodies: unknown[] = [
      null,
      [],
      42,
      {},
      { email: [], password: {} },
      { email: 'n@example.com', password: 123456789, name: 'N' },
      { email: 'n@example.com', password: 'x'.repeat(100_000), name: 'N' },
      { email: 'a\u0000@example.com', password: 'scout-pass-2026', name: 'N' },
    ];
    const failures: string[] = [];
    for (const path of ['/api/auth/sign-up/email', '/api/auth/sign-in/email']) {
      for (const body of [...bodies, '{', '']) {
        const res = await t.request(path, {
          method: 'POST',
          body: typeof body === 'string' ? body : JSON.stringify(body),
        });
        if (res.status < 400 || res.status >= 500)
          failures.push(`${path} ${JSON.stringify(body).slice(0, 60)} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
    const refused: [Record<string, string>, string][] = [
      [{ name: 'x'.repeat(100_000) }, 'Full name must be less than 100 characters'],
      [{ name: 'Bob\u0000' }, 'Full name contains characters that are not allowed'],
      [{ email: `${'x'.repeat(300)}@example.com` }, 'Email must be less than 255 characters'],
    ];
    for (const [override, message] of refused) {
      const res = await t.request('/api/auth/sign-up/email', {
        body: {
          email: `n${randomUUID().slice(0, 8)}@example.com`,
          password: 'scout-pass-2026',
          name: 'N',
          ...override,
        },
      });
      expect({ status: res.status, body: await res.json() }).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_ERROR', message },
      });
    }
    const readable: [unknown, string][] = [
      [null, 'Request body must be a JSON object'],
      [{ password: 'scout-pass-2026', name: 'N' }, 'email is required'],
      [{ email: 'n@example.com', password: 123456789, name: 'N' }, 'password must be text'],
    ];
    for (const [body, message] of readable) {
      const res = await t.request('/api/auth/sign-up/email', { method: 'POST', body: JSON.stringify(body) });
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 400,
        body: { code: 'VALIDATION_ERROR', message },
      });
    }
    const profile = await t.request('/api/auth/update-user', { cookie, body: { name: 'y'.repeat(5000) } });
    expect(profile.status).toBe(400);
  });
  it('serves nothing outside the build, a 404 for a missing asset, and no 500 for odd static paths or methods', async () => {
    const base = mkdtempSync(join(tmpdir(), 'leadscout-static-'));
    const root = join(base, 'web');
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(base, 'secret.txt'), 'TOP SECRET');
    writeFileSync(join(root, 'shell.html'), '<html>shell</html>');
    writeFileSync(join(root, 'index.html'), '<html>landing</html>');
    writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log(1)');
    const app = createApp(t.deps, { staticDir: root });

    const asset = await app.request('/assets/app-1234.js');
    expect([asset.status, await asset.text(), asset.headers.get('cache-control')]).toEqual([
      200,
      'console.log(1)',
      'public, max-age=31536000, immutable',
    ]);
    const missing = await app.request('/assets/app-old.js');
    expect([missing.status, await missing.text()]).toEqual([404, 'Not found']);

    const paths = [
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%2fsecret.txt',
      '/assets/%252e%252e/secret.txt',
      '/assets/%5c..%5c..%5csecret.txt',
      '/%c0%ae%c0%ae/secret.txt',
      '/%00',
      '/assets/%00',
      '/%E0%A4%A',
      '//etc/passwd',
      `/${'a'.repeat(20_000)}`,
      '/dashboard/x?y=%%',
      '/api/%2e%2e/secret.txt',
    ];
    const failures: string[] = [];
    for (const path of paths) {
      for (const method of ['GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'DELETE']) {
        const res = await app.request(path, { method, headers: { origin: 'http://localhost:3000' } });
        const text = await res.text();
        if (res.status >= 500 || text.includes('TOP SECRET'))
          failures.push(`${method} ${path.slice(0, 60)} → ${res.status} ${text.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTeamRole } from '@contracts/team-roles';
import { apiTokens, teamMember, webhookDeliveries } from '../../db/schema';
import { hashApiToken } from '../../lib/api-token-auth';
import { saveCrmConnection } from '../crm/crm-connection-store';
import { updateCrmSettings } from '../crm/update-crm-settings';
import { TEAM_ROLE_FORBIDDEN_MESSAGE } from '../../lib/team-scope';
import { PNG_LOGO } from '../../../tests/logo-fixture';
import { connectMcp, isReadOnlyTool, mcpArgSets } from '../../../tests/mcp-client';
import { startFakeGoogle, type TFakeGoogle } from '@fakes/google/start-fake-google';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { seedSearch, subscribe, userIdOf } from '../../../tests/seed-leads';

/** An id no row has: campaign routes reached with it answer 404 and change nothing. */
const NO_SUCH_ID = '00000000-0000-4000-8000-00000000c0de';

/**
 * Roles stored in the database that are not one of the four: better-auth joins an array of roles with commas, and
 * a row may be written by hand. They grant nothing (decision 101 addendum).
 */
const UNREADABLE_ROLES = ['member,viewer', 'admin,owner', 'superuser'];

/**
 * The role sweep (decision 101, docs/team-roles.md): a viewer and a member of the owner's team against every
 * write route. A viewer writes nothing (403 everywhere, the team's data unchanged) but reads and exports; a
 * member does the team's work but cannot change the Google key, the API tokens or the webhooks. An API token acts
 * with its creator's role (decision 113): a viewer's token is refused every `/api/v1` write too.
 */
describe.skipIf(postgresSkipped())(`team roles on every write route on ${testDbKind()}`, () => {
  let t: TestApp;
  let google: TFakeGoogle;
  let owner: string;
  let teamId: string;
  /** By stored role: the four, and ones the app cannot read (UNREADABLE_ROLES). */
  const cookies: Partial<Record<string, string>> = {};
  /** A read-and-write token per role, as if made before the person was given that role. */
  const tokens: Partial<Record<string, string>> = {};
  let search: { searchId: string; ids: string[] };
  let list: string;
  let template: string;
  let sequence: string;
  let hook: string;
  let delivery: string;
  let report: string;
  let suppression: string;
  let researchColumn: string;

  const idOf = async (res: Response) => ((await res.json()) as { id: string }).id;
  const join = async (email: string, role: string) => {
    const cookie = await t.signUp(email);
    const userId = await userIdOf(t.db, email);
    await subscribe(t.db, userId);
    await t.db.insert(teamMember).values({ id: `roles-${role}`, teamId, userId, role });
    tokens[role] = `ls_roles-${role}-token`;
    await t.db.insert(apiTokens).values({
      teamId,
      createdBy: userId,
      name: role,
      prefix: 'ls_roles',
      scopes: ['read', 'write'],
      tokenHash: hashApiToken(tokens[role]),
    });
    const res = await t.request('/api/auth/organization/set-active', {
      cookie,
      body: { organizationId: teamId },
    });
    expect(res.status).toBe(200);
    return cookie;
  };

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp({
      GOOGLE_PLACES_API_BASE_URL: google.url,
      GOOGLE_GEOCODING_API_BASE_URL: google.url,
    });
    owner = await t.signUp('owner@example.com');
    const ownerId = await userIdOf(t.db, 'owner@example.com');
    await subscribe(t.db, ownerId);
    const made = await t.request('/api/auth/organization/create', {
      cookie: owner,
      body: { name: 'Agency', slug: 'agency-roles' },
    });
    teamId = await idOf(made);
    cookies.viewer = await join('viewer@example.com', 'viewer');
    cookies.member = await join('member@example.com', 'member');
    for (const [i, role] of UNREADABLE_ROLES.entries())
      cookies[role] = await join(`unreadable-${i}@example.com`, role);
    search = await seedSearch(
      t.db,
      ownerId,
      [
        { businessName: 'Lead 1', googlePlaceId: 'p1', website: 'https://one.example' },
        { businessName: 'Lead 2', googlePlaceId: 'p2' },
      ],
      { teamId },
    );
    list = await idOf(
      await t.request('/api/lists', { cookie: owner, body: { name: 'Team list', leadIds: search.ids } }),
    );
    template = await idOf(
      await t.request('/api/email-templates', {
        cookie: owner,
        body: { name: 'T', subject: 'S', body: 'B' },
      }),
    );
    sequence = await idOf(
      await t.request('/api/email-sequences', {
        cookie: owner,
        body: { name: 'Seq', steps: [{ templateId: template, dayOffset: 0 }] },
      }),
    );
    await t.request('/api/api-keys/google', {
      method: 'PUT',
      cookie: owner,
      body: { apiKey: 'AIzaSyTEST-team-key-000000000000000abcd' },
    });
    const endpoint = await t.request('/api/webhooks', {
      cookie: owner,
      body: { url: 'https://hooks.example.com/in', events: ['lead.updated'] },
    });
    hook = ((await endpoint.json()) as { endpoint: { id: string } }).endpoint.id;
    await t.request(`/api/webhooks/${hook}/test`, { cookie: owner, body: {} });
    [{ id: delivery }] = await t.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries);
    const scope = { teamId, userId: ownerId, role: 'owner' as const };
    await saveCrmConnection(t.db, t.deps.appSecret, scope, 'hubspot', 'pat-team-token-0000', 'Team account');
    // Only chosen searches auto-push: switching one on or off would change the team's data.
    await updateCrmSettings(t.db, scope, 'hubspot', { autoPushMinScore: 0, autoPushScope: 'chosen' });
    await t.request('/api/branding', {
      method: 'PUT',
      cookie: owner,
      body: {
        agencyName: 'Agency',
        colour: '#0f766e',
        ctaText: 'Call us',
        ctaUrl: 'https://agency.example/',
      },
    });
    await t.request('/api/branding/logo', { method: 'PUT', cookie: owner, body: PNG_LOGO });
    const shared = await t.request(`/api/leads/${search.ids[0]}/reports`, { cookie: owner, body: {} });
    report = ((await shared.json()) as { report: { id: string } }).report.id;
    const suppressed = await t.request('/api/suppressions', {
      cookie: owner,
      body: { email: 'gone@example.com' },
    });
    suppression = ((await suppressed.json()) as { suppression: { id: string } }).suppression.id;
    researchColumn = await idOf(
      await t.request('/api/research/columns', {
        cookie: owner,
        body: { question: { question: 'Do they?', answerType: 'yes_no' }, searchId: search.searchId },
      }),
    );
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  /** Every route that changes the team's data, by the permission it needs. */
  const writeRoutes = (): [string, string, unknown?][] => {
    const [lead, twin] = search.ids;
    return [
      ['POST', '/api/searches', { niche: 'plumber', location: 'Austin, TX', limit: 10 }],
      // A sweep's estimate asks Google (the fake) on the team's key (decision 142): work, like starting a search.
      ['POST', '/api/sweeps/estimate', { query: 'plumber', location: 'Austin, TX' }],
      // Starting and cancelling a sweep (decision 144): a sweep started by a role let through is only queued here.
      ['POST', '/api/sweeps', { query: 'plumber', location: 'Austin, TX', budget: { requests: 1 } }],
      ['POST', `/api/sweeps/${NO_SUCH_ID}/cancel`],
      // A market (issue 33 §2) is a sweep of several business types and locations: the same permission.
      ['POST', '/api/markets/estimate', { niches: ['plumber'], locations: ['Austin, TX'] }],
      ['POST', '/api/markets', { niches: ['plumber'], locations: ['Austin, TX'], budget: { requests: 1 } }],
      // Monitors (issue 33 §4): keeping, changing, running and deleting one is work, like sweeping.
      ['POST', '/api/monitors', { sweepId: NO_SUCH_ID, cadence: 'weekly', budget: { requests: 1 } }],
      ['PATCH', `/api/monitors/${NO_SUCH_ID}`, { paused: true }],
      ['POST', `/api/monitors/${NO_SUCH_ID}/run`],
      ['DELETE', `/api/monitors/${NO_SUCH_ID}`],
      ['POST', `/api/searches/${search.searchId}/expand`, { limit: 40 }],
      ['DELETE', `/api/searches/${search.searchId}`],
      ['PATCH', `/api/leads/${lead}`, { tags: ['x'], notes: 'changed' }],
      ['POST', '/api/leads/bulk-tag', { ids: [lead], tags: ['x'] }],
      ['POST', '/api/leads/assign', { ids: [lead], userId: null }],
      ['POST', '/api/leads/merge', { primaryId: lead, duplicateIds: [twin] }],
      ['POST', '/api/leads/bulk-delete', { ids: [twin] }],
      ['POST', `/api/leads/${lead}/cold-email`, {}],
      ['POST', '/api/lists', { name: 'New list' }],
      ['PATCH', `/api/lists/${list}`, { name: 'Renamed', color: '#3b82f6' }],
      ['POST', '/api/lists/members', { listIds: [list], leadIds: [lead] }],
      ['DELETE', `/api/lists/${list}/members`, { leadIds: [lead] }],
      ['DELETE', `/api/lists/${list}`],
      ['POST', '/api/email-templates', { name: 'Mine', subject: 'S', body: 'B' }],
      ['PATCH', `/api/email-templates/${template}`, { name: 'Renamed' }],
      ['POST', `/api/email-templates/${template}/duplicate`],
      ['DELETE', `/api/email-templates/${template}`],
      ['POST', '/api/email-sequences', { name: 'Seq 2', steps: [{ templateId: template, dayOffset: 0 }] }],
      ['DELETE', `/api/email-sequences/${sequence}`],
      ['POST', '/api/v1/searches', { niche: 'plumber', location: 'Austin, TX', limit: 10 }],
      ['PATCH', `/api/v1/leads/${lead}`, { tags: ['x'], notes: 'changed' }],
      ['POST', '/api/v1/lists', { name: 'New list' }],
      ['POST', `/api/v1/lists/${list}/members`, { leadIds: [lead] }],
      ['POST', '/api/crm-pushes', { provider: 'hubspot', leadIds: [lead] }],
      ['POST', '/api/crm-pushes', { provider: 'hubspot', listId: list }],
      ['POST', '/api/v1/crm-pushes', { provider: 'hubspot', leadIds: [lead] }],
      ['POST', '/api/v1/crm-pushes', { provider: 'hubspot', listId: list }],
      // Shared audit reports (decision 130): sharing and revoking a lead's link is the team's work.
      ['POST', `/api/leads/${lead}/reports`],
      ['DELETE', `/api/reports/${report}`],
      ['POST', `/api/v1/leads/${lead}/reports`],
      ['DELETE', `/api/v1/reports/${report}`],
      // The suppression list (decision 134): adding only ever sends less.
      ['POST', '/api/suppressions', { email: 'added@example.com' }],
      ['POST', '/api/suppressions/import', { csv: 'email\nimported@example.com' }],
      // Research questions (decision 145): no AI provider here, so a run let through asks nothing (503).
      ['POST', '/api/research/questions', { question: 'Do they?', answerType: 'yes_no' }],
      [
        'POST',
        '/api/research/columns',
        { question: { question: 'Do they?', answerType: 'yes_no' }, listId: list },
      ],
      ['POST', `/api/research/columns/${researchColumn}/estimate`, {}],
      ['POST', `/api/research/columns/${researchColumn}/run`, {}],
      ['POST', `/api/research/columns/${researchColumn}/cancel`],
      ['DELETE', `/api/research/columns/${NO_SUCH_ID}`],
      // Campaigns (decision 139): unknown mailbox and campaign ids, so a role let through writes nothing.
      ...['/api/campaigns/preview', '/api/campaigns'].map((path): [string, string, unknown] => [
        'POST',
        path,
        { name: 'C', sequenceId: sequence, leadIds: [lead], mailboxIds: [NO_SUCH_ID] },
      ]),
      ...['pause', 'resume', 'stop'].map((action): [string, string] => [
        'POST',
        `/api/campaigns/${NO_SUCH_ID}/${action}`,
      ]),
    ];
  };
  const settingsRoutes = (): [string, string, unknown?][] => [
    ['PUT', '/api/api-keys/google', { apiKey: 'AIzaSyTEST-evil-key-000000000000000dcba' }],
    ['POST', '/api/api-keys/google/test'],
    ['DELETE', '/api/api-keys/google'],
    // The team's own AI provider key for research columns (decision 145).
    ['PUT', '/api/api-keys/llm', { apiKey: 'sk-evil-key-000000000000' }],
    ['DELETE', '/api/api-keys/llm'],
    // Webhooks (decision 117): even reading them is settings.manage — the log shows what the team sends out.
    ['GET', '/api/webhooks'],
    ['POST', '/api/webhooks', { url: 'https://evil.example.com/in', events: ['lead.created'] }],
    ['PATCH', `/api/webhooks/${hook}`, { url: 'https://evil.example.com/in' }],
    ['POST', `/api/webhooks/${hook}/secret`],
    ['POST', `/api/webhooks/${hook}/test`],
    ['GET', `/api/webhooks/${hook}/deliveries`],
    ['POST', `/api/webhooks/deliveries/${delivery}/resend`],
    ['DELETE', `/api/webhooks/${hook}`],
    ['GET', '/api/api-tokens'],
    ['POST', '/api/api-tokens', { name: 'Mine', scopes: ['read', 'write'] }],
    ['PUT', '/api/integrations/hubspot', { token: 'pat-evil-token-0000' }],
    ['PATCH', '/api/integrations/hubspot', { fields: ['name'] }],
    ['POST', '/api/integrations/hubspot/test'],
    ['GET', '/api/integrations/hubspot/pipelines'],
    // Which saved searches auto-push is a CRM setting (decision 115 addendum), on either door.
    ['PUT', `/api/searches/${search.searchId}/auto-push/hubspot`],
    ['DELETE', `/api/searches/${search.searchId}/auto-push/hubspot`],
    ['PUT', `/api/v1/searches/${search.searchId}/auto-push/hubspot`],
    ['DELETE', `/api/v1/searches/${search.searchId}/auto-push/hubspot`],
    ['DELETE', '/api/integrations/hubspot'],
    // The agency's branding on shared reports (decision 130).
    ['PUT', '/api/branding', { agencyName: 'Evil', colour: '#000000', ctaText: null, ctaUrl: null }],
    ['PUT', '/api/branding/logo', PNG_LOGO],
    ['DELETE', '/api/branding/logo'],
    // Taking an address off the suppression list lets mail reach it again (decision 134).
    ['DELETE', `/api/suppressions/${suppression}`],
  ];

  const teamView = async () =>
    JSON.stringify(
      await Promise.all(
        [
          `/api/searches/${search.searchId}`,
          '/api/searches',
          `/api/lists/${list}`,
          '/api/lists',
          '/api/email-templates',
          '/api/email-sequences',
          '/api/api-keys/google',
          '/api/api-keys/llm',
          '/api/webhooks',
          `/api/webhooks/${hook}/deliveries`,
          '/api/integrations',
          '/api/integrations/hubspot/auto-push-searches',
          `/api/searches/${search.searchId}/auto-push`,
          '/api/branding',
          `/api/leads/${search.ids[0]}/reports`,
          '/api/suppressions',
          '/api/research/questions',
          `/api/research/columns?searchId=${search.searchId}`,
          `/api/research/columns/${researchColumn}/answers`,
        ].map(async (path) => (await t.request(path, { cookie: owner })).json()),
      ),
    );

  /** The role's session cookie, or its API token on the public API. */
  const as = (role: string, path: string) =>
    path.startsWith('/api/v1/')
      ? { headers: { authorization: `Bearer ${tokens[role]}` } }
      : { cookie: cookies[role] };

  const refused = async (role: TTeamRole, routes: [string, string, unknown?][]) => {
    const wrong: string[] = [];
    for (const [method, path, body] of routes) {
      const res = await t.request(path, { method, body, ...as(role, path) });
      if (res.status !== 403)
        wrong.push(`${method} ${path} → ${res.status} ${(await res.text()).slice(0, 100)}`);
    }
    return wrong;
  };

  /**
   * Every MCP tool (decision 114) called with the role's token, with the team's ids: the tools that are not
   * read-only refused for the role or not, as `refusedWrites` says; read-only tools never refused.
   */
  const mcpAnswers = async (role: TTeamRole, refusedWrites: boolean) => {
    const mcp = await connectMcp(t, tokens[role]!);
    const ids = {
      searchId: search.searchId,
      listId: list,
      leadIds: [search.ids[0]],
      leadId: search.ids[0],
      pushId: search.searchId,
      campaignId: search.searchId,
      sweepId: search.searchId,
      monitorId: search.searchId,
      columnId: search.searchId,
      questionId: search.searchId,
      provider: 'hubspot',
    };
    const wrong: string[] = [];
    for (const tool of await mcp.tools())
      for (const args of mcpArgSets(tool, ids)) {
        const answer = await mcp.call(tool.name, args);
        const roleRefused = answer.text === TEAM_ROLE_FORBIDDEN_MESSAGE;
        if (roleRefused !== (refusedWrites && !isReadOnlyTool(tool)))
          wrong.push(`MCP ${tool.name} ${JSON.stringify(args)} → ${answer.text.slice(0, 100)}`);
      }
    await mcp.close();
    return wrong;
  };

  it('a viewer writes nothing on any write route, and the team is unchanged', async () => {
    const before = await teamView();
    expect(await refused('viewer', [...writeRoutes(), ...settingsRoutes()])).toEqual([]);
    expect(await mcpAnswers('viewer', true)).toEqual([]);
    expect(await teamView()).toBe(before);
  });

  it('a viewer reads and exports the team’s work', async () => {
    const viewer = cookies.viewer!;
    expect((await t.request(`/api/searches/${search.searchId}`, { cookie: viewer })).status).toBe(200);
    expect((await t.request(`/api/lists/${list}`, { cookie: viewer })).status).toBe(200);
    for (const path of [
      '/api/research/questions',
      `/api/research/columns?searchId=${search.searchId}`,
      `/api/research/columns/${researchColumn}/answers`,
    ])
      expect({ path, status: (await t.request(path, { cookie: viewer })).status }).toEqual({
        path,
        status: 200,
      });
    const exported = await t.request('/api/exports', {
      cookie: viewer,
      body: { source: { kind: 'search', searchId: search.searchId } },
    });
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain('Lead 1');
    for (const path of [
      `/api/v1/searches/${search.searchId}/leads`,
      `/api/v1/lists/${list}`,
      '/api/v1/leads',
    ]) {
      const res = await t.request(path, as('viewer', path));
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
    const viaToken = await t.request(
      `/api/v1/exports?searchId=${search.searchId}`,
      as('viewer', '/api/v1/exports'),
    );
    expect(viaToken.status).toBe(200);
    expect(await viaToken.text()).toContain('Lead 1');
  });

  it('a member cannot change the Google key, and the team is unchanged', async () => {
    const before = await teamView();
    expect(await refused('member', settingsRoutes())).toEqual([]);
    expect(await teamView()).toBe(before);
  });

  it('a member does the team’s work: every write route lets them through', async () => {
    const forbidden: string[] = [];
    for (const [method, path, body] of writeRoutes()) {
      const res = await t.request(path, { method, body, ...as('member', path) });
      if (res.status === 403) forbidden.push(`${method} ${path}`);
    }
    expect(forbidden).toEqual([]);
    expect(await mcpAnswers('member', false)).toEqual([]);
  });

  it('a stored role that is not one of the four grants nothing in the team, on any route, and never a 500', async () => {
    const before = await teamView();
    const ids = [search.searchId, list, template, sequence, hook, delivery];
    // Every route of the app (each middleware is an entry of its own), with every id of the team's rows; the
    // person's own account routes (DELETE /api/me) are left alone.
    const everyRoute = [
      ...new Map(
        t.app.routes
          .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.includes('*'))
          .filter((r) => r.method !== 'DELETE' || r.path.includes(':'))
          .map((r) => [`${r.method} ${r.path}`, r]),
      ).values(),
    ].flatMap((r): [string, string][] =>
      r.path.includes(':')
        ? ids.map((id) => [r.method, r.path.replace(/:[a-zA-Z]+/g, id)])
        : [[r.method, r.path]],
    );
    const failures: string[] = [];
    for (const role of UNREADABLE_ROLES) {
      for (const [method, path, body] of [...writeRoutes(), ...settingsRoutes(), ...everyRoute]) {
        const res = await t.request(path, { method, body, ...as(role, path) });
        const stream = res.headers.get('content-type')?.includes('text/event-stream');
        const text = stream ? (await res.body?.cancel(), '') : await res.text();
        // 500 is the unexpected error (a throwing permission check); a 502 or 503 is a deliberate answer.
        if (res.status === 500)
          failures.push(`${role}: ${method} ${path} → ${res.status} ${text.slice(0, 80)}`);
      }
      // Not acting in the team: the person's requests go to their personal team.
      const active = await t.request('/api/teams/active', { cookie: cookies[role] });
      expect({ role, status: active.status }).toEqual({ role, status: 200 });
      expect(((await active.json()) as { id: string }).id).not.toBe(teamId);
      const listed = (await (await t.request('/api/teams', { cookie: cookies[role] })).json()) as {
        teams: { id: string }[];
      };
      expect(listed.teams.map((team) => team.id)).not.toContain(teamId);
    }
    expect(failures).toEqual([]);
    expect(await teamView()).toBe(before);
  }, 300_000);
});

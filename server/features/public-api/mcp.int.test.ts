import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TCrmPush } from '@contracts/crm';
import { startFakeHubSpot, type TFakeHubSpot } from '../../../fakes/hubspot/start-fake-hubspot';
import { connectMcp, type TMcpAnswer } from '../../../tests/mcp-client';
import { createTestApp, type TestApp } from '../../../tests/test-app';
import { postgresSkipped, testDbKind } from '../../../tests/test-db';
import { seedSearch, userIdOf } from '../../../tests/seed-leads';
import { logger } from '../../core/logger';

/** `/api/mcp` (decision 114): the official SDK client lists and calls the tools with an API token. */
describe.skipIf(postgresSkipped())(`the MCP server on ${testDbKind()}`, () => {
  let t: TestApp;
  let hubspot: TFakeHubSpot;
  let cookie: string;
  let searchId: string;
  let leadIds: string[];
  beforeAll(async () => {
    hubspot = await startFakeHubSpot();
    t = await createTestApp({ HUBSPOT_API_BASE_URL: hubspot.url }, { workers: true });
    cookie = await t.signUp('mcp@example.com');
    const userId = await userIdOf(t.db, 'mcp@example.com');
    ({ searchId, ids: leadIds } = await seedSearch(t.db, userId, [
      { businessName: 'Alpha Roofing', leadScore: 90 },
      { businessName: 'Beta Roofing', leadScore: 30 },
    ]));
  });
  afterAll(async () => {
    await t?.close();
    await hubspot?.close();
  });

  async function connect(scopes: string[]) {
    const made = await t.request('/api/api-tokens', { cookie, body: { name: 'Assistant', scopes } });
    return connectMcp(t, ((await made.json()) as { token: string }).token);
  }
  const call = (client: Awaited<ReturnType<typeof connect>>, name: string, args?: Record<string, unknown>) =>
    client.call(name, args);
  const json = (result: TMcpAnswer) => JSON.parse(result.text) as Record<string, unknown>;

  it('lists the tools and reads, filters and fills a list with them', async () => {
    const client = await connect(['read', 'write']);
    const tools = await client.tools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'add_research_column',
      'add_to_list',
      'cancel_research_run',
      'cancel_sweep',
      'estimate_market',
      'estimate_research_run',
      'estimate_sweep',
      'filter_leads',
      'get_campaign',
      'get_crm_push',
      'get_lead',
      'get_research_answers',
      'get_search_results',
      'get_sweep',
      'list_campaigns',
      'list_lists',
      'list_monitors',
      'list_research_columns',
      'list_research_questions',
      'list_searches',
      'list_sweeps',
      'push_to_crm',
      'run_monitor',
      'run_research_column',
      'save_monitor',
      'start_market',
      'start_search',
      'start_sweep',
    ]);

    const searches = json(await call(client, 'list_searches')) as unknown as { id: string }[];
    expect(searches.map((s) => s.id)).toEqual([searchId]);
    const results = json(await call(client, 'get_search_results', { searchId, limit: 1 }));
    expect((results.leads as { id: string }[]).map((l) => l.id)).toEqual([leadIds[0]]);
    expect(results.nextCursor).not.toBeNull();
    const more = json(
      await call(client, 'get_search_results', { searchId, cursor: results.nextCursor, limit: 1 }),
    );
    expect((more.leads as { id: string }[]).map((l) => l.id)).toEqual([leadIds[1]]);

    const filtered = json(await call(client, 'filter_leads', { searchId, filters: { minLeadScore: 50 } }));
    expect(filtered.total).toBe(1);
    expect((filtered.leads as { businessName: string }[])[0].businessName).toBe('Alpha Roofing');

    const list = await t.request('/api/lists', { cookie, body: { name: 'From the assistant' } });
    const listId = ((await list.json()) as { id: string }).id;
    const added = json(await call(client, 'add_to_list', { listId, leadIds }));
    expect(added).toEqual({ added: 2, alreadyPresent: 0 });
    const lists = json(await call(client, 'list_lists')) as unknown as { memberCount: number }[];
    expect(lists[0].memberCount).toBe(2);
    await client.close();
  });

  it('pushes leads to the connected HubSpot and reads the push back with its CRM links', async () => {
    const connected = await t.request('/api/integrations/hubspot', {
      method: 'PUT',
      cookie,
      body: { token: 'pat-na1-11111111-2222-3333-4444-555555555555' },
    });
    expect(connected.status).toBe(200);
    const client = await connect(['read', 'write']);
    const started = json(await call(client, 'push_to_crm', { provider: 'hubspot', leadIds: [leadIds[0]] }));
    let push = json(await call(client, 'get_crm_push', { pushId: started.id })) as unknown as TCrmPush;
    for (let i = 0; i < 100 && push.status !== 'completed'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      push = json(await call(client, 'get_crm_push', { pushId: started.id })) as unknown as TCrmPush;
    }
    expect(push).toMatchObject({ provider: 'hubspot', status: 'completed', total: 1 });
    expect(push.items[0]).toMatchObject({ leadId: leadIds[0], status: 'created' });
    expect(push.items[0].recordUrl).toContain('hubspot');
    const refused = await call(client, 'push_to_crm', { provider: 'pipedrive', leadIds: [leadIds[0]] });
    expect(refused.isError).toBe(true);
    await client.close();

    const reader = await connect(['read']);
    const readOnly = await call(reader, 'push_to_crm', { provider: 'hubspot', leadIds: [leadIds[0]] });
    expect(readOnly.isError).toBe(true);
    expect(readOnly.text).toContain('"write" scope');
    await reader.close();
  });

  it('refuses writes to a read-only token, shows nothing of another team, and refuses a request without a token', async () => {
    const client = await connect(['read']);
    const list = await t.request('/api/lists', { cookie, body: { name: 'Read only' } });
    const listId = ((await list.json()) as { id: string }).id;
    const refused = await call(client, 'add_to_list', { listId, leadIds });
    expect(refused.isError).toBe(true);
    expect(refused.text).toContain('"write" scope');
    await t.signUp('other@example.com');
    const other = await seedSearch(t.db, await userIdOf(t.db, 'other@example.com'), [
      { businessName: 'SECRET' },
    ]);
    for (const [tool, args] of [
      ['get_search_results', { searchId: other.searchId }],
      ['filter_leads', { searchId: other.searchId }],
      ['add_to_list', { listId, leadIds: other.ids }],
    ] as const) {
      const answer = await call(client, tool, args);
      expect(answer.text).not.toContain('SECRET');
    }
    const missing = await call(client, 'get_search_results', { searchId: other.searchId });
    expect(missing.isError).toBe(true);
    expect(missing.text).toContain('Search not found');
    await client.close();

    const anonymous = await t.request('/api/mcp', {
      body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      headers: { accept: 'application/json, text/event-stream' },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toContain('application/problem+json');
  });

  it('reads nothing with a write-only token, as /api/v1 answers it 403', async () => {
    const client = await connect(['write']);
    for (const [tool, args] of [
      ['list_searches', {}],
      ['get_search_results', { searchId }],
      ['filter_leads', { searchId }],
      ['get_lead', { leadId: leadIds[0] }],
      ['list_lists', {}],
      ['get_crm_push', { pushId: searchId }],
      ['list_campaigns', {}],
      ['get_campaign', { campaignId: searchId }],
      ['list_sweeps', {}],
      ['get_sweep', { sweepId: searchId }],
      ['list_monitors', {}],
      ['list_research_questions', {}],
      ['list_research_columns', { searchId }],
      ['get_research_answers', { columnId: searchId }],
    ] as const) {
      const answer = await call(client, tool, args);
      expect({ tool, ...answer }).toEqual({
        tool,
        isError: true,
        text: 'This API token does not have the "read" scope',
      });
    }
    await client.close();
  });

  it('checks arguments as /api/v1 does, and answers an internal error with a request id, never its text', async () => {
    const client = await connect(['read', 'write']);
    const refusals: [string, Record<string, unknown>, string][] = [
      ['filter_leads', { filters: { tags: ['a\u0000b'] } }, 'filters.tags.0 contains characters'],
      ['start_search', { niche: 'roofer', location: 'Austin\u0000' }, 'location contains characters'],
      ['add_to_list', { listId: searchId, leadIds: ['\ud800'] }, 'leadIds.0 contains characters'],
      ['get_search_results', { searchId: 'not-an-id' }, 'searchId must be a valid id'],
      ['get_search_results', { searchId, cursor: '%%%' }, 'cursor is not valid'],
      ['filter_leads', { filters: { minRating: 9 } }, 'filters.minRating'],
      ['filter_leads', { searchId, listId: searchId }, 'Give a searchId or a listId, not both'],
    ];
    for (const [tool, args, message] of refusals) {
      const answer = await call(client, tool, args);
      expect({ tool, isError: answer.isError, text: answer.text.slice(0, message.length) }).toEqual({
        tool,
        isError: true,
        text: message,
      });
    }

    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await t.db.execute(sql`alter table search_history rename to search_history_away`);
    try {
      const failed = await call(client, 'list_searches');
      expect(failed.isError).toBe(true);
      expect(failed.text).toMatch(/^Something went wrong \(request id [0-9a-f-]{36}\)$/);
      const id = /request id ([0-9a-f-]{36})/.exec(failed.text)![1];
      expect(logged).toHaveBeenCalledWith('unhandled error', expect.objectContaining({ requestId: id }));
    } finally {
      await t.db.execute(sql`alter table search_history_away rename to search_history`);
      logged.mockRestore();
    }
    await client.close();
  });
});

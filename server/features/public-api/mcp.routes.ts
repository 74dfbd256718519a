import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { Hono } from 'hono';
import { z } from 'zod';
import { V1_PAGE } from '@contracts/api-v1';
import type { TApiTokenScope } from '@contracts/api-tokens';
import { ZStartCrmPushRequest } from '@contracts/crm';
import { SORT_KEYS, ZLeadFilters } from '@contracts/filters';
import { ZStartSearchRequest } from '@contracts/search';
import { requireApiToken } from '../../lib/api-token-auth';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { recordLeadActivity } from '../../lib/lead-activity';
import { assertCan, scopeOf, type TeamScope } from '../../lib/team-scope';
import { getCrmPush, startCrmPush } from '../crm';
import { queryLeads } from '../leads';
import { addToLists, findLists } from '../lists';
import { findSearches, getSearch, getSearchLeadPage, startSearch, toSearchSummary } from '../search';

const text = (data: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(data) }] });
const limit = z.number().int().min(1).max(V1_PAGE.max).default(20);

/** The MCP tools of one request, acting as the token does (its team, its creator's role, its scopes). */
function leadScoutServer(deps: AppDeps, scope: TeamScope, scopes: TApiTokenScope[]) {
  const { db } = deps;
  const mayWrite = () => {
    if (!scopes.includes('write'))
      throw new AppError('FORBIDDEN', 'This API token does not have the "write" scope');
    assertCan(scope, { work: ['write'] });
  };
  const server = new McpServer({ name: 'leadscout', version: '1.0.0' });
  server.registerTool(
    'start_search',
    {
      description:
        'Search Google Maps for businesses of a niche in a location, then check each website. Uses one search of the plan. Returns the search id; read it with get_search_results until status is completed.',
      inputSchema: ZStartSearchRequest.shape,
    },
    async (input) => {
      mayWrite();
      return text(await startSearch(deps, scope, ZStartSearchRequest.parse(input)));
    },
  );
  server.registerTool(
    'list_searches',
    { description: "The team's searches, newest first, with their status and result counts." },
    async () => text(await findSearches(db, scope)),
  );
  server.registerTool(
    'get_search_results',
    {
      description: "A search's status and a page of its leads (pass nextCursor back as cursor to read on).",
      inputSchema: { searchId: z.uuid(), cursor: z.string().max(200).optional(), limit },
    },
    async ({ searchId, cursor, limit: size }) => {
      const search = toSearchSummary(await getSearch(db, scope, searchId));
      const after = cursor
        ? z.object({ position: z.number(), id: z.string() }).parse(JSON.parse(cursor))
        : undefined;
      const page = await getSearchLeadPage(db, scope, searchId, { after, limit: size });
      return text({ search, leads: page.leads, nextCursor: page.next ? JSON.stringify(page.next) : null });
    },
  );
  server.registerTool(
    'filter_leads',
    {
      description:
        "The team's leads (of one search, one list, or all) through the workspace's filters, best lead score first.",
      inputSchema: {
        searchId: z.uuid().optional(),
        listId: z.uuid().optional(),
        filters: ZLeadFilters.default({}),
        sort: z.enum(SORT_KEYS).optional(),
        dir: z.enum(['asc', 'desc']).optional(),
        limit,
      },
    },
    async ({ searchId, listId, filters, sort, dir, limit: size }) => {
      const sortBy = sort ? { key: sort, dir: dir ?? 'desc' } : undefined;
      const found = await queryLeads(db, scope, {
        searchId,
        listId,
        filters,
        sort: sortBy,
        offset: 0,
        limit: size,
      });
      return text({ total: found.total, leads: found.leads });
    },
  );
  server.registerTool(
    'list_lists',
    { description: "The team's lead lists with their member counts." },
    async () => text(await findLists(db, scope)),
  );
  server.registerTool(
    'add_to_list',
    {
      description: 'Add leads to one of the team’s lists; leads already in it are not added twice.',
      inputSchema: { listId: z.uuid(), leadIds: z.array(z.uuid()).min(1).max(10_000) },
    },
    async ({ listId, leadIds }) => {
      mayWrite();
      const added = await addToLists(db, scope, [listId], leadIds);
      await recordLeadActivity(db, scope, leadIds, 'list_add', { listIds: [listId] });
      return text(added);
    },
  );
  server.registerTool(
    'push_to_crm',
    {
      description:
        "Push leads (or a list's members) to one of the team's connected CRMs (hubspot, pipedrive, highlevel); pushing a lead again updates its CRM record. Returns the push id; read it with get_crm_push.",
      inputSchema: ZStartCrmPushRequest.shape,
    },
    async (input) => {
      mayWrite();
      return text(await startCrmPush(db, deps.boss, scope, ZStartCrmPushRequest.parse(input)));
    },
  );
  server.registerTool(
    'get_crm_push',
    {
      description:
        "A CRM push's progress and each lead's result, with the CRM link of the leads that reached it.",
      inputSchema: { pushId: z.uuid() },
    },
    async ({ pushId }) => text(await getCrmPush(db, scope, pushId)),
  );
  return server;
}

/**
 * `/api/mcp`: a Model Context Protocol server over streamable HTTP (stateless, JSON answers), authenticated with
 * the same API tokens as `/api/v1` and calling the same operations (decision 114). A refusal inside a tool comes
 * back as the tool's error result with our message.
 */
export function mcpRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use('*', requireApiToken(deps.db, deps.config)).all('/', async (c) => {
    const server = leadScoutServer(deps, scopeOf(c), c.get('apiToken').scopes);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    return transport.handleRequest(c.req.raw);
  });
}

// The low-level Server (the SDK's "for advanced use cases"): McpServer checks a tool's arguments itself, in zod's own
// wording and before any check of ours, so the token's scope, the NUL check and our messages could not come first.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { Hono } from 'hono';
import { z, type ZodType } from 'zod';
import { V1_PAGE, ZV1AddMembersRequest, ZV1LeadsQuery } from '@contracts/api-v1';
import type { TApiTokenScope } from '@contracts/api-tokens';
import { ZStartCrmPushRequest } from '@contracts/crm';
import { SORT_KEYS, ZLeadFilters } from '@contracts/filters';
import { ZCreateResearchColumnRequest, ZResearchColumnsQuery } from '@contracts/research';
import { ZStartSearchRequest } from '@contracts/search';
import { ZCreateMonitorRequest } from '@contracts/monitors';
import {
  ZMarketEstimateRequest,
  ZStartMarketRequest,
  ZStartSweepRequest,
  ZSweepEstimateRequest,
} from '@contracts/sweeps';
import { requireApiToken } from '../../lib/api-token-auth';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { errorAnswer } from '../../lib/error-handler';
import { recordLeadActivity } from '../../lib/lead-activity';
import { scopeOf, type TeamScope } from '../../lib/team-scope';
import { parseInput } from '../../lib/validate';
import { findCampaigns, getCampaign } from '../campaigns';
import { getCrmPush, startCrmPush } from '../crm';
import { getLeadPage, queryLeads, ZLeadPageCursor } from '../leads';
import { addToLists, findLists } from '../lists';
import {
  cancelResearchRun,
  createResearchColumn,
  estimateResearchRun,
  findResearchColumns,
  findResearchQuestions,
  getResearchAnswers,
  startResearchRun,
} from '../research';
import { findSearches, getSearch, getSearchLeadPage, startSearch, toSearchSummary } from '../search';
import {
  cancelSweep,
  estimateMarket,
  estimateSweep,
  findSweeps,
  getSweep,
  startMarket,
  startSweep,
} from '../sweeps';
import { createMonitor, findMonitors, runMonitorNow } from '../monitors';
import { assertTokenAccess, READ, WORK, type TTokenAccess } from './token-access';
import { decodeCursor, encodeCursor } from './v1-router';
import { ZLeadCursor } from './v1-searches.routes';

const limit = z.number().int().min(1).max(V1_PAGE.max).default(20);
const none = z.object({});

/** One tool: its arguments (the `/api/v1` twin's contracts), what its twin needs, and the operation it calls. */
type TMcpTool = {
  description: string;
  input: ZodType;
  access: TTokenAccess;
  run: (args: never, scope: TeamScope) => Promise<unknown>;
};

const tool = <S extends ZodType>(definition: {
  description: string;
  input: S;
  access: TTokenAccess;
  run: (args: z.output<S>, scope: TeamScope) => Promise<unknown>;
}): TMcpTool => definition;

/** The tools, each calling the operation its `/api/v1` twin calls, with the twin's access (decision 114). */
function mcpTools(deps: AppDeps): Record<string, TMcpTool> {
  const { db } = deps;
  return {
    start_search: tool({
      description:
        'Search Google Maps for businesses of a niche in a location, then check each website. Uses one search of the plan. Returns the search id; read it with get_search_results until status is completed.',
      input: ZStartSearchRequest,
      access: WORK,
      run: (input, scope) => startSearch(deps, scope, input),
    }),
    list_searches: tool({
      description: "The team's searches, newest first, with their status and result counts.",
      input: none,
      access: READ,
      run: (_input, scope) => findSearches(db, scope),
    }),
    get_search_results: tool({
      description: "A search's status and a page of its leads (pass nextCursor back as cursor to read on).",
      input: z.object({ searchId: z.uuid(), cursor: z.string().max(200).optional(), limit }),
      access: READ,
      run: async ({ searchId, cursor, limit: size }, scope) => {
        const search = toSearchSummary(await getSearch(db, scope, searchId));
        const after = decodeCursor(cursor, ZLeadCursor);
        const page = await getSearchLeadPage(db, scope, searchId, { after, limit: size });
        return { search, leads: page.leads, nextCursor: page.next ? encodeCursor(page.next) : null };
      },
    }),
    filter_leads: tool({
      description:
        "The team's leads (of one search, one list, or all) through the workspace's filters, best lead score first, with the total passing them; pass nextCursor back as cursor, with the same sort and dir, to read on.",
      input: z
        .object({
          searchId: z.uuid().optional(),
          listId: z.uuid().optional(),
          filters: ZLeadFilters.default({}),
          sort: z.enum(SORT_KEYS).optional(),
          dir: z.enum(['asc', 'desc']).optional(),
          cursor: ZV1LeadsQuery.shape.cursor,
          limit,
        })
        .refine((input) => !(input.searchId && input.listId), 'Give a searchId or a listId, not both'),
      access: READ,
      run: async ({ searchId, listId, filters, sort, dir, cursor, limit: size }, scope) => {
        const sortBy = sort ? { key: sort, dir: dir ?? 'desc' } : undefined;
        const found = await queryLeads(db, scope, {
          searchId,
          listId,
          filters,
          sort: sortBy,
          cursor: decodeCursor(cursor, ZLeadPageCursor),
          offset: 0,
          limit: size,
        });
        const nextCursor = found.nextCursor && encodeCursor(found.nextCursor);
        return { total: found.total, leads: found.leads, nextCursor };
      },
    }),
    get_lead: tool({
      description:
        "One lead with everything known of it: contacts, website facts, the score and its parts, the website audit's findings (each with its evidence and a pitch line for an email), its search, lists, assignee and activity.",
      input: z.object({ leadId: z.uuid() }),
      access: READ,
      run: ({ leadId }, scope) => getLeadPage(db, scope, leadId),
    }),
    list_lists: tool({
      description: "The team's lead lists with their member counts.",
      input: none,
      access: READ,
      run: (_input, scope) => findLists(db, scope),
    }),
    add_to_list: tool({
      description: 'Add leads to one of the team’s lists; leads already in it are not added twice.',
      input: ZV1AddMembersRequest.extend({ listId: z.uuid() }),
      access: WORK,
      run: async ({ listId, leadIds }, scope) => {
        const added = await addToLists(db, scope, [listId], leadIds);
        await recordLeadActivity(db, scope, leadIds, 'list_add', { listIds: [listId] });
        return added;
      },
    }),
    push_to_crm: tool({
      description:
        "Push leads (or a list's members) to one of the team's connected CRMs (hubspot, pipedrive, highlevel); pushing a lead again updates its CRM record. Returns the push id; read it with get_crm_push.",
      input: ZStartCrmPushRequest,
      access: WORK,
      run: (input, scope) => startCrmPush(db, deps.boss, scope, input),
    }),
    get_crm_push: tool({
      description:
        "A CRM push's progress and each lead's result, with the CRM link of the leads that reached it.",
      input: z.object({ pushId: z.uuid() }),
      access: READ,
      run: ({ pushId }, scope) => getCrmPush(db, scope, pushId),
    }),
    list_campaigns: tool({
      description:
        "The team's email campaigns, newest first, with how many leads are active, replied, bounced or unsubscribed.",
      input: none,
      access: READ,
      run: async (_input, scope) => (await findCampaigns(db, scope)).campaigns,
    }),
    get_campaign: tool({
      description:
        "One campaign: its steps with their counts (queued, sent, replied, bounced, unsubscribed) and each lead's state, with the reply's first words where a lead replied.",
      input: z.object({ campaignId: z.uuid() }),
      access: READ,
      run: ({ campaignId }, scope) => getCampaign(deps, scope, campaignId),
    }),
    estimate_sweep: tool({
      description:
        "Count, for free, every place of one business type in an area (a location, or a rectangle of south-west `low` and north-east `high` corners) and what fetching them all would cost on the team's Google key: billableRequests and dollars. Use before start_sweep.",
      input: ZSweepEstimateRequest,
      access: WORK,
      run: (input, scope) => estimateSweep(deps, scope, input),
    }),
    start_sweep: tool({
      description:
        'Fetch every place of one business type in an area, past the 100 leads of one search, spending at most the budget ({requests} or {dollars}); skipKnown reuses places the team already has. The leads are saved as searches of up to 100. Returns the sweep; follow it with get_sweep.',
      input: ZStartSweepRequest,
      access: WORK,
      run: (input, scope) => startSweep(deps, scope, input),
    }),
    estimate_market: tool({
      description:
        "Count, for free, a market: every business type (niches, up to 5) in every location (up to 5), and what fetching it all would cost, each place counted once however many pairs have it; pairs gives each pair's own count. Use before start_market.",
      input: ZMarketEstimateRequest,
      access: WORK,
      run: (input, scope) => estimateMarket(deps, scope, input),
    }),
    start_market: tool({
      description:
        'Fetch a whole market (every business type in every location) as one sweep with one budget ({requests} or {dollars}), each place once; skipKnown reuses places the team already has. Returns the sweep (kind market, with its pairs); follow it with get_sweep.',
      input: ZStartMarketRequest,
      access: WORK,
      run: (input, scope) => startMarket(deps, scope, input),
    }),
    list_monitors: tool({
      description:
        "The team's monitors (sweeps and markets run again weekly or monthly), each with its latest runs: what was new, closed, changed or opening soon.",
      input: none,
      access: READ,
      run: (_input, scope) => findMonitors(db, scope),
    }),
    save_monitor: tool({
      description:
        'Keep a finished sweep or market fresh: sweep its areas again every week or month (cadence) within a budget per run ({requests} or {dollars}); each run is reported against the one before it.',
      input: ZCreateMonitorRequest,
      access: WORK,
      run: (input, scope) => createMonitor(db, scope, input),
    }),
    run_monitor: tool({
      description: 'Run a monitor now (409 while a run of it is at work); follow it with list_monitors.',
      input: z.object({ monitorId: z.uuid() }),
      access: WORK,
      run: ({ monitorId }, scope) => runMonitorNow(deps, scope, monitorId),
    }),
    list_sweeps: tool({
      description: "The team's area sweeps, newest first, with places found and saved and the budget spent.",
      input: none,
      access: READ,
      run: (_input, scope) => findSweeps(db, scope),
    }),
    get_sweep: tool({
      description:
        'One sweep: its status, cells with pages planned and fetched, requests and dollars spent against its budget, and the searches holding its leads (read them with get_search_results).',
      input: z.object({ sweepId: z.uuid() }),
      access: READ,
      run: ({ sweepId }, scope) => getSweep(db, scope, sweepId),
    }),
    cancel_sweep: tool({
      description:
        'Cancel a queued or running sweep; what it saved stays and its unspent budget is given back.',
      input: z.object({ sweepId: z.uuid() }),
      access: WORK,
      run: ({ sweepId }, scope) => cancelSweep(db, scope, sweepId),
    }),
    list_research_questions: tool({
      description:
        "The team's saved research questions, newest first (a questionId to ask again with add_research_column).",
      input: none,
      access: READ,
      run: (_input, scope) => findResearchQuestions(db, scope),
    }),
    list_research_columns: tool({
      description:
        'The questions asked of one search (searchId) or list (listId): each with its run status, progress and cost so far.',
      input: ZResearchColumnsQuery,
      access: READ,
      run: (input, scope) => findResearchColumns(db, scope, input),
    }),
    add_research_column: tool({
      description:
        'Ask a question of every lead of a search (searchId) or list (listId): a saved questionId, or a new question {question, answerType: yes_no | choice (with choices) | number | text}. Nothing is asked until run_research_column; estimate first.',
      input: ZCreateResearchColumnRequest,
      access: WORK,
      run: (input, scope) => createResearchColumn(db, scope, input),
    }),
    estimate_research_run: tool({
      description:
        "What running a research column would cost (leads, tokens, dollars) and what is left of the team's monthly research budget; rerun also counts the cells whose pages were read again since.",
      input: z.object({ columnId: z.uuid(), rerun: z.boolean().optional() }),
      access: WORK,
      run: ({ columnId, rerun }, scope) => estimateResearchRun(deps, scope, columnId, rerun ?? false),
    }),
    run_research_column: tool({
      description:
        'Run a research column: ask its pending cells (rerun: also where pages were read again), within the monthly budget. Follow it with get_research_answers.',
      input: z.object({ columnId: z.uuid(), rerun: z.boolean().optional() }),
      access: WORK,
      run: ({ columnId, rerun }, scope) => startResearchRun(deps, scope, columnId, rerun ?? false),
    }),
    get_research_answers: tool({
      description:
        "A research column's cells: each lead's answer, confidence, the verbatim quote and the page of the lead's site it is on, or not_found with the reason.",
      input: z.object({ columnId: z.uuid() }),
      access: READ,
      run: ({ columnId }, scope) => getResearchAnswers(db, scope, columnId),
    }),
    cancel_research_run: tool({
      description: "Cancel a research column's run; the cells answered so far stay.",
      input: z.object({ columnId: z.uuid() }),
      access: WORK,
      run: ({ columnId }, scope) => cancelResearchRun(db, scope, columnId),
    }),
  };
}

const answer = (text: string, isError = false): CallToolResult => ({
  content: [{ type: 'text', text }],
  ...(isError ? { isError } : {}),
});

/**
 * A request's MCP server, acting as its token does (its team, its creator's role, its scopes). A tool call checks
 * the token's access first, then its arguments as `/api/v1` checks a request, then calls the operation; every
 * refusal is the tool's error result with our message, and any other failure a generic one with the request id
 * (the error itself is logged, never shown).
 */
function leadScoutServer(
  tools: Record<string, TMcpTool>,
  listed: Tool[],
  token: { scope: TeamScope; scopes: TApiTokenScope[]; path: string; requestId: string },
) {
  const server = new Server({ name: 'leadscout', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listed }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    const called = Object.hasOwn(tools, params.name) ? tools[params.name] : undefined;
    if (!called) throw new McpError(ErrorCode.InvalidParams, `Tool ${params.name} not found`);
    try {
      assertTokenAccess(token.scopes, token.scope, called.access);
      const args = parseInput(called.input, params.arguments ?? {}, 'Arguments');
      return answer(JSON.stringify(await called.run(args as never, token.scope)));
    } catch (error) {
      const refused = errorAnswer(error, { path: token.path, requestId: token.requestId });
      return answer(
        refused.code === 'INTERNAL' ? `${refused.message} (request id ${token.requestId})` : refused.message,
        true,
      );
    }
  });
  return server;
}

/**
 * `/api/mcp`: a Model Context Protocol server over streamable HTTP (stateless, JSON answers), authenticated with
 * the same API tokens as `/api/v1` and calling the same operations with the same checks (decision 114).
 */
export function mcpRoutes(deps: AppDeps) {
  const tools = mcpTools(deps);
  const listed: Tool[] = Object.entries(tools).map(([name, { description, input, access }]) => ({
    name,
    description,
    inputSchema: z.toJSONSchema(input, { io: 'input' }) as Tool['inputSchema'],
    annotations: { readOnlyHint: access.scope === 'read' },
  }));
  return new Hono<AppEnv>().use('*', requireApiToken(deps.db, deps.config)).all('/', async (c) => {
    const server = leadScoutServer(tools, listed, {
      scope: scopeOf(c),
      scopes: c.get('apiToken').scopes,
      path: c.req.path,
      requestId: c.get('requestId'),
    });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    return transport.handleRequest(c.req.raw);
  });
}

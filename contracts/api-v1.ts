import { z } from 'zod';
import { ZAuditReport, ZCreatedAuditReport } from './audit-reports';
import { ZCampaignDetail, ZCampaignSummary, ZLaunchCampaignRequest, ZLaunchedCampaign } from './campaigns';
import { ZCrmProvider, ZCrmPush, ZSearchAutoPush, ZSearchAutoPushChanged, ZStartCrmPushRequest } from './crm';
import { ZLeadFilters, SORT_KEYS } from './filters';
import { EXPORT_FORMATS, EXPORT_LAYOUTS } from './leads';
import { ZLeadPage } from './lead-activity';
import { ZLeadList, ZRemoveFromListRequest } from './lists';
import { ZLead, ZSearchSummary } from './search';
import {
  ZCreateResearchColumnRequest,
  ZResearchAnswersResponse,
  ZResearchColumn,
  ZResearchColumnsQuery,
  ZResearchEstimate,
  ZResearchRunRequest,
  ZSavedResearchQuestion,
} from './research';
import {
  ZMarketEstimateRequest,
  ZStartMarketRequest,
  ZStartSweepRequest,
  ZSweep,
  ZSweepEstimate,
  ZSweepEstimateRequest,
  ZSweepSummary,
} from './sweeps';
import { ZCreateMonitorRequest, ZMonitor, ZUpdateMonitorRequest } from './monitors';

/**
 * The public REST API v1 (`/api/v1`, issue 24, decision 113): what it takes and answers beyond the app's own
 * request schemas (which it reuses: start a search, notes/tags, lists, exports). The OpenAPI document is
 * generated from these and those.
 */

/** RFC 9457 problem details, with our error code (contracts/errors.ts). */
export const ZProblem = z
  .object({
    type: z.string().meta({ example: '/problems/unauthorized' }),
    title: z.string().meta({ example: 'Unauthorized' }),
    status: z.number().int().meta({ example: 401 }),
    detail: z.string().meta({ example: 'This API token is not valid or has been revoked' }),
    code: z.string().meta({ example: 'UNAUTHORIZED' }),
  })
  .meta({ id: 'Problem' });
export type TProblem = z.infer<typeof ZProblem>;

export const V1_PAGE = { default: 100, max: 500 } as const;

const ZPageLimit = z.coerce.number().int().min(1).max(V1_PAGE.max).default(V1_PAGE.default);
const ZCursor = z
  .string()
  .max(200)
  .optional()
  .meta({ description: "Give back the previous page's `nextCursor` to read on." });

export const ZV1PageQuery = z.object({ cursor: ZCursor, limit: ZPageLimit });

export const ZV1Id = z.object({ id: z.uuid().meta({ param: { name: 'id', in: 'path' } }) });

const ZV1Search = ZSearchSummary.meta({ id: 'Search' });
const ZV1Lead = ZLead.meta({ id: 'Lead' });
const ZV1List = ZLeadList.meta({ id: 'List' });

export const ZV1SearchList = z.object({ data: z.array(ZV1Search) });
export const ZV1SearchOne = z.object({ data: ZV1Search });
export const ZV1StartedSearch = z.object({
  data: z.object({
    searchId: z.string().nullable(),
    /** A beta tester whose beta budget is used up: no search was started. */
    betaComplete: z.boolean(),
    betaResultsRemaining: z.number().int().nullable(),
  }),
});
export const ZV1LeadPage = z.object({
  data: z.array(ZV1Lead),
  nextCursor: z.string().nullable(),
});
export const ZV1LeadQueryPage = ZV1LeadPage.extend({ total: z.number().int() });
export const ZV1LeadOne = z.object({ data: ZV1Lead });
export const ZV1ListList = z.object({ data: z.array(ZV1List) });
export const ZV1ListOne = z.object({ data: ZV1List });
export const ZV1ListWithLeads = z.object({ data: ZV1List.extend({ leads: z.array(ZV1Lead) }) });
export const ZV1AddMembersRequest = z.object({ leadIds: ZRemoveFromListRequest.shape.leadIds });
export const ZV1AddMembersResponse = z.object({
  data: z.object({ added: z.number().int(), alreadyPresent: z.number().int() }),
});

const queryNumber = z.coerce.number();
const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * GET /api/v1/leads: the workspace's filter set (contracts/filters.ts) as query parameters (tags comma separated),
 * the search or list to read from (none: all the team's leads), the sort and a page. The filter values are then
 * checked by `ZLeadFilters` itself.
 */
export const ZV1LeadsQuery = z.object({
  searchId: z.uuid().optional(),
  listId: z.uuid().optional(),
  minRating: queryNumber.optional(),
  maxRating: queryNumber.optional(),
  minReviewCount: queryNumber.optional(),
  minLeadScore: queryNumber.optional(),
  maxLeadScore: queryNumber.optional(),
  hasWebsite: queryBoolean.optional(),
  hasSocialMedia: queryBoolean.optional(),
  hasChatbot: queryBoolean.optional(),
  cmsPlatform: z.string().optional(),
  tags: z
    .string()
    .max(3000)
    .optional()
    .meta({ description: 'Comma-separated; a lead with any of them matches.' }),
  minEmployees: queryNumber.optional(),
  maxEmployees: queryNumber.optional(),
  minRevenue: queryNumber.optional(),
  maxRevenue: queryNumber.optional(),
  lastContactedDaysAgo: queryNumber.optional(),
  assigned: ZLeadFilters.shape.assigned,
  hasMailableEmail: queryBoolean.optional().meta({
    description: 'true: leads with an email whose domain can receive mail; false: leads with none.',
  }),
  auditFindings: z.string().max(1000).optional().meta({
    description:
      'Comma-separated audit finding ids (`tls_expired,no_viewport`, the `id`s of `LeadAudit` findings); a lead whose audit has any of them matches.',
  }),
  sort: z.enum(SORT_KEYS).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  today: z.iso.date().optional(),
  // Longer than other cursors: it carries the last lead's sort value, which may be its name.
  cursor: z.string().max(4000).optional().meta({
    description: "Give back the previous page's `nextCursor` to read on, with the same `sort` and `dir`.",
  }),
  limit: ZPageLimit,
});
export type TV1LeadsQuery = z.output<typeof ZV1LeadsQuery>;

const commaList = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The filter part of a leads query, as the workspace's filter set (not yet checked against its bounds). */
export function filtersOfQuery(query: TV1LeadsQuery): Record<string, unknown> {
  const entries = Object.entries({
    ...query,
    tags: commaList(query.tags),
    auditFindings: commaList(query.auditFindings),
  });
  return Object.fromEntries(
    entries.filter(([key, value]) => key in ZLeadFilters.shape && value !== undefined),
  );
}

/** GET /api/v1/exports: a search's or list's leads (through the filter set of the body-less query) as a file. */
export const ZV1ExportQuery = z.object({
  searchId: z.uuid().optional(),
  listId: z.uuid().optional(),
  format: z.enum(EXPORT_FORMATS).default('csv'),
  layout: z.enum(EXPORT_LAYOUTS).default('spec'),
});

/** GET /api/v1/leads/{id}: the lead page's facts (the lead, its search, lists, assignee, activity trail). */
export const ZV1LeadDetail = z.object({ data: ZLeadPage.meta({ id: 'LeadDetail' }) });

/** POST /api/v1/crm-pushes: the app's push request (a provider and leads or a list) and the queued push's id. */
export const ZV1StartCrmPushRequest = ZStartCrmPushRequest.meta({ id: 'StartCrmPush' });
export const ZV1CrmPushStarted = z.object({ data: z.object({ id: z.string() }) });
/** GET /api/v1/crm-pushes/{id}: the push's progress and each lead's result with its CRM link. */
export const ZV1CrmPushOne = z.object({ data: ZCrmPush.meta({ id: 'CrmPush' }) });

/** /api/v1/searches/{id}/auto-push: which of the team's CRMs auto-push this search's leads, and the switch. */
export const ZV1SearchAutoPushes = z.object({
  data: z.array(ZSearchAutoPush.meta({ id: 'SearchAutoPush' })),
});
export const ZV1SearchAutoPushChanged = z.object({
  data: ZSearchAutoPushChanged.meta({ id: 'SearchAutoPushChanged' }),
});
export const ZV1SearchProvider = ZV1Id.extend({
  provider: ZCrmProvider.meta({ param: { name: 'provider', in: 'path' } }),
});

/** /api/v1/leads/{id}/reports and /api/v1/reports/{id}: a lead's shared audit report links (decision 130). */
export const ZV1AuditReportList = z.object({ data: z.array(ZAuditReport) });
export const ZV1CreatedAuditReport = z.object({ data: ZCreatedAuditReport });
export const ZV1RevokedAuditReport = z.object({
  data: z.object({ id: z.string(), revoked: z.literal(true) }),
});

/** GET /api/v1/campaigns: the team's campaigns, newest first, with their enrolments per state. */
export const ZV1CampaignList = z.object({ data: z.array(ZCampaignSummary.meta({ id: 'CampaignSummary' })) });
/** GET /api/v1/campaigns/{id}: its steps with their counts and each lead's state (replied, bounced …). */
export const ZV1CampaignOne = z.object({ data: ZCampaignDetail.meta({ id: 'Campaign' }) });
/** POST /api/v1/campaigns: the app's launch request (a sequence, a list or leads, mailboxes). */
export const ZV1LaunchCampaignRequest = ZLaunchCampaignRequest.meta({ id: 'LaunchCampaign' });
export const ZV1LaunchedCampaign = z.object({ data: ZLaunchedCampaign.meta({ id: 'LaunchedCampaign' }) });
/** POST /api/v1/campaigns/{id}/pause|resume|stop: the campaign after the change. */
export const ZV1CampaignChanged = z.object({ data: ZCampaignSummary });

/** POST /api/v1/sweeps/estimate: the places an area holds for one business type and what fetching them costs. */
export const ZV1SweepEstimateRequest = ZSweepEstimateRequest.meta({ id: 'SweepEstimateRequest' });
export const ZV1SweepEstimate = z.object({ data: ZSweepEstimate.meta({ id: 'SweepEstimate' }) });
/** POST /api/v1/sweeps: the estimate's request with a budget (requests or dollars) and skip-known. */
export const ZV1StartSweepRequest = ZStartSweepRequest.meta({ id: 'StartSweep' });
export const ZV1MarketEstimateRequest = ZMarketEstimateRequest.meta({ id: 'MarketEstimateRequest' });
export const ZV1StartMarketRequest = ZStartMarketRequest.meta({ id: 'StartMarket' });
/** GET /api/v1/sweeps: the team's sweeps, newest first. */
export const ZV1SweepList = z.object({ data: z.array(ZSweepSummary.meta({ id: 'SweepSummary' })) });
/** GET /api/v1/sweeps/{id} (and the answers of start and cancel): its cells, spending and searches. */
export const ZV1SweepOne = z.object({ data: ZSweep.meta({ id: 'Sweep' }) });

/** GET /api/v1/research/questions: the team's saved questions, newest first (issue 34). */
export const ZV1ResearchQuestionList = z.object({
  data: z.array(ZSavedResearchQuestion.meta({ id: 'ResearchQuestion' })),
});
/** GET /api/v1/research/columns?searchId= | ?listId=: the questions asked of one search or list. */
export const ZV1ResearchColumnsQuery = ZResearchColumnsQuery;
const ZV1ResearchColumn = ZResearchColumn.meta({ id: 'ResearchColumn' });
export const ZV1ResearchColumnList = z.object({ data: z.array(ZV1ResearchColumn) });
/** POST /api/v1/research/columns (a saved `questionId` or a new `question`; a `searchId` or a `listId`). */
export const ZV1CreateResearchColumn = ZCreateResearchColumnRequest.meta({ id: 'CreateResearchColumn' });
/** The column after a create, a run or a cancel. */
export const ZV1ResearchColumnOne = z.object({ data: ZV1ResearchColumn });
/** GET /api/v1/research/columns/{id}/answers: one cell per lead, each answer with its quote and page. */
export const ZV1ResearchAnswers = z.object({
  data: ZResearchAnswersResponse.meta({ id: 'ResearchAnswers' }),
});
/** POST /api/v1/research/columns/{id}/estimate and …/run: `rerun` asks again where pages were re-read. */
export const ZV1ResearchRunRequest = ZResearchRunRequest.meta({ id: 'ResearchRun' });
export const ZV1ResearchEstimate = z.object({ data: ZResearchEstimate.meta({ id: 'ResearchEstimate' }) });

export const ZV1CreateMonitorRequest = ZCreateMonitorRequest.meta({ id: 'CreateMonitor' });
export const ZV1UpdateMonitorRequest = ZUpdateMonitorRequest.meta({ id: 'UpdateMonitor' });
export const ZV1MonitorOne = z.object({ data: ZMonitor.meta({ id: 'Monitor' }) });
export const ZV1MonitorList = z.object({ data: z.array(ZMonitor) });
export const ZV1DeletedMonitor = z.object({ data: z.object({ id: z.string(), deleted: z.literal(true) }) });

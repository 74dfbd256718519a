import { OpenAPIHono } from '@hono/zod-openapi';
import { AppError } from '../../lib/app-error';
import { requireApiToken } from '../../lib/api-token-auth';
import { cacheReads } from '../../lib/read-cache';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { v1AuditReportRoutes } from './v1-audit-reports.routes';
import { v1CampaignRoutes } from './v1-campaigns.routes';
import { v1CrmPushRoutes } from './v1-crm-pushes.routes';
import { v1ExportRoutes } from './v1-exports.routes';
import { v1LeadRoutes } from './v1-leads.routes';
import { v1ListRoutes } from './v1-lists.routes';
import { v1SearchAutoPushRoutes } from './v1-search-auto-push.routes';
import { v1SearchRoutes } from './v1-searches.routes';
import { v1ResearchRoutes } from './v1-research.routes';
import { v1SweepRoutes } from './v1-sweeps.routes';
import { v1MonitorRoutes } from './v1-monitors.routes';

export const OPENAPI_PATH = '/openapi.json';
/** The GET routes whose JSON depends only on the database, the token's creator, team, role and scopes. */
const CACHED_READS = [
  '/searches',
  '/searches/:id',
  '/searches/:id/leads',
  '/leads',
  '/leads/:id',
  '/lists',
  '/lists/:id',
];

/**
 * The public REST API (`/api/v1`, decision 113): bearer API tokens, the app's own operations behind its own
 * routes, RFC 9457 problems (lib/error-handler.ts), and its OpenAPI 3.1 document generated from the zod contracts.
 */
export function publicApiRoutes(deps: AppDeps) {
  const api = new OpenAPIHono<AppEnv>();
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API token from Settings → API tokens: `Authorization: Bearer ls_…`',
  });
  // Built once, at the first request: the routes are all registered by then and never change.
  let document: ReturnType<typeof api.getOpenAPI31Document> | undefined;
  api.get(OPENAPI_PATH, (c) =>
    c.json(
      (document ??= api.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'LeadScout API',
          version: '1.0.0',
          description:
            'Searches, leads, lists, exports, CRM pushes, shared audit reports, email campaigns, area sweeps and research columns of one team, with an API token of that team. Errors are RFC 9457 problem details; every answer carries RateLimit-* headers.',
        },
        // Relative to the document's own address, so every instance and host documents itself.
        servers: [{ url: '/api/v1' }],
        security: [{ bearerAuth: [] }],
      })),
    ),
  );
  const authed = new OpenAPIHono<AppEnv>();
  authed.use('*', requireApiToken(deps.db, deps.config));
  // JSON reads served again while the embedded database is unwritten (decision 119; PostgreSQL: no-op).
  const cached = cacheReads(deps.database);
  for (const path of CACHED_READS) authed.use(path, cached);
  authed.route('/', v1SearchRoutes(deps));
  authed.route('/', v1LeadRoutes(deps));
  authed.route('/', v1ListRoutes(deps));
  authed.route('/', v1ExportRoutes(deps));
  authed.route('/', v1CrmPushRoutes(deps));
  authed.route('/', v1SearchAutoPushRoutes(deps));
  authed.route('/', v1AuditReportRoutes(deps));
  authed.route('/', v1CampaignRoutes(deps));
  authed.route('/', v1SweepRoutes(deps));
  authed.route('/', v1MonitorRoutes(deps));
  authed.route('/', v1ResearchRoutes(deps));
  authed.all('*', () => {
    throw new AppError('NOT_FOUND', 'Not found');
  });
  api.route('/', authed);
  return api;
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import { accountRoutes } from './features/account/account.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { apiKeyRoutes } from './features/api-keys/api-keys.routes';
import { apiTokenRoutes } from './features/api-tokens/api-tokens.routes';
import { auditReportRoutes } from './features/audit-reports/audit-reports.routes';
import { REPORT_BEACON_CSP_SOURCE } from './features/audit-reports/report-beacon';
import { reportPageRoutes } from './features/audit-reports/report-pages.routes';
import { REPORT_PATH } from './features/audit-reports/report-token';
import { BILLING_WEBHOOK_PATH, billingPublicRoutes, billingRoutes } from './features/billing/billing.routes';
import { contactRoutes, supportAdminRoutes } from './features/contact/contact.routes';
import { crmRoutes } from './features/crm/crm.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { exportRoutes } from './features/exports/exports.routes';
import { leadRoutes } from './features/leads/leads.routes';
import { listRoutes } from './features/lists/lists.routes';
import { campaignRoutes } from './features/campaigns/campaigns.routes';
import { mailboxRoutes } from './features/mailboxes/mailboxes.routes';
import { outreachRoutes } from './features/outreach/outreach.routes';
import { mcpRoutes } from './features/public-api/mcp.routes';
import { publicApiRoutes } from './features/public-api/public-api.routes';
import { publicStatsRoutes } from './features/public-stats/public-stats.routes';
import { researchRoutes } from './features/research/research.routes';
import { sampleRoutes } from './features/sample/sample.routes';
import { searchRoutes } from './features/search/search.routes';
import { sweepRoutes } from './features/sweeps/sweeps.routes';
import { monitorRoutes } from './features/monitors/monitors.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { usageRoutes } from './features/usage/usage.routes';
import { betaRoutes } from './features/beta/beta.routes';
import { suppressionRoutes } from './features/suppressions/suppressions.routes';
import { unsubscribePageRoutes } from './features/suppressions/unsubscribe-pages.routes';
import { UNSUBSCRIBE_PATH } from './features/suppressions/unsubscribe-token';
import { teamRoutes } from './features/teams/teams.routes';
import { webhookRoutes } from './features/webhooks/webhooks.routes';
import { googleSignInEnabled } from './config';
import { AppError } from './lib/app-error';
import type { AppDeps } from './app-deps';
import type { AppEnv } from './lib/app-context';
import { CLIENT_IP_HEADER, readableAuthErrors, trustedOrigins } from './lib/auth/http';
import { compileTrustProxy } from './core/trust-proxy';
import { clientAddress } from './lib/client-address';
import { compressJson } from './lib/compress-json';
import { cacheReads } from './lib/read-cache';
import { errorHandler } from './lib/error-handler';
import { requestLogging } from './core/logger';
import { originCheck } from './lib/origin-check';
import { requireUser } from './lib/require-user';

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The whole HTTP surface: `/api/*` and, when built, the SPA from `staticDir`. `clientIp` gives the connection's
 * peer address (default: the Node socket's; in-process tests pass their own); TRUST_PROXY decides whether the
 * client is further out.
 */
/** Signed-in GET routes whose JSON answers depend on the database and who asks only (lib/read-cache.ts). */
const CACHED_READS = [
  '/me',
  '/dashboard/overview',
  '/searches',
  '/searches/:id',
  '/leads/:id',
  '/lists',
  '/lists/:id',
  '/usage',
  '/teams',
  '/teams/active',
];

export function createApp(
  deps: AppDeps,
  options: { staticDir?: string; clientIp?: (c: Context) => string | undefined } = {},
) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  // First, so every log line of a request carries its id (X-Request-Id).
  app.use('*', requestLogging);
  // gzip for the SPA's files (never for server-sent events, which hono's compress skips); JSON below.
  app.use('*', compress());
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // The shared report page's one inline script, allowed by its hash (decision 130).
        scriptSrc: ["'self'", REPORT_BEACON_CSP_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  const readClientAddress = clientAddress(compileTrustProxy(deps.config.TRUST_PROXY), options.clientIp);
  const api = new Hono<AppEnv>();
  api.use('*', compressJson());
  api.use('*', readClientAddress);
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
      },
    }),
  );
  // The middleware sees the full path (/api/…); Stripe's webhook proves itself by signature instead.
  api.use('*', originCheck(trustedOrigins(deps.config), [BILLING_WEBHOOK_PATH]));
  api.on(['GET', 'POST'], '/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = c.get('clientIp');
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    return readableAuthErrors(await deps.auth.handler(new Request(c.req.raw, { headers })));
  });
  api.get('/health', (c) => c.json({ ok: true }));
  api.get('/public/config', (c) =>
    c.json({ notice: deps.config.APP_NOTICE ?? null, googleSignIn: googleSignInEnabled(deps.config) }),
  );
  api.route('/', billingPublicRoutes(deps));
  api.route('/', publicStatsRoutes(deps));
  api.route('/', contactRoutes(deps));
  api.route('/', sampleRoutes(deps));
  // The public API authenticates by bearer token, not session (decision 113).
  api.route('/v1', publicApiRoutes(deps));
  api.route('/mcp', mcpRoutes(deps));
  // Public routes go above this line: the signed-in group's middleware covers every route registered after it.

  const authed = new Hono<AppEnv>();
  authed.use('*', requireUser(deps.auth, deps.db));
  // The hot reads, served again while the embedded database is unwritten (decision 119; PostgreSQL: no-op).
  const cached = cacheReads(deps.database);
  for (const path of CACHED_READS) authed.use(path, cached);
  authed.route('/', accountRoutes(deps));
  authed.route('/', dashboardRoutes(deps));
  authed.route('/', apiKeyRoutes(deps));
  authed.route('/', apiTokenRoutes(deps));
  authed.route('/', searchRoutes(deps));
  authed.route('/', sweepRoutes(deps));
  authed.route('/', monitorRoutes(deps));
  authed.route('/', notificationRoutes(deps));
  authed.route('/', usageRoutes(deps));
  authed.route('/', betaRoutes(deps));
  authed.route('/', leadRoutes(deps));
  authed.route('/', listRoutes(deps));
  authed.route('/', exportRoutes(deps));
  authed.route('/', billingRoutes(deps));
  authed.route('/', adminRoutes(deps));
  authed.route('/', supportAdminRoutes(deps));
  authed.route('/', outreachRoutes(deps));
  authed.route('/', teamRoutes(deps));
  authed.route('/', webhookRoutes(deps));
  authed.route('/', crmRoutes(deps));
  authed.route('/', mailboxRoutes(deps));
  authed.route('/', auditReportRoutes(deps));
  authed.route('/', suppressionRoutes(deps));
  authed.route('/', campaignRoutes(deps));
  authed.route('/', researchRoutes(deps));
  api.route('/', authed);
  api.all('*', () => {
    throw new AppError('NOT_FOUND', 'Not found');
  });
  app.route('/api', api);

  // Shared audit reports: public pages rendered on the server, outside the SPA (decision 130).
  const reports = new Hono<AppEnv>();
  reports.use('*', readClientAddress);
  reports.route('/', reportPageRoutes(deps));
  app.route(REPORT_PATH, reports);

  // Unsubscribe links: public pages outside `/api` (so outside its origin check), for mail clients' one-click
  // POSTs without cookies (RFC 8058, decision 134).
  const unsubscribe = new Hono<AppEnv>();
  unsubscribe.use('*', readClientAddress);
  unsubscribe.route('/', unsubscribePageRoutes(deps));
  app.route(UNSUBSCRIBE_PATH, unsubscribe);

  if (options.staticDir && existsSync(options.staticDir)) {
    const root = options.staticDir;
    // Hashed assets are cached for good. Set after serving: serveStatic's onFound runs once the response is built,
    // too late for a header to reach it.
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use('/assets/*', serveStatic({ root }));
    // A missing hashed asset (an old page after a deploy, a probe) is a 404, not the HTML shell served as script.
    app.all('/assets/*', (c) => c.text('Not found', 404));
    // The public pages are pre-rendered files (`/for-web-designers` → for-web-designers/index.html); every other
    // path gets the unrendered shell, so a signed-in screen never flashes the landing page (decision 057).
    app.use('*', serveStatic({ root }));
    const shell = existsSync(join(root, 'shell.html')) ? 'shell.html' : 'index.html';
    app.get('*', serveStatic({ root, path: shell }));
  }
  return app;
}

import { createRoute } from '@hono/zod-openapi';
import { ZV1AuditReportList, ZV1CreatedAuditReport, ZV1Id, ZV1RevokedAuditReport } from '@contracts/api-v1';
import type { AppDeps } from '../../app-deps';
import { scopeOf } from '../../lib/team-scope';
import { createAuditReport, findAuditReports, revokeAuditReport } from '../audit-reports';
import { jsonContent, problems, v1Router } from './v1-router';
import { READ, WORK, v1Access } from './token-access';

const tags = ['Shared reports'];

const list = createRoute({
  method: 'get',
  path: '/leads/{id}/reports',
  tags,
  summary: "A lead's live shared audit report links, newest first, with their views",
  description: 'The links themselves are not shown: only their creation answer has them.',
  ...v1Access(READ),
  request: { params: ZV1Id },
  responses: { 200: jsonContent(ZV1AuditReportList, 'The links'), ...problems(403, 404) },
});

const create = createRoute({
  method: 'post',
  path: '/leads/{id}/reports',
  tags,
  summary: "Share a lead's audit: a new public link to a page in the team's branding, and its PDF",
  description:
    'The page (`url`) and its PDF (`pdfUrl`) are public to whoever has the link, never indexed, and answer 404 once the link is revoked. This answer is the only one that holds them. A view counts when the page stayed visible for a few seconds; the first marks the lead (`reportViewedAt`) and sends the `report.viewed` webhook.',
  ...v1Access(WORK),
  request: { params: ZV1Id },
  responses: { 201: jsonContent(ZV1CreatedAuditReport, 'The new link'), ...problems(403, 404) },
});

const revoke = createRoute({
  method: 'delete',
  path: '/reports/{id}',
  tags,
  summary: 'Revoke a shared audit report link: its page and PDF answer 404 from now on',
  ...v1Access(WORK),
  request: { params: ZV1Id },
  responses: { 200: jsonContent(ZV1RevokedAuditReport, 'Revoked'), ...problems(403, 404) },
});

/** Shared audit reports through the public API: the same operations as the lead page's Share audit. */
export function v1AuditReportRoutes({ db, config }: AppDeps) {
  return v1Router()
    .openapi(list, async (c) =>
      c.json({ data: (await findAuditReports(db, scopeOf(c), c.req.valid('param').id)).reports }, 200),
    )
    .openapi(create, async (c) => {
      const scope = { ...scopeOf(c), userName: c.get('user').name };
      return c.json(
        { data: await createAuditReport(db, scope, c.req.valid('param').id, config.APP_URL) },
        201,
      );
    })
    .openapi(revoke, async (c) => {
      const { id } = c.req.valid('param');
      await revokeAuditReport(db, scopeOf(c), id);
      return c.json({ data: { id, revoked: true as const } }, 200);
    });
}

import { createRoute } from '@hono/zod-openapi';
import { ZV1CrmPushOne, ZV1CrmPushStarted, ZV1Id, ZV1StartCrmPushRequest } from '@contracts/api-v1';
import type { AppDeps } from '../../app-deps';
import { scopeOf } from '../../lib/team-scope';
import { getCrmPush, startCrmPush } from '../crm';
import { jsonBody, jsonContent, problems, v1Router } from './v1-router';
import { READ, WORK, v1Access } from './token-access';

const tags = ['CRM pushes'];

const start = createRoute({
  method: 'post',
  path: '/crm-pushes',
  tags,
  summary:
    "Push leads (or a list's members) to one of the team's connected CRMs; pushing a lead again updates its CRM record",
  ...v1Access(WORK),
  request: { body: jsonBody(ZV1StartCrmPushRequest) },
  responses: { 202: jsonContent(ZV1CrmPushStarted, 'The push is queued'), ...problems(400, 403, 404) },
});

const getOne = createRoute({
  method: 'get',
  path: '/crm-pushes/{id}',
  tags,
  summary: "A push's progress and each lead's result, with the CRM link of the leads that reached it",
  ...v1Access(READ),
  request: { params: ZV1Id },
  responses: { 200: jsonContent(ZV1CrmPushOne, 'The push'), ...problems(403, 404) },
});

/** CRM pushes through the public API: the same operations (and push queue) as `/api/crm-pushes`. */
export function v1CrmPushRoutes({ db, boss }: AppDeps) {
  return v1Router()
    .openapi(start, async (c) =>
      c.json({ data: await startCrmPush(db, boss, scopeOf(c), c.req.valid('json')) }, 202),
    )
    .openapi(getOne, async (c) =>
      c.json({ data: await getCrmPush(db, scopeOf(c), c.req.valid('param').id) }, 200),
    );
}

import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  ZV1Id,
  ZV1LeadPage,
  ZV1PageQuery,
  ZV1SearchList,
  ZV1SearchOne,
  ZV1StartedSearch,
} from '@contracts/api-v1';
import { ZStartSearchRequest } from '@contracts/search';
import type { AppDeps } from '../../app-deps';
import { scopeOf } from '../../lib/team-scope';
import { findSearches, getSearchLeadPage, getSearch, startSearch, toSearchSummary } from '../search';
import { decodeCursor, encodeCursor, jsonBody, jsonContent, problems, v1Router } from './v1-router';
import { READ, WORK, v1Access } from './token-access';

const tags = ['Searches'];
export const ZLeadCursor = z.object({ position: z.number().int(), id: z.uuid() });

const list = createRoute({
  method: 'get',
  path: '/searches',
  tags,
  summary: "List the team's searches, newest first",
  ...v1Access(READ),
  responses: { 200: jsonContent(ZV1SearchList, 'Searches'), ...problems(403) },
});

const start = createRoute({
  method: 'post',
  path: '/searches',
  tags,
  summary: 'Start a search (Google Maps, then each website)',
  description:
    'Takes one search from the plan, like the app. Follow it with GET /searches/{id} until `status` is `completed`.',
  ...v1Access(WORK),
  request: { body: jsonBody(ZStartSearchRequest) },
  responses: {
    202: jsonContent(ZV1StartedSearch, 'Started'),
    200: jsonContent(ZV1StartedSearch, 'Not started: the beta budget is used up'),
    ...problems(400, 402, 403),
  },
});

const getOne = createRoute({
  method: 'get',
  path: '/searches/{id}',
  tags,
  summary: 'Get a search and where it stands',
  ...v1Access(READ),
  request: { params: ZV1Id },
  responses: { 200: jsonContent(ZV1SearchOne, 'The search'), ...problems(403, 404) },
});

const leads = createRoute({
  method: 'get',
  path: '/searches/{id}/leads',
  tags,
  summary: "A search's leads in its order, a page at a time",
  ...v1Access(READ),
  request: { params: ZV1Id, query: ZV1PageQuery },
  responses: { 200: jsonContent(ZV1LeadPage, 'A page of leads'), ...problems(400, 403, 404) },
});

/** Searches through the public API: the same operations as `/api/searches` (one implementation, two doors). */
export function v1SearchRoutes(deps: AppDeps) {
  const { db } = deps;
  return v1Router()
    .openapi(list, async (c) => c.json({ data: await findSearches(db, scopeOf(c)) }, 200))
    .openapi(start, async (c) => {
      const data = await startSearch(deps, scopeOf(c), c.req.valid('json'));
      return data.betaComplete ? c.json({ data }, 200) : c.json({ data }, 202);
    })
    .openapi(getOne, async (c) =>
      c.json({ data: toSearchSummary(await getSearch(db, scopeOf(c), c.req.valid('param').id)) }, 200),
    )
    .openapi(leads, async (c) => {
      const { cursor, limit } = c.req.valid('query');
      const page = await getSearchLeadPage(db, scopeOf(c), c.req.valid('param').id, {
        after: decodeCursor(cursor, ZLeadCursor),
        limit,
      });
      return c.json({ data: page.leads, nextCursor: page.next ? encodeCursor(page.next) : null }, 200);
    });
}

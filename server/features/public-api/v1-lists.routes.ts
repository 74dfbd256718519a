import { createRoute } from '@hono/zod-openapi';
import {
  ZV1AddMembersRequest,
  ZV1AddMembersResponse,
  ZV1Id,
  ZV1ListList,
  ZV1ListOne,
  ZV1ListWithLeads,
} from '@contracts/api-v1';
import { ZCreateListRequest } from '@contracts/lists';
import type { AppDeps } from '../../app-deps';
import { recordLeadActivity } from '../../lib/lead-activity';
import { scopeOf } from '../../lib/team-scope';
import { addToLists, createList, findLists, getListWithLeads } from '../lists';
import { jsonBody, jsonContent, problems, v1Router } from './v1-router';
import { READ, WORK, v1Access } from './token-access';

const tags = ['Lists'];

const list = createRoute({
  method: 'get',
  path: '/lists',
  tags,
  summary: "List the team's lead lists",
  ...v1Access(READ),
  responses: { 200: jsonContent(ZV1ListList, 'Lists'), ...problems(403) },
});

const create = createRoute({
  method: 'post',
  path: '/lists',
  tags,
  summary: 'Create a list (optionally with leads in it)',
  ...v1Access(WORK),
  request: { body: jsonBody(ZCreateListRequest) },
  responses: { 201: jsonContent(ZV1ListOne, 'The new list'), ...problems(400, 403, 404, 409) },
});

const getOne = createRoute({
  method: 'get',
  path: '/lists/{id}',
  tags,
  summary: 'Get a list with its leads (best lead score first)',
  ...v1Access(READ),
  request: { params: ZV1Id },
  responses: { 200: jsonContent(ZV1ListWithLeads, 'The list and its members'), ...problems(403, 404) },
});

const addMembers = createRoute({
  method: 'post',
  path: '/lists/{id}/members',
  tags,
  summary: 'Add leads to a list; leads already in it are counted, not added twice',
  ...v1Access(WORK),
  request: { params: ZV1Id, body: jsonBody(ZV1AddMembersRequest) },
  responses: { 200: jsonContent(ZV1AddMembersResponse, 'How many were added'), ...problems(400, 403, 404) },
});

/** Lists through the public API: the same operations (and activity trail) as `/api/lists`. */
export function v1ListRoutes({ db }: AppDeps) {
  return v1Router()
    .openapi(list, async (c) => c.json({ data: await findLists(db, scopeOf(c)) }, 200))
    .openapi(create, async (c) => {
      const input = c.req.valid('json');
      const data = await createList(db, scopeOf(c), input);
      await recordLeadActivity(db, scopeOf(c), input.leadIds ?? [], 'list_add', { listIds: [data.id] });
      return c.json({ data }, 201);
    })
    .openapi(getOne, async (c) => {
      const { list: found, leads } = await getListWithLeads(db, scopeOf(c), c.req.valid('param').id);
      return c.json({ data: { ...found, leads } }, 200);
    })
    .openapi(addMembers, async (c) => {
      const listIds = [c.req.valid('param').id];
      const { leadIds } = c.req.valid('json');
      const data = await addToLists(db, scopeOf(c), listIds, leadIds);
      await recordLeadActivity(db, scopeOf(c), leadIds, 'list_add', { listIds });
      return c.json({ data }, 200);
    });
}

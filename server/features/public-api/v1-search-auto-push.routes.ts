import { createRoute } from '@hono/zod-openapi';
import { ZV1Id, ZV1SearchAutoPushChanged, ZV1SearchAutoPushes, ZV1SearchProvider } from '@contracts/api-v1';
import type { TCrmProvider } from '@contracts/crm';
import type { AppDeps } from '../../app-deps';
import { scopeOf } from '../../lib/team-scope';
import { findSearchAutoPushes, setSearchAutoPush } from '../crm';
import { jsonContent, problems, v1Router } from './v1-router';
import { READ, MANAGE, v1Access } from './token-access';

const tags = ['CRM pushes'];

const read = createRoute({
  method: 'get',
  path: '/searches/{id}/auto-push',
  tags,
  summary: "Which of the team's CRMs with an auto-push score take this search's leads",
  ...v1Access(READ),
  request: { params: ZV1Id },
  responses: { 200: jsonContent(ZV1SearchAutoPushes, 'One rule per CRM'), ...problems(403, 404) },
});

const switchOn = createRoute({
  method: 'put',
  path: '/searches/{id}/auto-push/{provider}',
  tags,
  summary: 'Auto-push this search to a CRM whose scope is "chosen searches"',
  description:
    'Pushes at once, as one push, the leads whose deeper check has ended and that meet the score; the others follow as their checks end. Switching on again changes nothing.',
  ...v1Access(MANAGE),
  request: { params: ZV1SearchProvider },
  responses: {
    200: jsonContent(ZV1SearchAutoPushChanged, 'Switched on'),
    ...problems(403, 404, 409),
  },
});

const switchOff = createRoute({
  method: 'delete',
  path: '/searches/{id}/auto-push/{provider}',
  tags,
  summary: 'Stop auto-pushing this search to a CRM',
  ...v1Access(MANAGE),
  request: { params: ZV1SearchProvider },
  responses: { 200: jsonContent(ZV1SearchAutoPushChanged, 'Switched off'), ...problems(403, 404) },
});

/** A saved search's auto-push through the public API: the same operations as `/api/searches/:id/auto-push`. */
export function v1SearchAutoPushRoutes({ db, boss }: AppDeps) {
  const change = ({ id, provider }: { id: string; provider: TCrmProvider }, on: boolean) => ({
    searchId: id,
    provider,
    on,
  });
  return v1Router()
    .openapi(read, async (c) =>
      c.json({ data: (await findSearchAutoPushes(db, scopeOf(c), c.req.valid('param').id)).rules }, 200),
    )
    .openapi(switchOn, async (c) =>
      c.json(
        { data: await setSearchAutoPush(db, boss, scopeOf(c), change(c.req.valid('param'), true)) },
        200,
      ),
    )
    .openapi(switchOff, async (c) =>
      c.json(
        { data: await setSearchAutoPush(db, boss, scopeOf(c), change(c.req.valid('param'), false)) },
        200,
      ),
    );
}

import { Hono } from 'hono';
import {
  ZAddToListsRequest,
  ZCreateListRequest,
  ZRemoveFromListRequest,
  ZUpdateListRequest,
} from '@contracts/lists';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { recordLeadActivity } from '../../lib/lead-activity';
import { validate, validateIdParam } from '../../lib/validate';
import { addToLists, removeFromList } from './add-to-lists';
import { createList } from './create-list';
import { deleteList } from './delete-list';
import { findLists } from './find-lists';
import { getListWithLeads } from './get-list-with-leads';
import { updateList } from './update-list';
import { requireTeamPermission, scopeOf } from '../../lib/team-scope';

const listId = validateIdParam('List');
const canWrite = requireTeamPermission({ work: ['write'] });

export function listRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/lists', async (c) => c.json(await findLists(db, scopeOf(c))))
    .post('/lists', canWrite, validate('json', ZCreateListRequest), async (c) => {
      const list = await createList(db, scopeOf(c), c.req.valid('json'));
      await recordLeadActivity(db, scopeOf(c), c.req.valid('json').leadIds ?? [], 'list_add', {
        listIds: [list.id],
      });
      return c.json(list, 201);
    })
    .post('/lists/members', canWrite, validate('json', ZAddToListsRequest), async (c) => {
      const { listIds, leadIds } = c.req.valid('json');
      const added = await addToLists(db, scopeOf(c), listIds, leadIds);
      await recordLeadActivity(db, scopeOf(c), leadIds, 'list_add', { listIds });
      return c.json(added);
    })
    .get('/lists/:id', listId, async (c) =>
      c.json(await getListWithLeads(db, scopeOf(c), c.req.valid('param').id)),
    )
    .patch('/lists/:id', canWrite, listId, validate('json', ZUpdateListRequest), async (c) =>
      c.json(await updateList(db, scopeOf(c), c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/lists/:id', canWrite, listId, async (c) => {
      await deleteList(db, scopeOf(c), c.req.valid('param').id);
      return c.json({ ok: true });
    })
    .delete('/lists/:id/members', canWrite, listId, validate('json', ZRemoveFromListRequest), async (c) => {
      const { leadIds } = c.req.valid('json');
      const removed = await removeFromList(db, scopeOf(c), c.req.valid('param').id, leadIds);
      await recordLeadActivity(db, scopeOf(c), leadIds, 'list_remove', {
        listIds: [c.req.valid('param').id],
      });
      return c.json({ removed });
    });
}

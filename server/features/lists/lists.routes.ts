import { Hono } from 'hono';
import {
  ZAddToListsRequest,
  ZCreateListRequest,
  ZRemoveFromListRequest,
  ZUpdateListRequest,
} from '@contracts/lists';
import type { AppDeps, AppEnv } from '../../lib/app-context';
import { validate, validateIdParam } from '../../lib/validate';
import { addToLists, removeFromList } from './add-to-lists';
import { createList } from './create-list';
import { deleteList } from './delete-list';
import { findLists } from './find-lists';
import { getListWithLeads } from './get-list-with-leads';
import { updateList } from './update-list';

const listId = validateIdParam('List');

export function listRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/lists', async (c) => c.json(await findLists(db, c.get('user').id)))
    .post('/lists', validate('json', ZCreateListRequest), async (c) =>
      c.json(await createList(db, c.get('user').id, c.req.valid('json')), 201),
    )
    .post('/lists/members', validate('json', ZAddToListsRequest), async (c) => {
      const { listIds, leadIds } = c.req.valid('json');
      return c.json(await addToLists(db, c.get('user').id, listIds, leadIds));
    })
    .get('/lists/:id', listId, async (c) =>
      c.json(await getListWithLeads(db, c.get('user').id, c.req.valid('param').id)),
    )
    .patch('/lists/:id', listId, validate('json', ZUpdateListRequest), async (c) =>
      c.json(await updateList(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/lists/:id', listId, async (c) => {
      await deleteList(db, c.get('user').id, c.req.valid('param').id);
      return c.json({ ok: true });
    })
    .delete('/lists/:id/members', listId, validate('json', ZRemoveFromListRequest), async (c) =>
      c.json({
        removed: await removeFromList(
          db,
          c.get('user').id,
          c.req.valid('param').id,
          c.req.valid('json').leadIds,
        ),
      }),
    );
}

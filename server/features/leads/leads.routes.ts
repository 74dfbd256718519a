import { Hono } from 'hono';
import {
  ZBulkDeleteRequest,
  ZBulkTagRequest,
  ZLeadMarkersQuery,
  ZMergeLeadsRequest,
  ZUpdateLeadNotesRequest,
} from '@contracts/leads';
import type { AppDeps, AppEnv } from '../../lib/app-context';
import { validate, validateIdParam } from '../../lib/validate';
import { deleteLeads } from './delete-leads';
import { findLeadMarkers } from './find-lead-markers';
import { mergeLeads } from './merge-leads';
import { tagLeads } from './tag-leads';
import { updateLeadNotes } from './update-lead-notes';

const leadId = validateIdParam('Business');

/** The lead workspace's own operations on saved leads: notes and tags, bulk delete and tag, merge, markers. */
export function leadRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/leads/markers', validate('query', ZLeadMarkersQuery), async (c) =>
      c.json(await findLeadMarkers(db, c.get('user').id, c.req.valid('query'))),
    )
    .patch('/leads/:id', leadId, validate('json', ZUpdateLeadNotesRequest), async (c) =>
      c.json(await updateLeadNotes(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/leads/bulk-delete', validate('json', ZBulkDeleteRequest), async (c) =>
      c.json({ deleted: await deleteLeads(db, c.get('user').id, c.req.valid('json').ids) }),
    )
    .post('/leads/bulk-tag', validate('json', ZBulkTagRequest), async (c) => {
      const { ids, tags } = c.req.valid('json');
      return c.json({ updated: await tagLeads(db, c.get('user').id, ids, tags) });
    })
    .post('/leads/merge', validate('json', ZMergeLeadsRequest), async (c) =>
      c.json(await mergeLeads(db, c.get('user').id, c.req.valid('json'))),
    );
}

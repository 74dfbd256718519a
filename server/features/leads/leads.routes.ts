import { Hono } from 'hono';
import {
  ZBulkDeleteRequest,
  ZBulkTagRequest,
  ZLeadMarkersQuery,
  ZMergeLeadsRequest,
  ZUpdateLeadNotesRequest,
} from '@contracts/leads';
import { ZAssignLeadsRequest } from '@contracts/lead-activity';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { requireTeamPermission, scopeOf } from '../../lib/team-scope';
import { validate, validateIdParam } from '../../lib/validate';
import { assignLeads } from './assign-leads';
import { deleteLeads } from './delete-leads';
import { findAssignees } from './find-assignees';
import { findLeadMarkers } from './find-lead-markers';
import { getLeadPage } from './get-lead-page';
import { mergeLeads } from './merge-leads';
import { tagLeads } from './tag-leads';
import { updateLeadNotes } from './update-lead-notes';

const leadId = validateIdParam('Business');
const canWrite = requireTeamPermission({ work: ['write'] });

/**
 * The lead workspace's own operations on saved leads: notes and tags, bulk delete and tag, merge, markers, the
 * lead page, assignment (decision 112).
 */
export function leadRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/leads/markers', validate('query', ZLeadMarkersQuery), async (c) =>
      c.json(await findLeadMarkers(db, scopeOf(c), c.req.valid('query'))),
    )
    .get('/leads/assignees', async (c) =>
      c.json({ assignees: await findAssignees(db, scopeOf(c)), me: scopeOf(c).userId }),
    )
    .post('/leads/assign', canWrite, validate('json', ZAssignLeadsRequest), async (c) =>
      c.json({ updated: await assignLeads(db, scopeOf(c), c.req.valid('json')) }),
    )
    .get('/leads/:id', leadId, async (c) =>
      c.json(await getLeadPage(db, scopeOf(c), c.req.valid('param').id)),
    )
    .patch('/leads/:id', canWrite, leadId, validate('json', ZUpdateLeadNotesRequest), async (c) =>
      c.json(await updateLeadNotes(db, scopeOf(c), c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/leads/bulk-delete', canWrite, validate('json', ZBulkDeleteRequest), async (c) =>
      c.json({ deleted: await deleteLeads(db, scopeOf(c), c.req.valid('json').ids) }),
    )
    .post('/leads/bulk-tag', canWrite, validate('json', ZBulkTagRequest), async (c) => {
      const { ids, tags } = c.req.valid('json');
      return c.json({ updated: await tagLeads(db, scopeOf(c), ids, tags) });
    })
    .post('/leads/merge', canWrite, validate('json', ZMergeLeadsRequest), async (c) =>
      c.json(await mergeLeads(db, scopeOf(c), c.req.valid('json'))),
    );
}

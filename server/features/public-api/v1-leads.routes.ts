import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  filtersOfQuery,
  ZV1Id,
  ZV1LeadDetail,
  ZV1LeadOne,
  ZV1LeadQueryPage,
  ZV1LeadsQuery,
} from '@contracts/api-v1';
import { ZLeadFilters } from '@contracts/filters';
import { ZUpdateLeadNotesRequest } from '@contracts/leads';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { scopeOf } from '../../lib/team-scope';
import { firstIssueMessage } from '../../lib/validate';
import { getLeadPage, queryLeads, updateLeadNotes, ZLeadPageCursor } from '../leads';
import { decodeCursor, encodeCursor, jsonBody, jsonContent, problems, v1Router } from './v1-router';
import { READ, WORK, v1Access } from './token-access';

const tags = ['Leads'];
/** A page's cursor: where it ended in its sort (decision 146), or the offset the cursors before it carried. */
const ZLeadsCursor = z.union([ZLeadPageCursor, z.object({ offset: z.number().int().min(0) })]);

const query = createRoute({
  method: 'get',
  path: '/leads',
  tags,
  summary: "Query the team's leads with the workspace's filters",
  description:
    'Reads one search (`searchId`), one list (`listId`) or every lead of the team, keeps those passing the filters, sorts them (`sort`, `dir`; lead score high to low by default, missing values last, ties in a fixed order) and answers a page with `total`, the number of leads passing the filters. To read on, give back `nextCursor` as `cursor` with the same `sort` and `dir` (the filters may change between pages); it marks where the page ended, so leads added or removed meanwhile neither repeat nor skip a lead. `nextCursor` is null after the last page.',
  ...v1Access(READ),
  request: { query: ZV1LeadsQuery },
  responses: { 200: jsonContent(ZV1LeadQueryPage, 'A page of leads'), ...problems(400, 403) },
});

const getOne = createRoute({
  method: 'get',
  path: '/leads/{id}',
  tags,
  summary: 'Get a lead with its website audit, search, lists, assignee and activity',
  description:
    "`lead.audit` is the deeper check's website audit (null until it ran): each finding's id, severity, title, evidence (the page and the value read there) and a one-sentence pitch.",
  ...v1Access(READ),
  request: { params: ZV1Id },
  responses: { 200: jsonContent(ZV1LeadDetail, 'The lead'), ...problems(403, 404) },
});

const update = createRoute({
  method: 'patch',
  path: '/leads/{id}',
  tags,
  summary: "Replace a lead's notes and tags (and set its last-contacted date)",
  description:
    'A last-contacted date while a colleague contacted the lead in the last 30 days answers 409 CONTACTED_BY_COLLEAGUE; send `confirmed: true` to go on.',
  ...v1Access(WORK),
  request: { params: ZV1Id, body: jsonBody(ZUpdateLeadNotesRequest) },
  responses: { 200: jsonContent(ZV1LeadOne, 'The lead as saved'), ...problems(400, 403, 404, 409) },
});

/** Leads through the public API: the workspace's filter rules and the notes popover's operation. */
export function v1LeadRoutes({ db }: AppDeps) {
  return v1Router()
    .openapi(query, async (c) => {
      const q = c.req.valid('query');
      if (q.searchId && q.listId)
        throw new AppError('VALIDATION_ERROR', 'Give a searchId or a listId, not both');
      const filters = ZLeadFilters.safeParse(filtersOfQuery(q));
      if (!filters.success) throw new AppError('VALIDATION_ERROR', firstIssueMessage(filters.error.issues));
      const cursor = decodeCursor(q.cursor, ZLeadsCursor);
      const page = await queryLeads(db, scopeOf(c), {
        searchId: q.searchId,
        listId: q.listId,
        filters: filters.data,
        sort: q.sort ? { key: q.sort, dir: q.dir ?? 'desc' } : undefined,
        today: q.today,
        ...(cursor && 'offset' in cursor ? { offset: cursor.offset } : { cursor, offset: 0 }),
        limit: q.limit,
      });
      const nextCursor = page.nextCursor && encodeCursor(page.nextCursor);
      return c.json({ data: page.leads, total: page.total, nextCursor }, 200);
    })
    .openapi(getOne, async (c) =>
      c.json({ data: await getLeadPage(db, scopeOf(c), c.req.valid('param').id) }, 200),
    )
    .openapi(update, async (c) =>
      c.json(
        { data: await updateLeadNotes(db, scopeOf(c), c.req.valid('param').id, c.req.valid('json')) },
        200,
      ),
    );
}

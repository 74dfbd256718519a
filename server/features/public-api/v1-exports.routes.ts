import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ZV1ExportQuery } from '@contracts/api-v1';
import { ZExportRequest } from '@contracts/leads';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { scopeOf } from '../../lib/team-scope';
import { exportLeads, exportResponse } from '../exports';
import { problems, v1Router } from './v1-router';
import { EXPORT, v1Access } from './token-access';

/** The file's bytes, as OpenAPI 3.1 describes a binary body. */
const BINARY = z.string().meta({ format: 'binary' });

const exportFile = createRoute({
  method: 'get',
  path: '/exports',
  tags: ['Exports'],
  summary: "A search's or list's leads as CSV or XLSX (spec or full layout)",
  description:
    'Counts as an export of the plan, like the app. `layout=full` adds every stored fact of a lead, then the ' +
    "answers of the search's or list's research columns (answer, quote, page).",
  ...v1Access(EXPORT),
  request: { query: ZV1ExportQuery },
  responses: {
    200: {
      description: 'The file (its name in Content-Disposition)',
      content: {
        'text/csv': { schema: BINARY },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: BINARY },
      },
    },
    ...problems(400, 402, 403, 404),
  },
});

/** Exports through the public API: the app's export operation (entitlements and quotas included). */
export function v1ExportRoutes({ db }: AppDeps) {
  return v1Router().openapi(exportFile, async (c) => {
    const { searchId, listId, format, layout } = c.req.valid('query');
    if ((searchId === undefined) === (listId === undefined))
      throw new AppError('VALIDATION_ERROR', 'Give a searchId or a listId');
    const source = searchId
      ? { kind: 'search' as const, searchId }
      : { kind: 'list' as const, listId: listId! };
    const request = ZExportRequest.parse({ format, layout, source });
    return exportResponse(await exportLeads(db, scopeOf(c), request));
  });
}

import { Hono } from 'hono';
import { ZExportRequest } from '@contracts/leads';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { validate } from '../../lib/validate';
import { exportLeads, exportResponse } from './export-leads';
import { requireTeamPermission, scopeOf } from '../../lib/team-scope';

/** POST /api/exports answers the file (CSV streamed, or XLSX); the name is in Content-Disposition. */
export function exportRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/exports',
    requireTeamPermission({ work: ['export'] }),
    validate('json', ZExportRequest),
    async (c) => exportResponse(await exportLeads(deps.db, scopeOf(c), c.req.valid('json'))),
  );
}

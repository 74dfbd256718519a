import { Hono } from 'hono';
import {
  ZAddSuppressionRequest,
  ZImportSuppressionsRequest,
  ZSuppressionsQuery,
} from '@contracts/suppressions';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { requireTeamPermission, scopeOf } from '../../lib/team-scope';
import { validate, validateIdParam } from '../../lib/validate';
import { addSuppression } from './add-suppression';
import { exportSuppressions, suppressionsFileName } from './export-suppressions';
import { findSuppressions } from './find-suppressions';
import { importSuppressions } from './import-suppressions';
import { removeSuppression } from './remove-suppression';

const suppressionId = validateIdParam('Suppression');

/**
 * The team's suppression list (decision 134): every member reads and exports it; members and up add to it (by hand
 * or CSV), which only ever sends less; taking an address off lets mail reach it again, so that is owners' and
 * admins' (`settings.manage`).
 */
export function suppressionRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get(
      '/suppressions',
      requireTeamPermission({ work: ['read'] }),
      validate('query', ZSuppressionsQuery),
      async (c) => c.json(await findSuppressions(db, scopeOf(c), c.req.valid('query'))),
    )
    .get('/suppressions/export', requireTeamPermission({ work: ['export'] }), async (c) =>
      c.body(await exportSuppressions(db, scopeOf(c)), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${suppressionsFileName()}"`,
        'cache-control': 'no-store',
      }),
    )
    .post(
      '/suppressions',
      requireTeamPermission({ work: ['write'] }),
      validate('json', ZAddSuppressionRequest),
      async (c) => {
        const { email } = c.req.valid('json');
        const result = await addSuppression(db, scopeOf(c), {
          email,
          reason: 'manual',
          source: 'Added by hand',
        });
        return c.json(result, result.added ? 201 : 200);
      },
    )
    .post(
      '/suppressions/import',
      requireTeamPermission({ work: ['write'] }),
      validate('json', ZImportSuppressionsRequest),
      async (c) => c.json(await importSuppressions(db, scopeOf(c), c.req.valid('json'))),
    )
    .delete(
      '/suppressions/:id',
      requireTeamPermission({ settings: ['manage'] }),
      suppressionId,
      async (c) => {
        await removeSuppression(db, scopeOf(c), c.req.valid('param').id);
        return c.json({ ok: true });
      },
    );
}

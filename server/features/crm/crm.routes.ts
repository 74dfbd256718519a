import { Hono } from 'hono';
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import {
  ZConnectCrmRequest,
  ZCrmProvider,
  ZStartCrmPushRequest,
  ZUpdateCrmSettingsRequest,
} from '@contracts/crm';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { requireReauthentication } from '../../lib/reauthentication';
import { requireTeamPermission, scopeOf } from '../../lib/team-scope';
import { validate, validateIdParam } from '../../lib/validate';
import { connectCrm } from './connect-crm';
import { deleteCrmConnection, findCrmConnections } from './crm-connection-store';
import { findAutoPushSearches } from './find-auto-push-searches';
import { findCrmPipelines } from './find-crm-pipelines';
import { findCrmRecords } from './find-crm-records';
import { findSearchAutoPushes } from './find-search-auto-pushes';
import { getCrmPush } from './get-crm-push';
import { setSearchAutoPush } from './set-search-auto-push';
import { startCrmPush } from './start-crm-push';
import { testCrmConnection } from './test-crm-connection';
import { updateCrmSettings } from './update-crm-settings';

/** `:provider` must name a CRM we know; anything else is not found. */
const provider = zValidator('param', z.object({ provider: ZCrmProvider }), (result) => {
  if (!result.success) throw new AppError('NOT_FOUND', 'Unknown CRM');
});
/** A saved search and one of our CRMs: a bad id or an unknown CRM names nothing. */
const searchAndProvider = zValidator(
  'param',
  z.object({ id: z.uuid(), provider: ZCrmProvider }),
  (result) => {
    if (!result.success) throw new AppError('NOT_FOUND', 'Search or CRM not found');
  },
);
const canManage = requireTeamPermission({ settings: ['manage'] });
const canWrite = requireTeamPermission({ work: ['write'] });

/**
 * CRM push (issue 24): owners and admins connect, test, configure and disconnect the team's CRMs; members push;
 * everyone in the team sees the connections (masked), pushes and where a lead went. Owners and admins choose which
 * saved searches auto-push (on the search's page); everyone sees which do.
 */
export function crmRoutes(deps: AppDeps) {
  const { db, boss, config } = deps;
  // A CRM token receives the team's leads long after this session: connecting, replacing or removing it
  // re-authenticates (decision 096, issue 30).
  const stepUp = requireReauthentication(db, config);
  return new Hono<AppEnv>()
    .get('/integrations', async (c) => c.json(await findCrmConnections(db, scopeOf(c))))
    .put(
      '/integrations/:provider',
      canManage,
      stepUp,
      provider,
      validate('json', ZConnectCrmRequest),
      async (c) =>
        c.json(await connectCrm(deps, scopeOf(c), c.req.valid('param').provider, c.req.valid('json'))),
    )
    .patch(
      '/integrations/:provider',
      canManage,
      provider,
      validate('json', ZUpdateCrmSettingsRequest),
      async (c) =>
        c.json(await updateCrmSettings(db, scopeOf(c), c.req.valid('param').provider, c.req.valid('json'))),
    )
    .delete('/integrations/:provider', canManage, stepUp, provider, async (c) => {
      await deleteCrmConnection(db, scopeOf(c), c.req.valid('param').provider);
      return c.json({ ok: true });
    })
    .post('/integrations/:provider/test', canManage, provider, async (c) =>
      c.json(await testCrmConnection(deps, scopeOf(c), c.req.valid('param').provider)),
    )
    .get('/integrations/:provider/pipelines', canManage, provider, async (c) =>
      c.json(await findCrmPipelines(deps, scopeOf(c), c.req.valid('param').provider)),
    )
    .get('/integrations/:provider/auto-push-searches', provider, async (c) =>
      c.json(await findAutoPushSearches(db, scopeOf(c), c.req.valid('param').provider)),
    )
    .get('/searches/:id/auto-push', validateIdParam('Search'), async (c) =>
      c.json(await findSearchAutoPushes(db, scopeOf(c), c.req.valid('param').id)),
    )
    .put('/searches/:id/auto-push/:provider', canManage, searchAndProvider, async (c) => {
      const { id: searchId, provider } = c.req.valid('param');
      return c.json(await setSearchAutoPush(db, boss, scopeOf(c), { searchId, provider, on: true }));
    })
    .delete('/searches/:id/auto-push/:provider', canManage, searchAndProvider, async (c) => {
      const { id: searchId, provider } = c.req.valid('param');
      return c.json(await setSearchAutoPush(db, boss, scopeOf(c), { searchId, provider, on: false }));
    })
    .post('/crm-pushes', canWrite, validate('json', ZStartCrmPushRequest), async (c) =>
      c.json(await startCrmPush(db, boss, scopeOf(c), c.req.valid('json')), 202),
    )
    .get('/crm-pushes/:id', validateIdParam('Push'), async (c) =>
      c.json(await getCrmPush(db, scopeOf(c), c.req.valid('param').id)),
    )
    .get('/leads/:id/crm-records', validateIdParam('Lead'), async (c) =>
      c.json(await findCrmRecords(db, scopeOf(c), c.req.valid('param').id)),
    );
}

import { Hono } from 'hono';
import { ZCampaignPreviewRequest, ZLaunchCampaignRequest } from '@contracts/campaigns';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { requireTeamPermission, scopeOf } from '../../lib/team-scope';
import { validate, validateIdParam } from '../../lib/validate';
import type { TEmailWriter } from '../outreach';
import { pauseCampaign, resumeCampaign, stopCampaign } from './change-campaign-status';
import { findCampaigns } from './find-campaigns';
import { getCampaign } from './get-campaign';
import { launchCampaign } from './launch-campaign';
import { launchDepsOf } from './launch-deps';
import { previewCampaign } from './preview-campaign';

const canWrite = requireTeamPermission({ work: ['write'] });
const campaignId = validateIdParam('Campaign');

/**
 * Campaigns (issue 35, decision 139): every member reads them; owners, admins and members preview, launch, pause,
 * resume and stop (viewers may not). `writer` is for tests, as in outreach.
 */
export function campaignRoutes(deps: AppDeps, options: { writer?: TEmailWriter } = {}) {
  const { db } = deps;
  const launchDeps = launchDepsOf(deps, options.writer);
  return new Hono<AppEnv>()
    .get('/campaigns', async (c) => c.json(await findCampaigns(db, scopeOf(c))))
    .post('/campaigns/preview', canWrite, validate('json', ZCampaignPreviewRequest), async (c) =>
      c.json(await previewCampaign(launchDeps, scopeOf(c), c.req.valid('json'))),
    )
    .post('/campaigns', canWrite, validate('json', ZLaunchCampaignRequest), async (c) =>
      c.json(await launchCampaign(launchDeps, scopeOf(c), c.req.valid('json')), 201),
    )
    .get('/campaigns/:id', campaignId, async (c) =>
      c.json(await getCampaign(deps, scopeOf(c), c.req.valid('param').id)),
    )
    .post('/campaigns/:id/pause', canWrite, campaignId, async (c) =>
      c.json(await pauseCampaign(db, scopeOf(c), c.req.valid('param').id)),
    )
    .post('/campaigns/:id/resume', canWrite, campaignId, async (c) =>
      c.json(await resumeCampaign(launchDeps, scopeOf(c), c.req.valid('param').id)),
    )
    .post('/campaigns/:id/stop', canWrite, campaignId, async (c) =>
      c.json(await stopCampaign(db, scopeOf(c), c.req.valid('param').id)),
    );
}

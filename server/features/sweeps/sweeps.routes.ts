import { Hono } from 'hono';
import {
  ZMarketEstimateRequest,
  ZStartMarketRequest,
  ZStartSweepRequest,
  ZSweepEstimateRequest,
} from '@contracts/sweeps';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { requireTeamPermission, scopeOf } from '../../lib/team-scope';
import { validate, validateIdParam } from '../../lib/validate';
import { cancelSweep } from './cancel-sweep';
import { estimateMarket, estimateSweep } from './estimate-sweep';
import { findSweeps } from './find-sweeps';
import { getSweep } from './get-sweep';
import { getSweepLeads } from './get-sweep-leads';
import { startMarket, startSweep } from './start-sweep';

const canWrite = requireTeamPermission({ work: ['write'] });
const sweepId = validateIdParam('Sweep');

/**
 * Area sweeps and markets (issue 33): estimate, start, follow, cancel; who may start one is who may start a
 * search. A market is a sweep over several business types and locations: it is followed as one.
 */
export function sweepRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post('/sweeps/estimate', canWrite, validate('json', ZSweepEstimateRequest), async (c) =>
      c.json(await estimateSweep(deps, scopeOf(c), c.req.valid('json'))),
    )
    .post('/sweeps', canWrite, validate('json', ZStartSweepRequest), async (c) =>
      c.json(await startSweep(deps, scopeOf(c), c.req.valid('json')), 201),
    )
    .post('/markets/estimate', canWrite, validate('json', ZMarketEstimateRequest), async (c) =>
      c.json(await estimateMarket(deps, scopeOf(c), c.req.valid('json'))),
    )
    .post('/markets', canWrite, validate('json', ZStartMarketRequest), async (c) =>
      c.json(await startMarket(deps, scopeOf(c), c.req.valid('json')), 201),
    )
    .get('/sweeps', async (c) => c.json({ sweeps: await findSweeps(db, scopeOf(c)) }))
    .get('/sweeps/:id', sweepId, async (c) => c.json(await getSweep(db, scopeOf(c), c.req.valid('param').id)))
    .get('/sweeps/:id/leads', sweepId, async (c) =>
      c.json(await getSweepLeads(db, scopeOf(c), c.req.valid('param').id)),
    )
    .post('/sweeps/:id/cancel', canWrite, sweepId, async (c) =>
      c.json(await cancelSweep(db, scopeOf(c), c.req.valid('param').id)),
    );
}

import { Hono } from 'hono';
import { ZSweepEstimateRequest } from '@contracts/sweeps';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { limitPerUser, type RateLimit } from '../../lib/rate-limits';
import { requireTeamPermission, scopeOf } from '../../lib/team-scope';
import { validate } from '../../lib/validate';
import { estimateSweep } from './estimate-sweep';

/**
 * An estimate sends up to a few hundred (free) Text Search requests and a geocode on the team's key: enough for
 * a person trying areas and business types, not for hammering Google's quota (decision 142).
 */
const SWEEP_ESTIMATES: RateLimit = {
  name: 'sweep-estimates',
  points: 30,
  durationSeconds: 10 * 60,
  message: 'Too many sweep estimates; please wait a few minutes and try again',
};

const canWrite = requireTeamPermission({ work: ['write'] });

/** Area sweeps (issue 33): so far the estimate; who may ask is who may start a search. */
export function sweepRoutes(deps: AppDeps) {
  const estimates = limitPerUser(deps.db, SWEEP_ESTIMATES);
  return new Hono<AppEnv>().post(
    '/sweeps/estimate',
    canWrite,
    validate('json', ZSweepEstimateRequest),
    estimates,
    async (c) => c.json(await estimateSweep(deps, scopeOf(c), c.req.valid('json'))),
  );
}

import { Hono } from 'hono';
import { ZMarkSampleUpgradedRequest, ZSampleSearchRequest } from '@contracts/sample';
import type { AppDeps, AppEnv } from '../../lib/app-context';
import { createMailer } from '../../lib/mailer';
import { validate, validateIdParam } from '../../lib/validate';
import type { TPublicRouteOptions } from '../contact/contact.routes';
import { markSampleUpgraded } from './mark-sample-upgraded';
import { runSampleSearch } from './run-sample-search';

const sampleId = validateIdParam('Sample search');

/** Public: the free sample search and its upgrade mark. */
export function sampleRoutes(deps: AppDeps, options: TPublicRouteOptions = {}) {
  const mailer = options.mailer ?? createMailer(deps.config);
  return new Hono<AppEnv>()
    .post('/sample-search', validate('json', ZSampleSearchRequest), async (c) => {
      const result = await runSampleSearch(deps, mailer, c.req.valid('json'), options.clientIp?.(c) ?? null);
      return c.json(result, 201);
    })
    .post('/sample-search/:id/upgraded', sampleId, validate('json', ZMarkSampleUpgradedRequest), async (c) =>
      c.json(await markSampleUpgraded(deps.db, c.req.valid('param').id)),
    );
}

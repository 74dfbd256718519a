import { Hono } from 'hono';
import { ZMarkSampleUpgradedRequest, ZSampleCheckoutRequest, ZSampleSearchRequest } from '@contracts/sample';
import type { AppDeps, AppEnv, TPublicRouteOptions } from '../../lib/app-context';
import { createMailer } from '../../integrations/smtp/mailer';
import { validate, validateIdParam } from '../../lib/validate';
import { getBilling } from '../../integrations/stripe/billing-config';
import { createSampleCheckout } from './create-sample-checkout';
import { markSampleUpgraded } from './mark-sample-upgraded';
import { runSampleSearch } from './run-sample-search';

const sampleId = validateIdParam('Sample search');

/** Public: the free sample search, its lifetime-deal checkout and the upgrade mark. */
export function sampleRoutes(deps: AppDeps, options: TPublicRouteOptions = {}) {
  const { db, config } = deps;
  const mailer = options.mailer ?? createMailer(config);
  return new Hono<AppEnv>()
    .post('/sample-search', validate('json', ZSampleSearchRequest), async (c) => {
      const result = await runSampleSearch(deps, mailer, c.req.valid('json'), options.clientIp?.(c) ?? null);
      return c.json(result, 201);
    })
    .post('/sample-checkout', validate('json', ZSampleCheckoutRequest), async (c) =>
      c.json(await createSampleCheckout(db, getBilling(config), config, c.req.valid('json').sampleSearchId)),
    )
    .post('/sample-search/:id/upgraded', sampleId, validate('json', ZMarkSampleUpgradedRequest), async (c) =>
      c.json(
        await markSampleUpgraded(
          db,
          getBilling(config),
          c.req.valid('param').id,
          c.req.valid('json').sessionId,
        ),
      ),
    );
}

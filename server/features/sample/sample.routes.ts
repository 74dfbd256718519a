import { Hono } from 'hono';
import { ZMarkSampleUpgradedRequest, ZSampleCheckoutRequest, ZSampleSearchRequest } from '@contracts/sample';
import type { AppDeps, AppEnv } from '../../lib/app-context';
import { createMailer } from '../../lib/mailer';
import { clientAddress, limitRequests } from '../../lib/request-limit';
import { validate, validateIdParam } from '../../lib/validate';
import { getBilling } from '../billing/billing-config';
import type { TPublicRouteOptions } from '../contact/contact.routes';
import { createSampleCheckout } from './create-sample-checkout';
import { markSampleUpgraded } from './mark-sample-upgraded';
import { runSampleSearch } from './run-sample-search';

const sampleId = validateIdParam('Sample search');
/** Checkout and its confirmation call Stripe: 10 a network address per 10 minutes. */
export const SAMPLE_CHECKOUT_LIMIT = { max: 10, windowSeconds: 600 };

/** Public: the free sample search, its lifetime-deal checkout and the upgrade mark. */
export function sampleRoutes(deps: AppDeps, options: TPublicRouteOptions = {}) {
  const { db, config } = deps;
  const mailer = options.mailer ?? createMailer(config);
  const perAddress = limitRequests(db, 'sample-checkout', SAMPLE_CHECKOUT_LIMIT, (c) =>
    clientAddress(c, options.clientIp),
  );
  return new Hono<AppEnv>()
    .post('/sample-search', validate('json', ZSampleSearchRequest), async (c) => {
      const result = await runSampleSearch(deps, mailer, c.req.valid('json'), clientAddress(c, options.clientIp));
      return c.json(result, 201);
    })
    .post('/sample-checkout', perAddress, validate('json', ZSampleCheckoutRequest), async (c) =>
      c.json(await createSampleCheckout(db, getBilling(config), config, c.req.valid('json').sampleSearchId)),
    )
    .post('/sample-search/:id/upgraded', perAddress, sampleId, validate('json', ZMarkSampleUpgradedRequest), async (c) =>
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

import { Hono } from 'hono';
import { ZMarkSampleUpgradedRequest, ZSampleCheckoutRequest, ZSampleSearchRequest } from '@contracts/sample';
import type { AppDeps, TPublicRouteOptions } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { addressLimitKey } from '../../lib/client-address';
import { limitPerAddress, type RateLimit } from '../../lib/rate-limits';
import { createMailer } from '../../integrations/smtp/mailer';
import { validate, validateIdParam } from '../../lib/validate';
import { getBilling } from '../../integrations/stripe/billing-config';
import { createSampleCheckout } from './create-sample-checkout';
import { markSampleUpgraded } from './mark-sample-upgraded';
import { runSampleSearch } from './run-sample-search';

const sampleId = validateIdParam('Sample search');
/** Checkout and its confirmation call Stripe: 10 a network address per 10 minutes. */
export const SAMPLE_CHECKOUT_LIMIT: RateLimit = {
  name: 'sample-checkout',
  points: 10,
  durationSeconds: 600,
  message: 'Too many attempts. Please wait a few minutes and try again.',
};

/** Public: the free sample search, its lifetime-deal checkout and the upgrade mark. */
export function sampleRoutes(deps: AppDeps, options: TPublicRouteOptions = {}) {
  const { db, config } = deps;
  const mailer = options.mailer ?? createMailer(config);
  const perAddress = limitPerAddress(db, SAMPLE_CHECKOUT_LIMIT);
  return new Hono<AppEnv>()
    .post('/sample-search', validate('json', ZSampleSearchRequest), async (c) => {
      // One sample per address counts IPv6 clients per /64, like every per-address limit (decision 080).
      const address = c.get('clientIp');
      const result = await runSampleSearch(
        deps,
        mailer,
        c.req.valid('json'),
        address ? addressLimitKey(address) : null,
      );
      return c.json(result, 201);
    })
    .post('/sample-checkout', perAddress, validate('json', ZSampleCheckoutRequest), async (c) =>
      c.json(await createSampleCheckout(db, getBilling(config), config, c.req.valid('json').sampleSearchId)),
    )
    .post(
      '/sample-search/:id/upgraded',
      perAddress,
      sampleId,
      validate('json', ZMarkSampleUpgradedRequest),
      async (c) =>
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

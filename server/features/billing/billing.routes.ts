import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { getBilling } from '../../integrations/stripe/billing-config';
import { requireBilling } from '../../integrations/stripe/billing-disabled';
import { limitPerUser, type RateLimit } from '../../lib/rate-limits';
import { requireTeamPermission, scopeOf } from '../../lib/team-scope';
import { createCheckoutSession } from './create-checkout-session';
import { createPortalSession } from './create-portal-session';
import { getPlans } from './get-plans';
import { getSubscriptionStatus } from './get-subscription-status';
import { handleStripeWebhook } from './handle-stripe-webhook';

/** Stripe calls this; it is exempt from the origin check (see server/app.ts) and proves itself by signature. */
export const BILLING_WEBHOOK_PATH = '/api/billing/webhook';

/** Public: the Stripe webhook and the plans every pricing surface reads. Register above the signed-in group. */
export function billingPublicRoutes({ db, config }: AppDeps) {
  const billing = getBilling(config);
  return new Hono<AppEnv>()
    .post('/billing/webhook', async (c) => {
      const raw = await c.req.text();
      return c.json(
        await handleStripeWebhook(db, requireBilling(billing), raw, c.req.header('stripe-signature')),
      );
    })
    .get('/billing/plans', async (c) => c.json(await getPlans(db, billing, config.FOUNDER_SEATS)));
}

/** Each opens a Stripe session: 10 a person per 10 minutes. */
export const CHECKOUT_LIMIT: RateLimit = {
  name: 'billing-sessions',
  points: 10,
  durationSeconds: 600,
  message: 'Too many attempts. Please wait a few minutes and try again.',
};

/**
 * Signed-in: the subscription check (the active team's paying owner's plan), checkout and the customer portal.
 * Only a team's owners (billing.manage) open checkout or the portal; everyone else sees who pays (decision 110).
 */
export function billingRoutes({ db, config }: AppDeps) {
  const billing = getBilling(config);
  const perPerson = limitPerUser(db, CHECKOUT_LIMIT);
  const manage = requireTeamPermission({ billing: ['manage'] });
  const status = { enabled: billing !== null, perSeat: billing?.perSeat ?? false };
  return new Hono<AppEnv>()
    .get('/billing/subscription', async (c) => c.json(await getSubscriptionStatus(db, scopeOf(c), status)))
    .post('/billing/checkout', manage, perPerson, async (c) =>
      c.json(await createCheckoutSession(db, requireBilling(billing), c.get('user'), scopeOf(c))),
    )
    .post('/billing/portal', manage, perPerson, async (c) =>
      c.json(await createPortalSession(db, requireBilling(billing), c.get('user').id)),
    );
}

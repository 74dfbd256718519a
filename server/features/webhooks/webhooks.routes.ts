import { Hono } from 'hono';
import { ZCreateWebhookRequest, ZUpdateWebhookRequest } from '@contracts/webhooks';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { assertReauthenticated, requireReauthentication } from '../../lib/reauthentication';
import { requireTeamPermission, scopeOf } from '../../lib/team-scope';
import { validate, validateIdParam } from '../../lib/validate';
import { checkWebhookUrl } from './check-webhook-url';
import { createWebhook } from './create-webhook';
import { deleteWebhook } from './delete-webhook';
import { findDeliveries } from './find-deliveries';
import { findWebhooks } from './find-webhooks';
import { resendDelivery } from './resend-delivery';
import { revealWebhookSecret } from './reveal-webhook-secret';
import { sendTestEvent } from './send-test-event';
import { updateWebhook } from './update-webhook';

const webhookId = validateIdParam('Webhook');
const deliveryId = validateIdParam('Delivery');
const canManage = requireTeamPermission({ settings: ['manage'] });

/** Settings → Webhooks (decision 117): every route is `settings.manage` (owners and admins). */
export function webhookRoutes({ db, appSecret, config }: AppDeps) {
  // An endpoint receives the team's leads long after this session: adding one, or sending one elsewhere,
  // re-authenticates (decision 096, issue 30), as CRM tokens do. So does revealing the signing secret: whoever
  // holds it can sign events the team's receivers trust.
  const stepUp = requireReauthentication(db, config);
  return new Hono<AppEnv>()
    .get('/webhooks', canManage, async (c) => c.json(await findWebhooks(db, scopeOf(c))))
    .post('/webhooks', canManage, stepUp, validate('json', ZCreateWebhookRequest), async (c) => {
      const input = c.req.valid('json');
      checkWebhookUrl(config, input.url);
      return c.json(await createWebhook(db, appSecret, scopeOf(c), input), 201);
    })
    .patch('/webhooks/:id', canManage, webhookId, validate('json', ZUpdateWebhookRequest), async (c) => {
      const input = c.req.valid('json');
      if (input.url) {
        checkWebhookUrl(config, input.url);
        await assertReauthenticated(db, config, c);
      }
      return c.json(await updateWebhook(db, scopeOf(c), c.req.valid('param').id, input));
    })
    .delete('/webhooks/:id', canManage, webhookId, async (c) => {
      await deleteWebhook(db, scopeOf(c), c.req.valid('param').id);
      return c.json({ ok: true });
    })
    .post('/webhooks/:id/secret', canManage, stepUp, webhookId, async (c) =>
      c.json(await revealWebhookSecret(db, appSecret, scopeOf(c), c.req.valid('param').id)),
    )
    .post('/webhooks/:id/test', canManage, webhookId, async (c) => {
      await sendTestEvent(db, scopeOf(c), c.req.valid('param').id);
      return c.json({ ok: true }, 202);
    })
    .get('/webhooks/:id/deliveries', canManage, webhookId, async (c) =>
      c.json(await findDeliveries(db, scopeOf(c), c.req.valid('param').id)),
    )
    .post('/webhooks/deliveries/:id/resend', canManage, deliveryId, async (c) => {
      await resendDelivery(db, scopeOf(c), c.req.valid('param').id);
      return c.json({ ok: true }, 202);
    });
}

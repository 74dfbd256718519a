import { Hono } from 'hono';
import { ZContactRequest } from '@contracts/contact';
import type { AppDeps, AppEnv } from '../../lib/app-context';
import { createMailer, type Mailer } from '../../lib/mailer';
import { clientAddress, type ClientIp } from '../../lib/request-limit';
import { requireAdmin } from '../../lib/require-user';
import { validate } from '../../lib/validate';
import { listSupportMessages } from './list-support-messages';
import { sendSupportMessage } from './send-support-message';

export type TPublicRouteOptions = {
  clientIp?: ClientIp;
  mailer?: Mailer;
};

/** Public: POST /contact (the support form). */
export function contactRoutes(deps: AppDeps, options: TPublicRouteOptions = {}) {
  const { db, auth } = deps;
  const mailer = options.mailer ?? createMailer(deps.config);
  return new Hono<AppEnv>().post('/contact', validate('json', ZContactRequest), async (c) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    await sendSupportMessage(db, mailer, c.req.valid('json'), {
      ipAddress: clientAddress(c, options.clientIp),
      userId: session?.user.id ?? null,
    });
    return c.json({ ok: true as const }, 201);
  });
}

/** Signed-in admins: GET /admin/support-messages. Mount in the signed-in group. */
export function supportAdminRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/admin/support-messages', requireAdmin(db), async (c) =>
    c.json(await listSupportMessages(db)),
  );
}

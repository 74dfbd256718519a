import { Hono } from 'hono';
import { CONTACT_RATE_LIMIT, ZContactRequest } from '@contracts/contact';
import type { AppDeps, TPublicRouteOptions } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { createMailer } from '../../integrations/smtp/mailer';
import { limitPerAddress, type RateLimit } from '../../lib/rate-limits';
import { requireAdmin } from '../../lib/require-user';
import { getSessionState } from '../../lib/session-cache';
import { resolveActiveTeam } from '../../lib/team-membership';
import { validate } from '../../lib/validate';
import { listSupportMessages } from './list-support-messages';
import { sendSupportMessage } from './send-support-message';

/** Per client address (decision 051), counted in the database for all instances (decision 080). */
const CONTACT_LIMIT: RateLimit = {
  name: 'contact',
  points: CONTACT_RATE_LIMIT.max,
  durationSeconds: CONTACT_RATE_LIMIT.windowMinutes * 60,
  message: `You have sent several messages in a short time. Please wait ${CONTACT_RATE_LIMIT.windowMinutes} minutes and try again.`,
};

/** Public: POST /contact (the support form). */
export function contactRoutes(deps: AppDeps, options: TPublicRouteOptions = {}) {
  const { db, auth } = deps;
  const mailer = options.mailer ?? createMailer(deps.config);
  const limit = limitPerAddress(db, CONTACT_LIMIT);
  return new Hono<AppEnv>().post('/contact', validate('json', ZContactRequest), limit, async (c) => {
    const signedIn = await getSessionState(auth, db, c.req.raw.headers).catch(() => null);
    const team = signedIn ? await resolveActiveTeam(db, signedIn.user.id, signedIn.activeTeamId) : null;
    await sendSupportMessage(db, mailer, c.req.valid('json'), {
      ipAddress: c.get('clientIp') ?? null,
      userId: signedIn?.user.id ?? null,
      teamId: team?.id ?? null,
    });
    return c.json({ ok: true as const }, 201);
  });
}

/** Signed-in admins: GET /admin/support-messages. Mount in the signed-in group. */
export function supportAdminRoutes({ db, config }: AppDeps) {
  return new Hono<AppEnv>().get('/admin/support-messages', requireAdmin(db, config), async (c) =>
    c.json(await listSupportMessages(db)),
  );
}

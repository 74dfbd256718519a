import { Hono } from 'hono';
import {
  ZConnectMailboxRequest,
  ZReplaceMailboxServersRequest,
  ZUpdateMailboxSettingsRequest,
} from '@contracts/mailboxes';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { limitPerUser, type RateLimit } from '../../lib/rate-limits';
import { requireReauthentication } from '../../lib/reauthentication';
import { requireTeamPermission, scopeOf } from '../../lib/team-scope';
import { validate, validateIdParam } from '../../lib/validate';
import { connectMailbox } from './connect-mailbox';
import { deleteMailbox } from './delete-mailbox';
import { findMailboxes } from './find-mailboxes';
import { replaceMailboxServers } from './replace-mailbox-servers';
import { sendTestEmail } from './send-test-email';
import { testMailbox } from './test-mailbox';
import { updateMailboxSettings } from './update-mailbox-settings';

/**
 * Every sign-in to a user-given server (connect, new servers, test, test email) counts here, per person (decision 133): enough
 * to set up a few mailboxes, far too few to map a network's ports with the generic answers.
 */
const MAILBOX_CHECKS: RateLimit = {
  name: 'mailbox-server-checks',
  points: 20,
  durationSeconds: 15 * 60,
  message: 'Too many mailbox tests; please wait a few minutes and try again',
};

const canManage = requireTeamPermission({ settings: ['manage'] });

/**
 * Team mailboxes (issue 35): owners and admins connect, change, test and remove them; every member sees them
 * (without passwords) to send from. New servers or passwords, and removal, re-authenticate like CRM tokens.
 */
export function mailboxRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const stepUp = requireReauthentication(db, config);
  const checks = limitPerUser(db, MAILBOX_CHECKS);
  const mailboxId = validateIdParam('Mailbox');
  return new Hono<AppEnv>()
    .get('/mailboxes', async (c) => c.json(await findMailboxes(db, scopeOf(c))))
    .post('/mailboxes', canManage, stepUp, validate('json', ZConnectMailboxRequest), checks, async (c) =>
      c.json(await connectMailbox(deps, scopeOf(c), c.req.valid('json')), 201),
    )
    .patch(
      '/mailboxes/:id',
      canManage,
      mailboxId,
      validate('json', ZUpdateMailboxSettingsRequest),
      async (c) =>
        c.json(await updateMailboxSettings(deps, scopeOf(c), c.req.valid('param').id, c.req.valid('json'))),
    )
    .put(
      '/mailboxes/:id/servers',
      canManage,
      stepUp,
      mailboxId,
      validate('json', ZReplaceMailboxServersRequest),
      checks,
      async (c) =>
        c.json(await replaceMailboxServers(deps, scopeOf(c), c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/mailboxes/:id', canManage, stepUp, mailboxId, async (c) => {
      await deleteMailbox(db, scopeOf(c), c.req.valid('param').id);
      return c.json({ ok: true });
    })
    .post('/mailboxes/:id/test', canManage, mailboxId, checks, async (c) =>
      c.json(await testMailbox(deps, scopeOf(c), c.req.valid('param').id)),
    )
    .post('/mailboxes/:id/send-test', canManage, mailboxId, checks, async (c) =>
      c.json(await sendTestEmail(deps, scopeOf(c), c.req.valid('param').id)),
    );
}

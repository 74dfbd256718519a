import { Hono } from 'hono';
import { ZCreateUserRequest, ZUpdateRoleRequest, ZUpdateSubscriptionRequest } from '@contracts/admin';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { requireAdmin } from '../../lib/require-user';
import { validate, validateOpaqueIdParam } from '../../lib/validate';
import { getBilling } from '../../integrations/stripe/billing-config';
import { changeUserRole } from './change-user-role';
import { createUser } from './create-user';
import { deleteUser } from './delete-user';
import { getAnalytics } from './get-analytics';
import { listUsers } from './list-users';
import { setSubscriptionAccess } from './set-subscription-access';

/** better-auth user ids are opaque strings, not UUIDs. */
const userIdParam = validateOpaqueIdParam('User');

/** /api/admin/*: every request checks the admin role on the server. */
export function adminRoutes({ db, auth, config, boss }: AppDeps) {
  const billing = getBilling(config);
  return new Hono<AppEnv>()
    .use('/admin/*', requireAdmin(db, config))
    .get('/admin/users', async (c) => c.json({ users: await listUsers(db, c.get('user').id) }))
    .post('/admin/users', validate('json', ZCreateUserRequest), async (c) => {
      const id = await createUser(db, auth, c.req.valid('json'));
      const [created] = await listUsers(db, c.get('user').id, id);
      return c.json(created, 201);
    })
    .patch('/admin/users/:id/role', userIdParam, validate('json', ZUpdateRoleRequest), async (c) => {
      await changeUserRole(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json').role);
      return c.json({ ok: true });
    })
    .patch(
      '/admin/users/:id/subscription',
      userIdParam,
      validate('json', ZUpdateSubscriptionRequest),
      async (c) => {
        await setSubscriptionAccess(
          db,
          c.get('user').id,
          c.req.valid('param').id,
          c.req.valid('json').status,
        );
        return c.json({ ok: true });
      },
    )
    .delete('/admin/users/:id', userIdParam, async (c) => {
      await deleteUser(db, billing, boss, c.get('user').id, c.req.valid('param').id);
      return c.json({ ok: true });
    })
    .get('/admin/analytics', async (c) => c.json(await getAnalytics(db)));
}

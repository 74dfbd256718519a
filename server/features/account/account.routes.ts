import { Hono } from 'hono';
import { ZAdminSetupRequest, ZConfirmPasswordRequest, ZUpdateProfileRequest } from '@contracts/account';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { validate } from '../../lib/validate';
import { claimAdminSetup } from './admin-setup';
import { confirmPassword } from './confirm-password';
import { getMe } from './get-me';
import { updateProfile } from './update-profile';

export function accountRoutes({ db, auth }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/me', async (c) => c.json(await getMe(db, c.get('user'))))
    .patch('/me/profile', validate('json', ZUpdateProfileRequest), async (c) => {
      await updateProfile(db, c.get('user').id, c.req.valid('json'));
      return c.json(await getMe(db, c.get('user')));
    })
    .post('/account/admin-setup', validate('json', ZAdminSetupRequest), async (c) => {
      await claimAdminSetup(db, c.get('user').id, c.req.valid('json').token);
      return c.json(await getMe(db, c.get('user')));
    })
    .post('/account/confirm-password', validate('json', ZConfirmPasswordRequest), async (c) => {
      await confirmPassword(auth, db, c.req.raw.headers, c.req.valid('json').password);
      return c.body(null, 204);
    });
}

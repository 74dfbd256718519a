import { Hono } from 'hono';
import { ZCreateApiTokenRequest } from '@contracts/api-tokens';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { requireReauthentication } from '../../lib/reauthentication';
import { requireTeamPermission, scopeOf } from '../../lib/team-scope';
import { validate, validateIdParam } from '../../lib/validate';
import { createApiToken } from './create-api-token';
import { findApiTokens } from './find-api-tokens';
import { revokeApiToken } from './revoke-api-token';

/** Settings → API tokens: owners and admins (settings.manage) list, create and revoke the team's tokens. */
export function apiTokenRoutes({ db, config }: AppDeps) {
  const canManage = requireTeamPermission({ settings: ['manage'] });
  // A token acts as its creator until revoked, long after this session: making one re-authenticates (decision 096,
  // issue 30).
  const stepUp = requireReauthentication(db, config);
  return new Hono<AppEnv>()
    .get('/api-tokens', canManage, async (c) => c.json(await findApiTokens(db, scopeOf(c))))
    .post('/api-tokens', canManage, stepUp, validate('json', ZCreateApiTokenRequest), async (c) => {
      const scope = { ...scopeOf(c), userName: c.get('user').name };
      return c.json(await createApiToken(db, scope, c.req.valid('json')), 201);
    })
    .delete('/api-tokens/:id', canManage, validateIdParam('API token'), async (c) => {
      await revokeApiToken(db, scopeOf(c), c.req.valid('param').id);
      return c.json({ ok: true });
    });
}

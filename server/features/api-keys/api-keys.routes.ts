import { Hono } from 'hono';
import { ZSaveKeyRequest, type TTestKeyResponse } from '@contracts/api-keys';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { requireAdmin } from '../../lib/require-user';
import { requireRecentSecondStep } from '../../lib/second-step';
import { requireTeamPermission, scopeOf } from '../../lib/team-scope';
import { validate } from '../../lib/validate';
import { googleConfigFor } from '../../integrations/google/google-config-for';
import { validateKey } from '../../integrations/google/validate-key';
import { getMaskedAdminKey, saveAdminKey } from './admin-key-store';
import {
  deleteTeamKey,
  getMaskedTeamKey,
  readTeamKey,
  recordKeyValidation,
  saveTeamKey,
  type TKeyService,
} from './user-key-store';

export function apiKeyRoutes({ db, appSecret, config }: AppDeps) {
  // Changing or removing the Google key is a sensitive action (step-up, decision 096), but gives nobody access
  // after the session: a user without a factor is not asked for the password (decision 096, issue 30 addendum).
  const stepUp = requireRecentSecondStep(db, config);
  // The key is the team's: every member reads its mask, owners and admins change or test it (decision 101).
  const canManage = requireTeamPermission({ settings: ['manage'] });
  /** A team key's mask for every member; saving or removing it for owners and admins, after step-up. */
  const teamKeyRoutes = (service: TKeyService) =>
    new Hono<AppEnv>()
      .get('/', async (c) => c.json(await getMaskedTeamKey(db, scopeOf(c), service)))
      .put('/', canManage, stepUp, validate('json', ZSaveKeyRequest), async (c) => {
        await saveTeamKey(db, appSecret, scopeOf(c), c.req.valid('json').apiKey, service);
        return c.json(await getMaskedTeamKey(db, scopeOf(c), service));
      })
      .delete('/', canManage, stepUp, async (c) => {
        await deleteTeamKey(db, scopeOf(c), service);
        return c.json(await getMaskedTeamKey(db, scopeOf(c), service));
      });
  return (
    new Hono<AppEnv>()
      .route('/api-keys/google', teamKeyRoutes('google'))
      // The team's own AI provider key for research columns (decision 145, session 19 addendum).
      .route('/api-keys/llm', teamKeyRoutes('llm'))
      .post('/api-keys/google/test', canManage, async (c) => {
        const scope = scopeOf(c);
        const apiKey = await readTeamKey(db, appSecret, scope.teamId);
        if (!apiKey) throw new AppError('NOT_FOUND', 'No Google Places API key saved');
        const result = await validateKey(googleConfigFor(config, apiKey));
        await recordKeyValidation(db, scope, result.valid);
        const body: TTestKeyResponse = {
          isValid: result.valid,
          title: result.valid ? null : result.error.title,
          message: result.valid ? null : result.error.message,
          key: await getMaskedTeamKey(db, scope),
        };
        return c.json(body);
      })
      .get('/admin/beta-key', requireAdmin(db, config), async (c) => c.json(await getMaskedAdminKey(db)))
      .put('/admin/beta-key', requireAdmin(db, config), validate('json', ZSaveKeyRequest), async (c) => {
        const { apiKey } = c.req.valid('json');
        if (apiKey.includes('•')) throw new AppError('VALIDATION_ERROR', 'Please enter a new API key');
        await saveAdminKey(db, appSecret, c.get('user').id, apiKey);
        return c.json(await getMaskedAdminKey(db));
      })
  );
}

import { Hono } from 'hono';
import { ZSaveKeyRequest, type TTestKeyResponse } from '@contracts/api-keys';
import type { AppDeps, AppEnv } from '../../lib/app-context';
import { AppError } from '../../lib/app-error';
import { requireAdmin } from '../../lib/require-user';
import { requireRecentSecondStep } from '../../lib/second-step';
import { validate } from '../../lib/validate';
import { googleConfigFor } from '../../integrations/google/google-config-for';
import { validateKey } from '../../integrations/google/validate-key';
import { getMaskedAdminKey, saveAdminKey } from './admin-key-store';
import {
  deleteUserKey,
  getMaskedUserKey,
  readUserKey,
  recordKeyValidation,
  saveUserKey,
} from './user-key-store';

export function apiKeyRoutes({ db, appSecret, config }: AppDeps) {
  // Changing or removing the Google key is a sensitive action (step-up, decision 096).
  const stepUp = requireRecentSecondStep(db, config);
  return new Hono<AppEnv>()
    .get('/api-keys/google', async (c) => c.json(await getMaskedUserKey(db, c.get('user').id)))
    .put('/api-keys/google', stepUp, validate('json', ZSaveKeyRequest), async (c) => {
      await saveUserKey(db, appSecret, c.get('user').id, c.req.valid('json').apiKey);
      return c.json(await getMaskedUserKey(db, c.get('user').id));
    })
    .delete('/api-keys/google', stepUp, async (c) => {
      await deleteUserKey(db, c.get('user').id);
      return c.json(await getMaskedUserKey(db, c.get('user').id));
    })
    .post('/api-keys/google/test', async (c) => {
      const userId = c.get('user').id;
      const apiKey = await readUserKey(db, appSecret, userId);
      if (!apiKey) throw new AppError('NOT_FOUND', 'No Google Places API key saved');
      const result = await validateKey(googleConfigFor(config, apiKey));
      await recordKeyValidation(db, userId, result.valid);
      const body: TTestKeyResponse = {
        isValid: result.valid,
        title: result.valid ? null : result.error.title,
        message: result.valid ? null : result.error.message,
        key: await getMaskedUserKey(db, userId),
      };
      return c.json(body);
    })
    .get('/admin/beta-key', requireAdmin(db, config), async (c) => c.json(await getMaskedAdminKey(db)))
    .put('/admin/beta-key', requireAdmin(db, config), validate('json', ZSaveKeyRequest), async (c) => {
      const { apiKey } = c.req.valid('json');
      if (apiKey.includes('•')) throw new AppError('VALIDATION_ERROR', 'Please enter a new API key');
      await saveAdminKey(db, appSecret, c.get('user').id, apiKey);
      return c.json(await getMaskedAdminKey(db));
    });
}

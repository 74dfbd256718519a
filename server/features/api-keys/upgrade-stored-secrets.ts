import { like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminApiKeys, userApiKeys } from '../../db/schema';
import { logger } from '../../core/logger';
import { decryptSecret } from '../../lib/secret-box';
import { adminKeyBinding, resealAdminKey } from './admin-key-store';
import { resealUserKey, userKeyBinding } from './user-key-store';

/**
 * At start: seals every stored key still in format v1 again in the current format, bound to its row (decision
 * 005). Reading a key does the same for one row, so a key this misses (unreadable now, written meanwhile by an
 * older instance) is upgraded when it is next used.
 */
export async function upgradeStoredSecrets(db: Db, appSecret: string): Promise<number> {
  let upgraded = 0;
  const reseal = async (
    row: { id: string; sealed: string },
    binding: Parameters<typeof decryptSecret>[2],
    write: typeof resealUserKey,
  ) => {
    try {
      const opened = decryptSecret(appSecret, row.sealed, binding);
      await write(db, appSecret, row, opened.plaintext);
      upgraded += 1;
    } catch (error) {
      logger.warn('a stored key could not be upgraded', { purpose: binding.purpose, rowId: row.id, error });
    }
  };
  const userRows = await db
    .select({ id: userApiKeys.id, sealed: userApiKeys.apiKeyEncrypted })
    .from(userApiKeys)
    .where(like(userApiKeys.apiKeyEncrypted, 'v1.%'));
  for (const row of userRows) await reseal(row, userKeyBinding(row.id), resealUserKey);
  const adminRows = await db
    .select({ id: adminApiKeys.id, sealed: adminApiKeys.googlePlacesApiKeyEncrypted })
    .from(adminApiKeys)
    .where(like(adminApiKeys.googlePlacesApiKeyEncrypted, 'v1.%'));
  for (const row of adminRows) await reseal(row, adminKeyBinding(row.id), resealAdminKey);
  if (upgraded > 0) logger.info('stored keys sealed again in format v2', { count: upgraded });
  return upgraded;
}

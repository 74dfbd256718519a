import { desc, sql } from 'drizzle-orm';
import { maskKey, type TMaskedKey } from '@contracts/api-keys';
import type { Db } from '../../db/client';
import { adminApiKeys } from '../../db/schema';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';

/** The shared Google key beta testers (and free samples) search with. There is at most one row. */
async function currentRow(db: Db) {
  const [row] = await db.select().from(adminApiKeys).orderBy(desc(adminApiKeys.updatedAt)).limit(1);
  return row;
}

export async function getMaskedAdminKey(db: Db): Promise<TMaskedKey> {
  const row = await currentRow(db);
  return row
    ? { configured: true, masked: maskKey(row.keyLast4), isValid: null, lastValidatedAt: null }
    : { configured: false, masked: null, isValid: null, lastValidatedAt: null };
}

export async function saveAdminKey(db: Db, appSecret: string, adminUserId: string, apiKey: string): Promise<void> {
  const values = { adminUserId, googlePlacesApiKeyEncrypted: encryptSecret(appSecret, apiKey), keyLast4: apiKey.slice(-4) };
  await db.transaction(async (tx) => {
    await tx.delete(adminApiKeys);
    await tx.insert(adminApiKeys).values({ ...values, updatedAt: sql`now()` });
  });
}

export async function readAdminKey(db: Db, appSecret: string): Promise<string | null> {
  const row = await currentRow(db);
  return row ? decryptSecret(appSecret, row.googlePlacesApiKeyEncrypted) : null;
}

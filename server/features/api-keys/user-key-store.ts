import { and, eq, sql } from 'drizzle-orm';
import { maskKey, type TMaskedKey } from '@contracts/api-keys';
import type { Db } from '../../db/client';
import { userApiKeys } from '../../db/schema';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';

const SERVICE = 'google_places';
const ownKey = (userId: string) => and(eq(userApiKeys.userId, userId), eq(userApiKeys.serviceName, SERVICE));

export async function getMaskedUserKey(db: Db, userId: string): Promise<TMaskedKey> {
  const [row] = await db.select().from(userApiKeys).where(ownKey(userId)).limit(1);
  return row
    ? { configured: true, masked: maskKey(row.keyLast4), isValid: row.isValid, lastValidatedAt: row.lastValidatedAt?.toISOString() ?? null }
    : { configured: false, masked: null, isValid: null, lastValidatedAt: null };
}

/** Saves (or replaces) the user's key, encrypted; a new key is not validated yet. */
export async function saveUserKey(db: Db, appSecret: string, userId: string, apiKey: string): Promise<void> {
  const values = { apiKeyEncrypted: encryptSecret(appSecret, apiKey), keyLast4: apiKey.slice(-4), isValid: null, lastValidatedAt: null };
  await db
    .insert(userApiKeys)
    .values({ userId, serviceName: SERVICE, ...values })
    .onConflictDoUpdate({ target: [userApiKeys.userId, userApiKeys.serviceName], set: { ...values, updatedAt: sql`now()` } });
}

export async function deleteUserKey(db: Db, userId: string): Promise<void> {
  await db.delete(userApiKeys).where(ownKey(userId));
}

export async function readUserKey(db: Db, appSecret: string, userId: string): Promise<string | null> {
  const [row] = await db.select({ sealed: userApiKeys.apiKeyEncrypted }).from(userApiKeys).where(ownKey(userId)).limit(1);
  return row ? decryptSecret(appSecret, row.sealed) : null;
}

export async function recordKeyValidation(db: Db, userId: string, isValid: boolean): Promise<void> {
  await db.update(userApiKeys).set({ isValid, lastValidatedAt: sql`now()` }).where(ownKey(userId));
}

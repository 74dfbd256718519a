import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { maskKey, type TMaskedKey } from '@contracts/api-keys';
import type { Db } from '../../db/client';
import { adminApiKeys } from '../../db/schema';
import { decryptSecret, encryptSecret, type SecretBinding } from '../../lib/secret-box';

/** The shared key is sealed to its own row. */
export const adminKeyBinding = (rowId: string): SecretBinding => ({ purpose: 'admin-beta-key', rowId });

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

export async function saveAdminKey(
  db: Db,
  appSecret: string,
  adminUserId: string,
  apiKey: string,
): Promise<void> {
  const id = randomUUID();
  const values = {
    id,
    adminUserId,
    googlePlacesApiKeyEncrypted: encryptSecret(appSecret, apiKey, adminKeyBinding(id)),
    keyLast4: apiKey.slice(-4),
  };
  await db.transaction(async (tx) => {
    await tx.delete(adminApiKeys);
    await tx.insert(adminApiKeys).values({ ...values, updatedAt: sql`now()` });
  });
}

/** The shared key in plain text; a key still sealed in the old format is sealed again on the way (decision 005). */
export async function readAdminKey(db: Db, appSecret: string): Promise<string | null> {
  const row = await currentRow(db);
  if (!row) return null;
  const opened = decryptSecret(appSecret, row.googlePlacesApiKeyEncrypted, adminKeyBinding(row.id));
  if (opened.outdated)
    await resealAdminKey(
      db,
      appSecret,
      { id: row.id, sealed: row.googlePlacesApiKeyEncrypted },
      opened.plaintext,
    );
  return opened.plaintext;
}

/** Rewrites the row's key in the current format, unless the row changed meanwhile. */
export async function resealAdminKey(
  db: Db,
  appSecret: string,
  row: { id: string; sealed: string },
  plaintext: string,
) {
  await db
    .update(adminApiKeys)
    .set({ googlePlacesApiKeyEncrypted: encryptSecret(appSecret, plaintext, adminKeyBinding(row.id)) })
    .where(and(eq(adminApiKeys.id, row.id), eq(adminApiKeys.googlePlacesApiKeyEncrypted, row.sealed)));
}

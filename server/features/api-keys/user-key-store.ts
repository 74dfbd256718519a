import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { maskKey, type TMaskedKey } from '@contracts/api-keys';
import type { Db } from '../../db/client';
import { userApiKeys } from '../../db/schema';
import { decryptSecret, encryptSecret, type SecretBinding } from '../../lib/secret-box';
import { ofTeam, ownerColumns, type TeamScope } from '../../lib/team-scope';

const SERVICE = 'google_places';
/** The team's Google key (one per team); a team's members share it (decision 101). */
const teamKey = (scope: Pick<TeamScope, 'teamId'>) =>
  and(ofTeam(userApiKeys, scope), eq(userApiKeys.serviceName, SERVICE));
/** A key is sealed to its own row, never to a person or a team: it moves with its row (decision 088). */
export const userKeyBinding = (rowId: string): SecretBinding => ({ purpose: 'user-google-key', rowId });

export async function getMaskedTeamKey(db: Db, scope: Pick<TeamScope, 'teamId'>): Promise<TMaskedKey> {
  const [row] = await db.select().from(userApiKeys).where(teamKey(scope)).limit(1);
  return row
    ? {
        configured: true,
        masked: maskKey(row.keyLast4),
        isValid: row.isValid,
        lastValidatedAt: row.lastValidatedAt?.toISOString() ?? null,
      }
    : { configured: false, masked: null, isValid: null, lastValidatedAt: null };
}

/** Saves (or replaces) the team's key, sealed to its row; a new key is not validated yet. */
export async function saveTeamKey(
  db: Db,
  appSecret: string,
  scope: TeamScope,
  apiKey: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: userApiKeys.id })
      .from(userApiKeys)
      .where(teamKey(scope))
      .for('update');
    const id = existing?.id ?? randomUUID();
    const values = {
      apiKeyEncrypted: encryptSecret(appSecret, apiKey, userKeyBinding(id)),
      keyLast4: apiKey.slice(-4),
      isValid: null,
      lastValidatedAt: null,
    };
    if (existing)
      await tx
        .update(userApiKeys)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(userApiKeys.id, id));
    else await tx.insert(userApiKeys).values({ id, ...ownerColumns(scope), serviceName: SERVICE, ...values });
  });
}

export async function deleteTeamKey(db: Db, scope: Pick<TeamScope, 'teamId'>): Promise<void> {
  await db.delete(userApiKeys).where(teamKey(scope));
}

/** The team's key in plain text; a key still sealed in the old format is sealed again on the way (decision 005). */
export async function readTeamKey(db: Db, appSecret: string, teamId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: userApiKeys.id, sealed: userApiKeys.apiKeyEncrypted })
    .from(userApiKeys)
    .where(teamKey({ teamId }))
    .limit(1);
  if (!row) return null;
  const opened = decryptSecret(appSecret, row.sealed, userKeyBinding(row.id));
  if (opened.outdated) await resealUserKey(db, appSecret, row, opened.plaintext);
  return opened.plaintext;
}

/** Rewrites one row's key in the current format, unless the row changed meanwhile. */
export async function resealUserKey(
  db: Db,
  appSecret: string,
  row: { id: string; sealed: string },
  plaintext: string,
) {
  await db
    .update(userApiKeys)
    .set({ apiKeyEncrypted: encryptSecret(appSecret, plaintext, userKeyBinding(row.id)) })
    .where(and(eq(userApiKeys.id, row.id), eq(userApiKeys.apiKeyEncrypted, row.sealed)));
}

export async function recordKeyValidation(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  isValid: boolean,
): Promise<void> {
  await db
    .update(userApiKeys)
    .set({ isValid, lastValidatedAt: sql`now()` })
    .where(teamKey(scope));
}

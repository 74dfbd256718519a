import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { maskKey, type TMaskedKey } from '@contracts/api-keys';
import type { Db } from '../../db/client';
import { userApiKeys } from '../../db/schema';
import { decryptSecret, encryptSecret, type SecretBinding } from '../../lib/secret-box';
import { ofTeam, ownerColumns, type TeamScope } from '../../lib/team-scope';

/**
 * The services a team keeps a key for, by their `service_name`: Google Places (searches, decision 101) and its
 * own AI provider key (research columns, decision 145), one of each per team, shared by its members.
 */
const SERVICES = { google: 'google_places', llm: 'llm' } as const;
export type TKeyService = keyof typeof SERVICES;
const teamKey = (scope: Pick<TeamScope, 'teamId'>, service: TKeyService) =>
  and(ofTeam(userApiKeys, scope), eq(userApiKeys.serviceName, SERVICES[service]));
/**
 * A key is sealed to its own row, never to a person or a team: it moves with its row (decision 088). Every
 * service's key uses this binding: the row id alone tells them apart.
 */
export const userKeyBinding = (rowId: string): SecretBinding => ({ purpose: 'user-google-key', rowId });

export async function getMaskedTeamKey(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  service: TKeyService = 'google',
): Promise<TMaskedKey> {
  const [row] = await db.select().from(userApiKeys).where(teamKey(scope, service)).limit(1);
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
  service: TKeyService = 'google',
): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: userApiKeys.id })
      .from(userApiKeys)
      .where(teamKey(scope, service))
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
    else
      await tx
        .insert(userApiKeys)
        .values({ id, ...ownerColumns(scope), serviceName: SERVICES[service], ...values });
  });
}

export async function deleteTeamKey(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  service: TKeyService = 'google',
): Promise<void> {
  await db.delete(userApiKeys).where(teamKey(scope, service));
}

/** The team's key in plain text; a key still sealed in the old format is sealed again on the way (decision 005). */
export async function readTeamKey(
  db: Db,
  appSecret: string,
  teamId: string,
  service: TKeyService = 'google',
): Promise<string | null> {
  const [row] = await db
    .select({ id: userApiKeys.id, sealed: userApiKeys.apiKeyEncrypted })
    .from(userApiKeys)
    .where(teamKey({ teamId }, service))
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
    .where(teamKey(scope, 'google'));
}

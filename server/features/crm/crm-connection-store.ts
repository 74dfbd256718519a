import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_CRM_FIELDS, type TCrmConnection, type TCrmField, type TCrmProvider } from '@contracts/crm';
import { maskKey } from '@contracts/api-keys';
import type { Db } from '../../db/client';
import { createCrmClient } from '../../integrations/crm/create-crm-client';
import { crmConnections } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { decryptSecret, encryptSecret, type SecretBinding } from '../../lib/secret-box';
import { ofTeam, ownerColumns, type TeamScope } from '../../lib/team-scope';

type Row = typeof crmConnections.$inferSelect;
/** A token is sealed to its own row (decision 088), like the Google key. */
const binding = (rowId: string): SecretBinding => ({ purpose: 'crm-token', rowId });
const teamConnection = (scope: Pick<TeamScope, 'teamId'>, provider: TCrmProvider) =>
  and(ofTeam(crmConnections, scope), eq(crmConnections.provider, provider));

export const toCrmConnection = (row: Row): TCrmConnection => ({
  provider: row.provider as TCrmProvider,
  masked: maskKey(row.tokenLast4),
  accountName: row.accountName,
  locationId: row.locationId,
  isValid: row.isValid,
  lastTestedAt: row.lastTestedAt?.toISOString() ?? null,
  fields: row.fields as TCrmField[],
  createDeal: row.createDeal,
  dealKind: row.dealKind,
  pipelineId: row.pipelineId,
  stageId: row.stageId,
  autoPushMinScore: row.autoPushMinScore,
  autoPushScope: row.autoPushScope === 'chosen' ? 'chosen' : 'all',
});

export async function findCrmConnections(db: Db, scope: Pick<TeamScope, 'teamId'>) {
  const rows = await db.select().from(crmConnections).where(ofTeam(crmConnections, scope));
  return { connections: rows.map(toCrmConnection) };
}

/** The team's connection to `provider`, or 404. */
export async function getCrmConnection(db: Db, scope: Pick<TeamScope, 'teamId'>, provider: TCrmProvider) {
  const [row] = await db.select().from(crmConnections).where(teamConnection(scope, provider)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'This CRM is not connected');
  return row;
}

export const openCrmToken = (appSecret: string, row: Pick<Row, 'id' | 'tokenEncrypted'>) =>
  decryptSecret(appSecret, row.tokenEncrypted, binding(row.id)).plaintext;

/** The client of a saved connection, with its opened token (and HighLevel's location). */
export const crmClientOf = (
  { appSecret, config }: { appSecret: string; config: Parameters<typeof createCrmClient>[0] },
  row: Row,
) => createCrmClient(config, row.provider as TCrmProvider, openCrmToken(appSecret, row), row.locationId);

/** Saves (or replaces) the team's token for `provider`, with what the test just learnt; settings are kept. */
export async function saveCrmConnection(
  db: Db,
  appSecret: string,
  scope: TeamScope,
  provider: TCrmProvider,
  token: string,
  accountName: string,
  /** HighLevel's location; the others have none. */
  locationId?: string,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: crmConnections.id })
      .from(crmConnections)
      .where(teamConnection(scope, provider))
      .for('update');
    const id = existing?.id ?? randomUUID();
    const values = {
      tokenEncrypted: encryptSecret(appSecret, token, binding(id)),
      tokenLast4: token.slice(-4),
      locationId: locationId ?? null,
      accountName,
      isValid: true,
      lastTestedAt: sql`now()`,
      updatedAt: sql`now()`,
    };
    const [row] = existing
      ? await tx.update(crmConnections).set(values).where(eq(crmConnections.id, id)).returning()
      : await tx
          .insert(crmConnections)
          .values({ id, ...ownerColumns(scope), provider, fields: DEFAULT_CRM_FIELDS, ...values })
          .returning();
    return row!;
  });
}

export async function recordCrmTest(db: Db, rowId: string, isValid: boolean, accountName: string | null) {
  const [row] = await db
    .update(crmConnections)
    .set({ isValid, lastTestedAt: sql`now()`, ...(accountName ? { accountName } : {}) })
    .where(eq(crmConnections.id, rowId))
    .returning();
  return row!;
}

export async function deleteCrmConnection(db: Db, scope: Pick<TeamScope, 'teamId'>, provider: TCrmProvider) {
  const deleted = await db
    .delete(crmConnections)
    .where(teamConnection(scope, provider))
    .returning({ id: crmConnections.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'This CRM is not connected');
}

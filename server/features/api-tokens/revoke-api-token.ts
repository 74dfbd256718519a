import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiTokens } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { invalidateApiToken } from '../../lib/session-cache';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

/** Revokes one of the team's tokens; every instance refuses it from the next request on. */
export async function revokeApiToken(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  tokenId: string,
): Promise<void> {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, tokenId), ofTeam(apiTokens, scope), isNull(apiTokens.revokedAt)))
    .returning({ tokenHash: apiTokens.tokenHash });
  if (!row) throw notFound('API token');
  await invalidateApiToken(db, row.tokenHash);
}

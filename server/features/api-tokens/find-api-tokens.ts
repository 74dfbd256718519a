import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TApiTokenList } from '@contracts/api-tokens';
import type { Db } from '../../db/client';
import { apiTokens, user } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { toApiToken } from './to-api-token';

/** The team's live tokens, newest first; revoked ones are gone from the list. */
export async function findApiTokens(db: Db, scope: Pick<TeamScope, 'teamId'>): Promise<TApiTokenList> {
  const rows = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      prefix: apiTokens.prefix,
      scopes: apiTokens.scopes,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
      createdByName: user.name,
    })
    .from(apiTokens)
    .leftJoin(user, eq(user.id, apiTokens.createdBy))
    .where(and(ofTeam(apiTokens, scope), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt));
  return { tokens: rows.map(toApiToken) };
}

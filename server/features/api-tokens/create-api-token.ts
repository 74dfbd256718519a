import { randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX, type TApiTokenScope, type TCreatedApiToken } from '@contracts/api-tokens';
import type { Db } from '../../db/client';
import { apiTokens } from '../../db/schema';
import { hashApiToken } from '../../lib/api-token-auth';
import { ownerColumns, type TeamScope } from '../../lib/team-scope';
import { toApiToken } from './to-api-token';

/** A new token of the team: 256 random bits, stored as its SHA-256 only and returned this once (decision 113). */
export async function createApiToken(
  db: Db,
  scope: TeamScope & { userName: string },
  request: { name: string; scopes: TApiTokenScope[] },
): Promise<TCreatedApiToken> {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiTokens)
    .values({
      ...ownerColumns(scope),
      name: request.name,
      scopes: request.scopes,
      tokenHash: hashApiToken(token),
      prefix: token.slice(0, API_TOKEN_PREFIX.length + 8),
    })
    .returning();
  return { token, apiToken: toApiToken({ ...row, createdByName: scope.userName }) };
}

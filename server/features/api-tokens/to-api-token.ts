import type { TApiToken, TApiTokenScope } from '@contracts/api-tokens';
import type { apiTokens } from '../../db/schema';

type TRow = Pick<
  typeof apiTokens.$inferSelect,
  'id' | 'name' | 'prefix' | 'scopes' | 'createdAt' | 'lastUsedAt'
> & { createdByName: string | null };

export const toApiToken = (row: TRow): TApiToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes as TApiTokenScope[],
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  createdByName: row.createdByName,
});

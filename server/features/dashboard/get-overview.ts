import { count, eq, sum } from 'drizzle-orm';
import type { TOverviewResponse } from '@contracts/account';
import type { Db } from '../../db/client';
import { searchHistory, user, userApiKeys } from '../../db/schema';
import { hasRole } from '../../lib/require-user';

export async function getOverview(db: Db, userId: string): Promise<TOverviewResponse> {
  const [[searches], [keys], isAdmin] = await Promise.all([
    db
      .select({ total: count(), found: sum(searchHistory.resultsCount) })
      .from(searchHistory)
      .where(eq(searchHistory.userId, userId)),
    db.select({ total: count() }).from(userApiKeys).where(eq(userApiKeys.userId, userId)),
    hasRole(db, userId, 'admin'),
  ]);
  const totalUsers = isAdmin ? (await db.select({ total: count() }).from(user))[0].total : null;
  return {
    totalSearches: searches.total,
    businessesFound: Number(searches.found ?? 0),
    hasApiKey: keys.total > 0,
    totalUsers,
  };
}

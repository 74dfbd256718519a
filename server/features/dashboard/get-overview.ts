import { and, count, eq, sum } from 'drizzle-orm';
import type { TOverviewResponse } from '@contracts/account';
import type { Db } from '../../db/client';
import { searchHistory, user, userApiKeys } from '../../db/schema';
import { hasRole } from '../../lib/require-user';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

export async function getOverview(db: Db, scope: TeamScope): Promise<TOverviewResponse> {
  const [[searches], [keys], isAdmin] = await Promise.all([
    db
      .select({ total: count(), found: sum(searchHistory.resultsCount) })
      .from(searchHistory)
      .where(ofTeam(searchHistory, scope)),
    db
      .select({ total: count() })
      .from(userApiKeys)
      .where(and(ofTeam(userApiKeys, scope), eq(userApiKeys.serviceName, 'google_places'))),
    hasRole(db, scope.userId, 'admin'),
  ]);
  const totalUsers = isAdmin ? (await db.select({ total: count() }).from(user))[0].total : null;
  return {
    totalSearches: searches.total,
    businessesFound: Number(searches.found ?? 0),
    hasApiKey: keys.total > 0,
    totalUsers,
  };
}

import { and, eq } from 'drizzle-orm';
import type { TSearchAccess } from '@contracts/search';
import type { Db } from '../../db/client';
import { userApiKeys } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { readSearchAccess } from '../entitlements';

/** The same decision the server makes when a search starts, described for the search page. */
export async function describeSearchAccess(db: Db, scope: TeamScope): Promise<TSearchAccess> {
  const [keys, access] = await Promise.all([
    db
      .select({ id: userApiKeys.id })
      .from(userApiKeys)
      // The team's Google key: its AI provider key (research columns) does not search.
      .where(and(ofTeam(userApiKeys, scope), eq(userApiKeys.serviceName, 'google_places')))
      .limit(1),
    readSearchAccess(db, scope),
  ]);
  return {
    hasKey: keys.length > 0,
    isAdmin: access.isAdmin,
    isBeta: access.isBeta,
    needsOwnKey: access.keySource === 'own',
    monthlyLimit: access.monthlyLimit,
    searchesThisMonth: access.searchesThisMonth,
    betaResultsLimit: access.betaResultsLimit,
    canSearch: access.blockedBy === null,
    blockedBy: access.blockedBy,
    betaResultsRemaining: access.blockedBy === null ? access.betaResultsRemaining : null,
  };
}

import { and, eq, isNotNull } from 'drizzle-orm';
import type { TCrmProvider, TSearchAutoPush } from '@contracts/crm';
import type { Db } from '../../db/client';
import { crmAutoPushSearches, crmConnections, searchHistory } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

/** Each of the team's CRMs with an auto-push threshold, and whether it takes this saved search's leads. */
export async function findSearchAutoPushes(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  searchId: string,
): Promise<{ rules: TSearchAutoPush[] }> {
  const [search] = await db
    .select({ id: searchHistory.id })
    .from(searchHistory)
    .where(and(eq(searchHistory.id, searchId), ofTeam(searchHistory, scope)))
    .limit(1);
  if (!search) throw new AppError('NOT_FOUND', 'Search not found');
  const rows = await db
    .select({
      provider: crmConnections.provider,
      minScore: crmConnections.autoPushMinScore,
      scope: crmConnections.autoPushScope,
      chosen: crmAutoPushSearches.id,
    })
    .from(crmConnections)
    .leftJoin(
      crmAutoPushSearches,
      and(
        eq(crmAutoPushSearches.connectionId, crmConnections.id),
        eq(crmAutoPushSearches.searchId, search.id),
        ofTeam(crmAutoPushSearches, scope),
      ),
    )
    .where(and(ofTeam(crmConnections, scope), isNotNull(crmConnections.autoPushMinScore)))
    .orderBy(crmConnections.createdAt);
  return {
    rules: rows.map((row) => ({
      provider: row.provider as TCrmProvider,
      minScore: row.minScore!,
      scope: row.scope === 'chosen' ? 'chosen' : 'all',
      on: row.scope !== 'chosen' || row.chosen !== null,
    })),
  };
}

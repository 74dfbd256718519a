import { and, desc, eq } from 'drizzle-orm';
import type { TCrmAutoPushSearches, TCrmProvider } from '@contracts/crm';
import type { Db } from '../../db/client';
import { crmAutoPushSearches, searchHistory } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { getCrmConnection } from './crm-connection-store';

/** The saved searches one of the team's CRMs auto-pushes when its scope is `chosen`, newest choice first. */
export async function findAutoPushSearches(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  provider: TCrmProvider,
): Promise<TCrmAutoPushSearches> {
  const connection = await getCrmConnection(db, scope, provider);
  const rows = await db
    .select({
      searchId: searchHistory.id,
      niche: searchHistory.niche,
      location: searchHistory.location,
      chosenAt: crmAutoPushSearches.createdAt,
    })
    .from(crmAutoPushSearches)
    .innerJoin(
      searchHistory,
      and(eq(searchHistory.id, crmAutoPushSearches.searchId), ofTeam(searchHistory, scope)),
    )
    .where(and(ofTeam(crmAutoPushSearches, scope), eq(crmAutoPushSearches.connectionId, connection.id)))
    .orderBy(desc(crmAutoPushSearches.createdAt), desc(crmAutoPushSearches.id));
  return { searches: rows.map((row) => ({ ...row, chosenAt: row.chosenAt.toISOString() })) };
}

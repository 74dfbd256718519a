import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessResults } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { recountSearchResults } from '../search';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

/**
 * Deletes the user's leads in one transaction; list memberships go with them (FK cascade). If any id is not
 * one of the user's leads, nothing is deleted and the answer is "not found".
 */
export async function deleteLeads(db: Db, scope: TeamScope, ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(businessResults)
      .where(and(inArray(businessResults.id, ids), ofTeam(businessResults, scope)))
      .returning({ id: businessResults.id, searchId: businessResults.searchId });
    if (deleted.length !== ids.length) throw notFound('Business');
    await recountSearchResults(
      tx,
      scope,
      deleted.map((d) => d.searchId),
    );
    return deleted.length;
  });
}

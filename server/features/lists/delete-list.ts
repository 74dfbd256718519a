import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leadLists } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

/** Deletes the list and its memberships (cascade); the businesses themselves stay. */
export async function deleteList(db: Db, scope: TeamScope, listId: string): Promise<void> {
  const deleted = await db
    .delete(leadLists)
    .where(and(eq(leadLists.id, listId), ofTeam(leadLists, scope)))
    .returning({ id: leadLists.id });
  if (deleted.length === 0) throw notFound('List');
}

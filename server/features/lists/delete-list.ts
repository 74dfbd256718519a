import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leadLists } from '../../db/schema';
import { notFound } from '../../lib/app-error';

/** Deletes the list and its memberships (cascade); the businesses themselves stay. */
export async function deleteList(db: Db, userId: string, listId: string): Promise<void> {
  const deleted = await db
    .delete(leadLists)
    .where(and(eq(leadLists.id, listId), eq(leadLists.userId, userId)))
    .returning({ id: leadLists.id });
  if (deleted.length === 0) throw notFound('List');
}

import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TLeadList, ZUpdateListRequest } from '@contracts/lists';
import type { Db } from '../../db/client';
import { leadLists } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { getList } from './find-lists';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

export async function updateList(
  db: Db,
  scope: TeamScope,
  listId: string,
  input: z.output<typeof ZUpdateListRequest>,
): Promise<TLeadList> {
  const updated = await db
    .update(leadLists)
    .set({ name: input.name, description: input.description, color: input.color })
    .where(and(eq(leadLists.id, listId), ofTeam(leadLists, scope)))
    .returning({ id: leadLists.id });
  if (updated.length === 0) throw notFound('List');
  return getList(db, scope, listId);
}

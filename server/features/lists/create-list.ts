import type { z } from 'zod';
import type { TLeadList, ZCreateListRequest } from '@contracts/lists';
import type { Db } from '../../db/client';
import { leadLists } from '../../db/schema';
import { addMembers } from './add-to-lists';
import { toLeadList } from './to-lead-list';
import { ownerColumns, type TeamScope } from '../../lib/team-scope';

/** Creates a list; with leadIds ("Create List from Filters") the leads go in within the same transaction. */
export async function createList(
  db: Db,
  scope: TeamScope,
  input: z.output<typeof ZCreateListRequest>,
): Promise<TLeadList> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leadLists)
      .values({
        ...ownerColumns(scope),
        name: input.name,
        description: input.description,
        color: input.color,
      })
      .returning();
    const leadIds = input.leadIds ?? [];
    const { added } = leadIds.length > 0 ? await addMembers(tx, scope, [row.id], leadIds) : { added: 0 };
    return toLeadList(row, added);
  });
}

import type { TLeadList } from '@contracts/lists';
import type { leadLists } from '../../db/schema';

export function toLeadList(row: typeof leadLists.$inferSelect, memberCount: number): TLeadList {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    createdAt: row.createdAt.toISOString(),
    memberCount,
  };
}

import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { DEFAULT_SORT, localToday, type TLeadFilters, type TLeadSort } from '@contracts/filters';
import type { TLead } from '@contracts/search';
import type { Db } from '../../db/client';
import { businessResults, leadListMembers } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { toLead } from '../search';
import { leadFiltersSql } from '../../lib/lead-filters-sql';
import { leadPageOrder, type TLeadPageCursor } from './lead-page-order';

export type TLeadQuery = {
  searchId?: string;
  listId?: string;
  filters: TLeadFilters;
  sort?: TLeadSort;
  /** The caller's calendar date for "last contacted N days ago"; the server's by default. */
  today?: string;
  /** Where the previous page ended (its `nextCursor`); `offset` is then not used. */
  cursor?: TLeadPageCursor;
  offset: number;
  limit: number;
};

export type TLeadQueryPage = {
  leads: TLead[];
  total: number;
  /** Offset paging: where the next page starts, null after the last. Null when paging by cursor. */
  nextOffset: number | null;
  /** Where this page ended, null after the last. */
  nextCursor: TLeadPageCursor | null;
};

/**
 * One page of the team's leads (of one search, one list, or all of them) through the workspace's own filter set
 * and sort, read by the database (decision 146): the filters as a WHERE (lead-filters-sql.ts), the sort as the
 * ORDER BY of its index with the id last, the page after a cursor (or an offset), and the total over the same
 * WHERE. Another team's search or list simply has no leads here.
 */
export async function queryLeads(
  db: Db,
  scope: Pick<TeamScope, 'teamId' | 'userId'>,
  query: TLeadQuery,
): Promise<TLeadQueryPage> {
  const where: (SQL | undefined)[] = [
    ofTeam(businessResults, scope),
    leadFiltersSql(query.filters, query.today ?? localToday(), scope.userId),
  ];
  if (query.searchId) where.push(eq(businessResults.searchId, query.searchId));
  if (query.listId) {
    const members = db
      .select({ id: leadListMembers.businessId })
      .from(leadListMembers)
      .where(eq(leadListMembers.listId, query.listId));
    where.push(inArray(businessResults.id, members));
  }
  const order = leadPageOrder(query.sort ?? DEFAULT_SORT);
  const offset = query.cursor ? 0 : query.offset;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(businessResults)
      .where(and(...where, query.cursor && order.after(query.cursor)))
      .orderBy(...order.orderBy)
      .offset(offset)
      .limit(query.limit + 1),
    db
      .select({ total: count() })
      .from(businessResults)
      .where(and(...where)),
  ]);
  const page = rows.slice(0, query.limit);
  const hasMore = rows.length > query.limit;
  return {
    leads: page.map(toLead),
    total,
    nextOffset: hasMore && !query.cursor ? offset + query.limit : null,
    nextCursor: hasMore ? order.cursorOf(page[page.length - 1]) : null,
  };
}

import { and, eq, inArray, type SQL } from 'drizzle-orm';
import {
  compileFilters,
  DEFAULT_SORT,
  localToday,
  sortLeads,
  type TLeadFilters,
  type TLeadSort,
} from '@contracts/filters';
import type { TLead } from '@contracts/search';
import type { Db } from '../../db/client';
import { businessResults, leadListMembers } from '../../db/schema';
import { hasAuditFinding } from '../../lib/lead-audit';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { toLead } from '../search';

export type TLeadQuery = {
  searchId?: string;
  listId?: string;
  filters: TLeadFilters;
  sort?: TLeadSort;
  /** The caller's calendar date for "last contacted N days ago"; the server's by default. */
  today?: string;
  offset: number;
  limit: number;
};

/**
 * The team's leads (of one search, one list, or all of them) through the workspace's own filter set and sort
 * (`compileFilters` and `sortLeads` of contracts/filters.ts, what the results table runs), one page of them.
 * Another team's search or list simply has no leads here. A filter on audit findings also narrows the rows read.
 */
export async function queryLeads(
  db: Db,
  scope: Pick<TeamScope, 'teamId' | 'userId'>,
  query: TLeadQuery,
): Promise<{ leads: TLead[]; total: number; nextOffset: number | null }> {
  const where: (SQL | undefined)[] = [ofTeam(businessResults, scope)];
  if (query.searchId) where.push(eq(businessResults.searchId, query.searchId));
  if (query.listId) {
    const members = db
      .select({ id: leadListMembers.businessId })
      .from(leadListMembers)
      .where(eq(leadListMembers.listId, query.listId));
    where.push(inArray(businessResults.id, members));
  }
  if (query.filters.auditFindings?.length)
    where.push(hasAuditFinding(businessResults.audit, query.filters.auditFindings));
  const rows = await db
    .select()
    .from(businessResults)
    .where(and(...where));
  const keep = compileFilters(query.filters, query.today ?? localToday(), scope.userId);
  const leads = sortLeads(rows.map(toLead).filter(keep), query.sort ?? DEFAULT_SORT);
  const end = query.offset + query.limit;
  return {
    leads: leads.slice(query.offset, end),
    total: leads.length,
    nextOffset: end < leads.length ? end : null,
  };
}

import { and, eq } from 'drizzle-orm';
import type { TLocateQuery, TLocatedItem } from '@contracts/teams';
import type { Db } from '../../db/client';
import { businessResults, leadLists, searchHistory, team, teamMember } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { TeamScope } from '../../lib/team-scope';

/** Each kind's table and the spec's "not found" wording for it. */
const KINDS = {
  search: { table: searchHistory, name: 'Search' },
  list: { table: leadLists, name: 'List' },
  lead: { table: businessResults, name: 'Business' },
} as const;

/**
 * A link to a search, list or lead: the team that owns it, when the user is a member there (the web then opens
 * it in that team, with a notice). Of a team they do not belong to, or no such item: the kind's "not found",
 * the same answer either way. One query, joined through the user's own membership.
 */
export async function locateItem(db: Db, scope: TeamScope, query: TLocateQuery): Promise<TLocatedItem> {
  const { table, name } = KINDS[query.kind];
  const [row] = await db
    .select({ teamId: team.id, teamName: team.name })
    .from(table)
    .innerJoin(team, eq(team.id, table.teamId))
    .innerJoin(teamMember, and(eq(teamMember.teamId, table.teamId), eq(teamMember.userId, scope.userId)))
    .where(eq(table.id, query.id))
    .limit(1);
  if (!row) throw notFound(name);
  return { ...row, active: row.teamId === scope.teamId };
}

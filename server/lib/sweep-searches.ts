import { sql, type SQL } from 'drizzle-orm';

/**
 * The team's searches that hold a sweep's places (issue 33), as a subquery for `search_id in (…)`: what the sweep's
 * workspace, its markers and its export read. Scoped to the team in the query itself.
 */
export const searchesOfSweep = (teamId: string, sweepId: string): SQL =>
  sql`select id from search_history where sweep_id = ${sweepId} and team_id = ${teamId}`;

import { and, eq, inArray, sql } from 'drizzle-orm';
import { NOT_A_TEAM_MEMBER_MESSAGE, type TAssignLeadsRequest } from '@contracts/lead-activity';
import type { Db } from '../../db/client';
import { businessResults, nextLeadRevision, teamMember } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { recordLeadActivity } from '../../lib/lead-activity';
import type { TeamScope } from '../../lib/team-scope';
import { toLead } from '../search';
import { emitTeamEvents } from '../webhooks';

/**
 * Assigns leads of the active team to one of its members, or to nobody (decision 112). The assignee must be a
 * member of the same team, checked in the same statement's transaction; an id that is not the team's lead rolls
 * everything back. Each lead gets an "assign" entry in its trail.
 */
export async function assignLeads(db: Db, scope: TeamScope, input: TAssignLeadsRequest): Promise<number> {
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    if (input.userId !== null) {
      const [member] = await tx
        .select({ userId: teamMember.userId })
        .from(teamMember)
        .where(and(eq(teamMember.teamId, scope.teamId), eq(teamMember.userId, input.userId)));
      if (!member) throw new AppError('NOT_A_TEAM_MEMBER', NOT_A_TEAM_MEMBER_MESSAGE);
    }
    const updated = await tx
      .update(businessResults)
      .set({ assignedTo: input.userId, updatedAt: sql`clock_timestamp()`, revision: nextLeadRevision() })
      .where(and(inArray(businessResults.id, ids), eq(businessResults.teamId, scope.teamId)))
      .returning();
    if (updated.length !== ids.length) throw notFound('Business');
    await recordLeadActivity(tx, scope, ids, 'assign', { to: input.userId });
    await emitTeamEvents(
      tx,
      scope.teamId,
      'lead.updated',
      updated.map((row) => ({ lead: toLead(row), changed: ['assignedTo'] })),
    );
    return updated.length;
  });
}

import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessResults, nextLeadRevision } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { recordLeadActivity } from '../../lib/lead-activity';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { toLead } from '../search';
import { emitTeamEvents } from '../webhooks';

/**
 * Bulk Tag: adds `tags` to every lead, keeping each lead's own tags first and never repeating one.
 * One statement, so all leads change or none; an id that is not the team's lead rolls everything back.
 */
export async function tagLeads(db: Db, scope: TeamScope, ids: string[], tags: string[]): Promise<number> {
  const added = sql`array[${sql.join(
    tags.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(businessResults)
      .set({
        tags: sql`array(
          select t from unnest(${businessResults.tags} || ${added}) with ordinality as u(t, o)
          group by t order by min(o))`,
        updatedAt: sql`clock_timestamp()`,
        revision: nextLeadRevision(),
      })
      .where(and(inArray(businessResults.id, ids), ofTeam(businessResults, scope)))
      .returning();
    if (updated.length !== ids.length) throw notFound('Business');
    await recordLeadActivity(tx, scope, ids, 'tags', { added: tags });
    await emitTeamEvents(
      tx,
      scope.teamId,
      'lead.updated',
      updated.map((row) => ({ lead: toLead(row), changed: ['tags'] })),
    );
    return updated.length;
  });
}

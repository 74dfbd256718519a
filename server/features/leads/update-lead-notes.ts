import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZUpdateLeadNotesRequest } from '@contracts/leads';
import type { TLead } from '@contracts/search';
import type { Db } from '../../db/client';
import { businessResults, nextLeadRevision } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { guardColleagueContact, recordLeadActivity } from '../../lib/lead-activity';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { toLead } from '../search';
import { emitTeamEvent } from '../webhooks';

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag, i) => tag === b[i]);

/**
 * The notes/tags popover: replaces tags and notes; the last-contacted date changes only when one is given. A new
 * contact date is refused while a colleague's contact is under 30 days old, unless `confirmed` (decision 112);
 * each change is written to the lead's activity trail and is a `lead.updated` webhook event.
 */
export async function updateLeadNotes(
  db: Db,
  scope: TeamScope,
  leadId: string,
  input: z.output<typeof ZUpdateLeadNotesRequest>,
): Promise<TLead> {
  const owned = and(eq(businessResults.id, leadId), ofTeam(businessResults, scope));
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        tags: businessResults.tags,
        notes: businessResults.notes,
        lastContactedDate: businessResults.lastContactedDate,
      })
      .from(businessResults)
      .where(owned)
      .for('update');
    if (!before) throw notFound('Business');
    const contacted = input.lastContactedDate && input.lastContactedDate !== before.lastContactedDate;
    if (contacted) await guardColleagueContact(tx, scope, [leadId], input.confirmed);
    const [row] = await tx
      .update(businessResults)
      .set({
        tags: input.tags,
        notes: input.notes,
        ...(input.lastContactedDate ? { lastContactedDate: input.lastContactedDate } : {}),
        updatedAt: sql`clock_timestamp()`,
        revision: nextLeadRevision(),
      })
      .where(owned)
      .returning();
    if (!row) throw notFound('Business');
    if (contacted)
      await recordLeadActivity(tx, scope, [leadId], 'contacted', { date: input.lastContactedDate });
    if (!sameTags(before.tags, row.tags)) {
      await recordLeadActivity(tx, scope, [leadId], 'tags', { from: before.tags, to: row.tags });
    }
    const changed = [
      ...(sameTags(before.tags, row.tags) ? [] : ['tags']),
      ...((before.notes ?? '') !== (row.notes ?? '') ? ['notes'] : []),
      ...(contacted ? ['lastContactedDate'] : []),
    ];
    if (changed.includes('notes')) await recordLeadActivity(tx, scope, [leadId], 'notes');
    const lead = toLead(row);
    if (changed.length > 0) await emitTeamEvent(tx, scope.teamId, 'lead.updated', { lead, changed });
    return lead;
  });
}

import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZUpdateLeadNotesRequest } from '@contracts/leads';
import type { TLead } from '@contracts/search';
import type { Db } from '../../db/client';
import { businessResults, nextLeadRevision } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { toLead } from '../search';

/** The notes/tags popover: replaces tags and notes; the last-contacted date changes only when one is given. */
export async function updateLeadNotes(
  db: Db,
  userId: string,
  leadId: string,
  input: z.output<typeof ZUpdateLeadNotesRequest>,
): Promise<TLead> {
  const [row] = await db
    .update(businessResults)
    .set({
      tags: input.tags,
      notes: input.notes,
      ...(input.lastContactedDate ? { lastContactedDate: input.lastContactedDate } : {}),
      updatedAt: sql`clock_timestamp()`,
      revision: nextLeadRevision(),
    })
    .where(and(eq(businessResults.id, leadId), eq(businessResults.userId, userId)))
    .returning();
  if (!row) throw notFound('Business');
  return toLead(row);
}

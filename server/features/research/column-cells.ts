import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  businessResults,
  leadListMembers,
  leadPageTexts,
  researchAnswers,
  type researchColumns,
} from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type TColumnRow = typeof researchColumns.$inferSelect;

/** The leads of the column's search or list, in its team. */
function viewLeads(db: Db | Tx, column: Pick<TColumnRow, 'teamId' | 'searchId' | 'listId'>) {
  if (column.searchId)
    return db
      .select({ id: businessResults.id })
      .from(businessResults)
      .where(and(eq(businessResults.searchId, column.searchId), eq(businessResults.teamId, column.teamId)));
  return db
    .select({ id: businessResults.id })
    .from(leadListMembers)
    .innerJoin(businessResults, eq(businessResults.id, leadListMembers.businessId))
    .where(and(eq(leadListMembers.listId, column.listId ?? ''), eq(businessResults.teamId, column.teamId)));
}

/**
 * Gives every lead of the column's search or list a cell, pending, if it has none yet: leads found by Get More
 * or added to the list after the column was made join it at its next estimate or run.
 */
export async function syncCells(
  db: Db | Tx,
  column: Pick<TColumnRow, 'id' | 'teamId' | 'searchId' | 'listId'>,
): Promise<void> {
  await db.execute(sql`
    insert into ${researchAnswers} (team_id, column_id, lead_id)
    select ${column.teamId}, ${column.id}::uuid, leads.id from (${viewLeads(db, column)}) as leads
    on conflict (column_id, lead_id) do nothing`);
}

/**
 * The cells a run asks: pending and failed ones; with `rerun`, also those whose lead's pages were fetched again
 * (a re-crawl) after the text the answer rested on, or that had no text and have some now.
 */
export function askableCells(rerun: boolean): SQL {
  const asked = inArray(researchAnswers.status, ['pending', 'failed']);
  if (!rerun) return asked;
  const newerText = sql`exists (
    select 1 from ${leadPageTexts}
    where ${leadPageTexts.leadId} = ${researchAnswers.leadId}
      and ${leadPageTexts.teamId} = ${researchAnswers.teamId}
      and (${researchAnswers.pagesFetchedAt} is null or ${leadPageTexts.fetchedAt} > ${researchAnswers.pagesFetchedAt})
  )`;
  return or(asked, newerText) as SQL;
}

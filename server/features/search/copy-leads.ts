import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessResults } from '../../db/schema';
import { emitTeamEvents } from '../webhooks';
import type { SavedLead } from './save-places';
import { toLead } from './to-lead';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Deep checks that have ended; a copy of a lead whose check is still to come gets its own (null: marked later). */
const SETTLED_DEEP = ['done', 'failed', 'skipped'];

/**
 * Saves, as leads of `search`, copies of the team's newest lead (last updated) for each of `placeIds` found in its
 * other searches, instead of fetching and crawling them again (a sweep's "skip businesses we already have",
 * decision 144). The copy carries what is known of the place (Google's facts, the crawl, the audit, the score);
 * what a person added to the other copy (notes, tags, assignee, contact date) stays there and reaches this one as
 * markers, as for any copy across searches. Skipped when already in the search; each copy is a `lead.created`.
 */
export async function copyNewestLeads(
  tx: Tx,
  search: { id: string; teamId: string },
  placeIds: string[],
): Promise<SavedLead[]> {
  if (placeIds.length === 0) return [];
  const newest = await tx
    .selectDistinctOn([businessResults.googlePlaceId])
    .from(businessResults)
    .where(
      and(
        eq(businessResults.teamId, search.teamId),
        inArray(businessResults.googlePlaceId, placeIds),
        notInArray(businessResults.searchId, [search.id]),
      ),
    )
    .orderBy(businessResults.googlePlaceId, desc(businessResults.updatedAt));
  if (newest.length === 0) return [];
  const [{ total }] = await tx
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(businessResults)
    .where(eq(businessResults.searchId, search.id));
  const copies = await tx
    .insert(businessResults)
    .values(
      newest.map((row, i) => {
        const {
          id: _id,
          notes: _notes,
          tags: _tags,
          assignedTo: _assignedTo,
          lastContactedDate: _contacted,
          reportViewedAt: _viewed,
          createdAt: _created,
          updatedAt: _updated,
          revision: _revision,
          ...facts
        } = row;
        return {
          ...facts,
          searchId: search.id,
          position: total + i,
          deepStatus: row.deepStatus && SETTLED_DEEP.includes(row.deepStatus) ? row.deepStatus : null,
        };
      }),
    )
    .onConflictDoNothing({ target: [businessResults.searchId, businessResults.googlePlaceId] })
    .returning();
  await emitTeamEvents(
    tx,
    search.teamId,
    'lead.created',
    copies.map((row) => ({ lead: toLead(row) })),
  );
  return copies;
}

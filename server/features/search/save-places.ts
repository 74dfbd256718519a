import { count, eq } from 'drizzle-orm';
import type { TPlaceLead } from '@contracts/places';
import type { Db } from '../../db/client';
import { businessResults } from '../../db/schema';
import { emitTeamEvents } from '../webhooks';
import { toLead } from './to-lead';

export type SavedLead = typeof businessResults.$inferSelect;

/**
 * Saves a page of places as leads of the search. A place already in the search is skipped by the unique
 * (search, place) constraint, so a resumed or repeated run never doubles a lead. Each new lead is a `lead.created`
 * webhook event, written in the same transaction.
 */
export async function savePlaces(
  db: Db,
  search: { id: string; teamId: string },
  places: TPlaceLead[],
): Promise<SavedLead[]> {
  if (places.length === 0) return [];
  const [{ total }] = await db
    .select({ total: count() })
    .from(businessResults)
    .where(eq(businessResults.searchId, search.id));
  return db.transaction(async (tx) => {
    const saved = await tx
      .insert(businessResults)
      .values(
        places.map((p, i) => ({
          searchId: search.id,
          teamId: search.teamId,
          position: total + i,
          businessName: p.businessName,
          phone: p.phone,
          website: p.website,
          address: p.address,
          city: p.city,
          state: p.state,
          zipCode: p.zipCode,
          country: p.country,
          googlePlaceId: p.googlePlaceId,
          googleMapsUri: p.googleMapsUri,
          latitude: p.latitude,
          longitude: p.longitude,
          primaryType: p.primaryType,
          rating: p.rating,
          reviewCount: p.reviewCount,
          enrichmentStatus: p.website ? 'pending' : 'no_website',
        })),
      )
      .onConflictDoNothing({ target: [businessResults.searchId, businessResults.googlePlaceId] })
      .returning();
    await emitTeamEvents(
      tx,
      search.teamId,
      'lead.created',
      saved.map((row) => ({ lead: toLead(row) })),
    );
    return saved;
  });
}

import { count, eq } from 'drizzle-orm';
import type { TPlaceLead } from '@contracts/places';
import type { Db } from '../../db/client';
import { businessResults } from '../../db/schema';
import { emitTeamEvents } from '../webhooks';
import { ownChainFlag } from './chain-flag';
import { flagSharedWebsites } from './flag-shared-websites';
import { toLead } from './to-lead';

export type SavedLead = typeof businessResults.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Saves a page of places as leads of the search. A place already in the search is skipped by the unique
 * (search, place) constraint, so a resumed or repeated run never doubles a lead. Each lead keeps what its Google
 * profile has and lacks, and its chain flag: its own (brand, directory page) or, once three of the team's places
 * share its website, that (decision 129). Each new lead is a `lead.created` webhook event, written in the same
 * transaction.
 */
export async function savePlaces(
  db: Db | Tx,
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
          businessStatus: p.businessStatus,
          googleProfile: {
            businessStatus: p.businessStatus,
            hasOpeningHours: p.hasOpeningHours,
            photoCount: p.photoCount,
            types: p.types,
          },
          chain: ownChainFlag(p),
        })),
      )
      .onConflictDoNothing({ target: [businessResults.searchId, businessResults.googlePlaceId] })
      .returning();
    const shared = await flagSharedWebsites(
      tx,
      search.teamId,
      saved.map((row) => row.website),
    );
    const leads = saved.map((row) => (shared.has(row.id) ? { ...row, chain: shared.get(row.id)! } : row));
    await emitTeamEvents(
      tx,
      search.teamId,
      'lead.created',
      leads.map((row) => ({ lead: toLead(row) })),
    );
    return leads;
  });
}

import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessResults, searchHistory, sweeps, type TMonitorReport } from '../../db/schema';

type Facts = {
  placeId: string;
  businessName: string;
  website: string | null;
  phone: string | null;
  status: string | null;
  chatbot: string | null;
};

/** The facts a report compares, of every lead a sweep saved, by place. */
async function factsOf(db: Db, sweepId: string): Promise<Map<string, Facts>> {
  const rows = await db
    .select({
      placeId: businessResults.googlePlaceId,
      businessName: businessResults.businessName,
      website: businessResults.website,
      phone: businessResults.phone,
      status: businessResults.businessStatus,
      hasChatbot: businessResults.hasChatbot,
      chatbotPlatform: businessResults.chatbotPlatform,
    })
    .from(businessResults)
    .where(
      inArray(
        businessResults.searchId,
        db.select({ id: searchHistory.id }).from(searchHistory).where(eq(searchHistory.sweepId, sweepId)),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.placeId!,
      {
        placeId: row.placeId!,
        businessName: row.businessName,
        website: row.website,
        phone: row.phone,
        status: row.status,
        chatbot: row.hasChatbot ? (row.chatbotPlatform ?? 'yes') : null,
      },
    ]),
  );
}

/** The facts whose change a report names. */
const COMPARED = ['website', 'phone', 'status', 'chatbot'] as const;

/**
 * What changed from one sweep of an area to the next (issue 33 §4), by place id: new places, places gone
 * (closed for good, which are never saved, or no longer listed; when the later sweep stopped at its budget only
 * places its free exploration no longer found count, since the others may simply not have been fetched),
 * places whose website, phone, status or chatbot changed, and every place not open yet.
 */
export async function diffSweeps(db: Db, before: string | null, after: string): Promise<TMonitorReport> {
  const [previous, current] = await Promise.all([
    before ? factsOf(db, before) : new Map<string, Facts>(),
    factsOf(db, after),
  ]);
  const [sweep] = await db
    .select({ status: sweeps.status, cells: sweeps.cells })
    .from(sweeps)
    .where(eq(sweeps.id, after));
  const explored = new Set(sweep?.cells.flatMap((cell) => cell.placeIds));
  const complete = sweep?.status === 'completed';
  const brief = ({ placeId, businessName }: Facts) => ({ placeId, businessName });
  const now = [...current.values()];
  return {
    new: now.filter((place) => !previous.has(place.placeId)).map(brief),
    closed: [...previous.values()]
      .filter((place) => !current.has(place.placeId) && (complete || !explored.has(place.placeId)))
      .map(brief),
    changed: now.flatMap((place) => {
      const was = previous.get(place.placeId);
      const what = was ? COMPARED.filter((key) => was[key] !== place[key]) : [];
      return what.length > 0 ? [{ ...brief(place), what }] : [];
    }),
    openingSoon: now.filter((place) => place.status === 'FUTURE_OPENING').map(brief),
  };
}

import { count, eq } from 'drizzle-orm';
import type { TPublicStats } from '@contracts/public-stats';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';

/** Founder pricing is for the first 100 founders (spec §1). */
export const FOUNDER_SEATS_TOTAL = 100;

/** Seats are claimed by every subscription ever marked founder (a cancelled founder still holds the seat). */
export async function getPublicStats(db: Db, founderSeatsTotal = FOUNDER_SEATS_TOTAL): Promise<TPublicStats> {
  const [row] = await db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.isFounder, true));
  const claimed = Math.min(row.n, founderSeatsTotal);
  return { founderSeatsTotal, founderSeatsClaimed: claimed, founderSeatsLeft: founderSeatsTotal - claimed };
}

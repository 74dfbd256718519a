import { count, eq } from 'drizzle-orm';
import type { TPublicStats } from '@contracts/public-stats';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';

/** Founder seats (FOUNDER_SEATS, 100 by default: spec §1). Seats are claimed by every subscription ever marked founder (a cancelled founder still holds the seat). */
export async function getPublicStats(db: Db, founderSeatsTotal: number): Promise<TPublicStats> {
  const [row] = await db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.isFounder, true));
  const claimed = Math.min(row.n, founderSeatsTotal);
  return { founderSeatsTotal, founderSeatsClaimed: claimed, founderSeatsLeft: founderSeatsTotal - claimed };
}

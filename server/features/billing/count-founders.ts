import type { Db } from '../../db/client';
import { getPublicStats } from '../public-stats';

/** Founder seats, counted the same way the landing page counts them (subscriptions.is_founder). */
export async function countFounders(db: Db, total: number) {
  const stats = await getPublicStats(db, total);
  return { total, claimed: stats.founderSeatsClaimed, remaining: stats.founderSeatsLeft };
}

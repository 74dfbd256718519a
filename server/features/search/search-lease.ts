import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchHistory } from '../../db/schema';

const LEASE_SECONDS = 30;

/**
 * A search is run by one worker at a time, whatever the queue does (a retried job, a second instance):
 * the worker must hold the search's lease, which it renews while it works and which lapses if it dies.
 */
export async function claimSearch(db: Db, searchId: string, workerId: string): Promise<boolean> {
  const claimed = await db
    .update(searchHistory)
    .set({ leaseOwner: workerId, leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(
      and(
        eq(searchHistory.id, searchId),
        or(
          isNull(searchHistory.leaseOwner),
          lt(searchHistory.leaseUntil, sql`now()`),
          eq(searchHistory.leaseOwner, workerId),
        ),
      ),
    )
    .returning({ id: searchHistory.id });
  return claimed.length > 0;
}

export async function renewSearchLease(db: Db, searchId: string, workerId: string): Promise<void> {
  await db
    .update(searchHistory)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(and(eq(searchHistory.id, searchId), eq(searchHistory.leaseOwner, workerId)));
}

export async function releaseSearch(db: Db, searchId: string, workerId: string): Promise<void> {
  await db
    .update(searchHistory)
    .set({ leaseOwner: null, leaseUntil: null })
    .where(and(eq(searchHistory.id, searchId), eq(searchHistory.leaseOwner, workerId)));
}

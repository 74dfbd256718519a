import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sweeps } from '../../db/schema';

/**
 * Takes one billed request from a running sweep's budget, before it is sent (decision 144). One conditional
 * UPDATE: PostgreSQL re-checks `requests_spent < budget_requests` on the row it locked, so parallel reservations
 * (or a resumed job beside a stale one) can never take more than the budget. False when the budget is spent or
 * the sweep is no longer running (cancelled).
 */
export async function reserveSweepRequest(db: Db, sweepId: string): Promise<boolean> {
  const taken = await db
    .update(sweeps)
    .set({ requestsSpent: sql`${sweeps.requestsSpent} + 1`, updatedAt: sql`clock_timestamp()` })
    .where(
      and(
        eq(sweeps.id, sweepId),
        eq(sweeps.status, 'running'),
        lt(sweeps.requestsSpent, sweeps.budgetRequests),
      ),
    )
    .returning({ spent: sweeps.requestsSpent });
  return taken.length > 0;
}

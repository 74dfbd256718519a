import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions, usageTracking } from '../../db/schema';
import { usageMonth, type UsageAction } from '../usage';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One unit of a monthly counter taken for work that has started; give it back with `releaseMonthly`. */
export type MonthlyReservation = { ownerId: string; action: UsageAction; month: string };

/**
 * Takes one unit of the owner's monthly `action` counter if that keeps it within `limit` (null: no limit). The check
 * and the increment are one statement (INSERT … ON CONFLICT DO UPDATE … WHERE), so parallel requests can never
 * take more than the limit: PostgreSQL re-checks the condition on the row it locked. Returns null when refused.
 */
export async function reserveMonthly(
  db: Db,
  ownerId: string,
  action: UsageAction,
  limit: number | null,
): Promise<MonthlyReservation | null> {
  if (limit !== null && limit < 1) return null;
  const month = usageMonth();
  const taken = await db
    .insert(usageTracking)
    .values({ userId: ownerId, month, actionType: action, apiCallsUsed: 1 })
    .onConflictDoUpdate({
      target: [usageTracking.userId, usageTracking.month, usageTracking.actionType],
      set: { apiCallsUsed: sql`${usageTracking.apiCallsUsed} + 1` },
      setWhere: limit === null ? undefined : sql`${usageTracking.apiCallsUsed} < ${limit}`,
    })
    .returning({ used: usageTracking.apiCallsUsed });
  return taken.length > 0 ? { ownerId, action, month } : null;
}

/** Gives a reserved unit back (the work it was taken for did not happen). */
export async function releaseMonthly(db: Db, reservation: MonthlyReservation): Promise<void> {
  await db
    .update(usageTracking)
    .set({ apiCallsUsed: sql`greatest(0, ${usageTracking.apiCallsUsed} - 1)` })
    .where(
      and(
        eq(usageTracking.userId, reservation.ownerId),
        eq(usageTracking.month, reservation.month),
        eq(usageTracking.actionType, reservation.action),
      ),
    );
}

/**
 * Takes up to `wanted` results from the beta tester's results budget and returns how many it took (0 when the
 * budget is spent). One statement: the row is locked by the CTE and the grant is what the UPDATE added to it.
 */
export async function reserveBetaResults(db: Db, ownerId: string, wanted: number): Promise<number> {
  if (wanted < 1) return 0;
  await db.insert(subscriptions).values({ userId: ownerId }).onConflictDoNothing();
  const result = await db.execute(sql`
    with before as (
      select ${subscriptions.betaResultsUsed} as used from ${subscriptions}
      where ${subscriptions.userId} = ${ownerId} for update
    )
    update ${subscriptions}
    set beta_results_used = least(beta_results_limit, beta_results_used + ${wanted}::int)
    from before
    where ${subscriptions.userId} = ${ownerId} and beta_results_used < beta_results_limit
    returning beta_results_used - before.used as granted`);
  const [row] = (result as unknown as { rows: { granted: number }[] }).rows;
  return row ? Number(row.granted) : 0;
}

/** Gives back results a search reserved but did not deliver. */
export async function releaseBetaResults(db: Db | Tx, ownerId: string, unused: number): Promise<void> {
  if (unused < 1) return;
  await db
    .update(subscriptions)
    .set({ betaResultsUsed: sql`greatest(0, ${subscriptions.betaResultsUsed} - ${unused}::int)` })
    .where(eq(subscriptions.userId, ownerId));
}

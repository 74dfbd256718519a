import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { betaBudgets, teamUsage, usageTracking } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { payerOf } from '../../lib/team-payer';
import type { TeamScope } from '../../lib/team-scope';
import { usageMonth, type UsageAction } from '../usage';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * One unit of a subscription's monthly counter taken for work that has started in a team; give it back with
 * `releaseMonthly`. `ownerId` is the paying person (decision 110), `teamId` the team whose share it is.
 */
export type MonthlyReservation = {
  ownerId: string;
  teamId: string;
  action: UsageAction;
  month: string;
  /** Units taken (1 but for a sweep, which takes one search per 100 places at once). */
  units: number;
};

/** The paying person of the scope's team: whose subscription decides and whose counters count (decision 110). */
export async function quotaOwnerOf(db: Db | Tx, scope: Pick<TeamScope, 'teamId'>): Promise<string> {
  const payer = await payerOf(db, scope.teamId);
  if (!payer) throw new AppError('NOT_FOUND', 'Team not found');
  return payer;
}

/**
 * Takes `units` (one by default) of the subscription's monthly `action` counter if that keeps it within `limit`
 * (null: no limit), all or none,
 * whichever of the payer's teams asks. The check and the increment are one statement on the payer's row
 * (INSERT … ON CONFLICT DO UPDATE … WHERE), so parallel requests from any of its teams can never take more than
 * the limit: PostgreSQL re-checks the condition on the row it locked. The team's share is added in the same
 * transaction. Returns null when refused.
 */
export async function reserveMonthly(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  action: UsageAction,
  limit: number | null,
  units = 1,
): Promise<MonthlyReservation | null> {
  if (limit !== null && limit < units) return null;
  const month = usageMonth();
  const ownerId = await quotaOwnerOf(db, scope);
  return db.transaction(async (tx) => {
    const taken = await tx
      .insert(usageTracking)
      .values({ userId: ownerId, month, actionType: action, apiCallsUsed: units })
      .onConflictDoUpdate({
        target: [usageTracking.userId, usageTracking.month, usageTracking.actionType],
        set: { apiCallsUsed: sql`${usageTracking.apiCallsUsed} + ${units}::int` },
        setWhere: limit === null ? undefined : sql`${usageTracking.apiCallsUsed} + ${units}::int <= ${limit}`,
      })
      .returning({ used: usageTracking.apiCallsUsed });
    if (taken.length === 0) return null;
    await addTeamShare(tx, scope.teamId, month, action, units);
    return { ownerId, teamId: scope.teamId, action, month, units };
  });
}

/** Adds to (or, negative, takes from) a team's share of a month's counter. */
export async function addTeamShare(
  db: Db | Tx,
  teamId: string,
  month: string,
  action: UsageAction,
  by: number,
): Promise<void> {
  await db
    .insert(teamUsage)
    .values({ teamId, month, actionType: action, used: Math.max(0, by) })
    .onConflictDoUpdate({
      target: [teamUsage.teamId, teamUsage.month, teamUsage.actionType],
      set: { used: sql`greatest(0, ${teamUsage.used} + ${by}::int)` },
    });
}

/**
 * Gives reserved units back (the work they were taken for did not happen), from the total and the team's share:
 * all of them, or the first `units` of them.
 */
export async function releaseMonthly(
  db: Db,
  reservation: MonthlyReservation,
  units = reservation.units,
): Promise<void> {
  if (units < 1) return;
  await db.transaction(async (tx) => {
    await tx
      .update(usageTracking)
      .set({ apiCallsUsed: sql`greatest(0, ${usageTracking.apiCallsUsed} - ${units}::int)` })
      .where(
        and(
          eq(usageTracking.userId, reservation.ownerId),
          eq(usageTracking.month, reservation.month),
          eq(usageTracking.actionType, reservation.action),
        ),
      );
    await addTeamShare(tx, reservation.teamId, reservation.month, reservation.action, -units);
  });
}

/**
 * Takes up to `wanted` results from the beta tester's results budget and returns how many it took (0 when the
 * budget is spent). The budget is the beta person's own (`beta_budgets`, decision 110), whichever team they search
 * in. One statement: the row is locked by the CTE and the grant is what the UPDATE added to it.
 */
export async function reserveBetaResults(db: Db, betaUserId: string, wanted: number): Promise<number> {
  if (wanted < 1) return 0;
  await db.insert(betaBudgets).values({ userId: betaUserId }).onConflictDoNothing();
  const result = await db.execute(sql`
    with before as (
      select ${betaBudgets.resultsUsed} as used from ${betaBudgets}
      where ${betaBudgets.userId} = ${betaUserId} for update
    )
    update ${betaBudgets}
    set results_used = least(results_limit, results_used + ${wanted}::int)
    from before
    where ${betaBudgets.userId} = ${betaUserId} and results_used < results_limit
    returning results_used - before.used as granted`);
  const [row] = (result as unknown as { rows: { granted: number }[] }).rows;
  return row ? Number(row.granted) : 0;
}

/** Gives back results a search reserved but did not deliver. */
export async function releaseBetaResults(db: Db | Tx, betaUserId: string, unused: number): Promise<void> {
  if (unused < 1) return;
  await db
    .update(betaBudgets)
    .set({ resultsUsed: sql`greatest(0, ${betaBudgets.resultsUsed} - ${unused}::int)` })
    .where(eq(betaBudgets.userId, betaUserId));
}

/** A beta person's budget: what is left of how much (200 until the row exists). */
export async function betaBudgetOf(
  db: Db,
  betaUserId: string,
): Promise<{ limit: number; remaining: number }> {
  const [row] = await db.select().from(betaBudgets).where(eq(betaBudgets.userId, betaUserId)).limit(1);
  const limit = row?.resultsLimit ?? 200;
  return { limit, remaining: Math.max(0, limit - (row?.resultsUsed ?? 0)) };
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamUsage, usageTracking } from '../../db/schema';
import { payerOf } from '../../lib/team-payer';
import type { TeamScope } from '../../lib/team-scope';

export type UsageAction = 'search' | 'export' | 'ai_email';

/** The usage month, "YYYY-MM" in UTC. */
export const usageMonth = (at: Date = new Date()) => at.toISOString().slice(0, 7);

/**
 * Adds to this month's count of the team's subscription (its paying owner's counter, decision 110) and to the
 * team's share, in one transaction; returns the subscription's new count (concurrent calls each see their own).
 */
export async function incrementUsage(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  action: UsageAction,
  by = 1,
): Promise<number> {
  const month = usageMonth();
  const ownerId = (await payerOf(db, scope.teamId)) ?? '';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(usageTracking)
      .values({ userId: ownerId, month, actionType: action, apiCallsUsed: by })
      .onConflictDoUpdate({
        target: [usageTracking.userId, usageTracking.month, usageTracking.actionType],
        set: { apiCallsUsed: sql`${usageTracking.apiCallsUsed} + ${by}` },
      })
      .returning({ used: usageTracking.apiCallsUsed });
    await tx
      .insert(teamUsage)
      .values({ teamId: scope.teamId, month, actionType: action, used: by })
      .onConflictDoUpdate({
        target: [teamUsage.teamId, teamUsage.month, teamUsage.actionType],
        set: { used: sql`${teamUsage.used} + ${by}` },
      });
    return row.used;
  });
}

/**
 * Takes `by` from this month's allowance of `limit` in one guarded update, or nothing at all: false when fewer than
 * `by` are left (two concurrent callers can never both take the last ones). The team's share grows with it.
 */
export async function reserveUsage(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  action: UsageAction,
  by: number,
  limit: number,
): Promise<boolean> {
  if (by <= 0) return true;
  if (by > limit) return false;
  const month = usageMonth();
  const ownerId = (await payerOf(db, scope.teamId)) ?? '';
  return db.transaction(async (tx) => {
    await tx
      .insert(usageTracking)
      .values({ userId: ownerId, month, actionType: action, apiCallsUsed: 0 })
      .onConflictDoNothing();
    const taken = await tx
      .update(usageTracking)
      .set({ apiCallsUsed: sql`${usageTracking.apiCallsUsed} + ${by}` })
      .where(
        and(
          eq(usageTracking.userId, ownerId),
          eq(usageTracking.month, month),
          eq(usageTracking.actionType, action),
          sql`${usageTracking.apiCallsUsed} + ${by} <= ${limit}`,
        ),
      )
      .returning({ used: usageTracking.apiCallsUsed });
    if (taken.length === 0) return false;
    await tx
      .insert(teamUsage)
      .values({ teamId: scope.teamId, month, actionType: action, used: by })
      .onConflictDoUpdate({
        target: [teamUsage.teamId, teamUsage.month, teamUsage.actionType],
        set: { used: sql`${teamUsage.used} + ${by}` },
      });
    return true;
  });
}

/** This month's count of a subscription, across all the teams it covers; `ownerId` is its paying person. */
export async function usageThisMonth(db: Db, ownerId: string, action: UsageAction): Promise<number> {
  const [row] = await db
    .select({ used: usageTracking.apiCallsUsed })
    .from(usageTracking)
    .where(
      and(
        eq(usageTracking.userId, ownerId),
        eq(usageTracking.month, usageMonth()),
        eq(usageTracking.actionType, action),
      ),
    )
    .limit(1);
  return row?.used ?? 0;
}

/** This month's share of one team. */
export async function teamUsageThisMonth(db: Db, teamId: string, action: UsageAction): Promise<number> {
  const [row] = await db
    .select({ used: teamUsage.used })
    .from(teamUsage)
    .where(
      and(eq(teamUsage.teamId, teamId), eq(teamUsage.month, usageMonth()), eq(teamUsage.actionType, action)),
    )
    .limit(1);
  return row?.used ?? 0;
}

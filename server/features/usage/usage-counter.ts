import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usageTracking } from '../../db/schema';

export type UsageAction = 'search' | 'export' | 'ai_email';

/** The usage month, "YYYY-MM" in UTC. */
export const usageMonth = (at: Date = new Date()) => at.toISOString().slice(0, 7);

/** Adds to this month's count in one statement and returns the new count (concurrent calls each see their own). */
export async function incrementUsage(db: Db, userId: string, action: UsageAction, by = 1): Promise<number> {
  const [row] = await db
    .insert(usageTracking)
    .values({ userId, month: usageMonth(), actionType: action, apiCallsUsed: by })
    .onConflictDoUpdate({
      target: [usageTracking.userId, usageTracking.month, usageTracking.actionType],
      set: { apiCallsUsed: sql`${usageTracking.apiCallsUsed} + ${by}` },
    })
    .returning({ used: usageTracking.apiCallsUsed });
  return row.used;
}

export async function usageThisMonth(db: Db, userId: string, action: UsageAction): Promise<number> {
  const [row] = await db
    .select({ used: usageTracking.apiCallsUsed })
    .from(usageTracking)
    .where(
      and(
        eq(usageTracking.userId, userId),
        eq(usageTracking.month, usageMonth()),
        eq(usageTracking.actionType, action),
      ),
    )
    .limit(1);
  return row?.used ?? 0;
}

import { and, count, eq, sql } from 'drizzle-orm';
import type { TUsageResponse } from '@contracts/usage';
import type { Db } from '../../db/client';
import { googleApiRequests, searchHistory, subscriptions, usageTracking } from '../../db/schema';
import { GOOGLE_SKU_PRICES, type TGoogleSku } from '../../integrations/google/google-pricing';
import { usageMonth } from './usage-counter';

const priceOf = (sku: string) => (GOOGLE_SKU_PRICES[sku as TGoogleSku]?.usdPer1000 ?? 0) / 1000;
const round = (usd: number) => Math.round(usd * 100) / 100;

/** The Usage page: counts from usage_tracking, cost from the Google requests actually recorded. */
export async function getUsage(db: Db, userId: string): Promise<TUsageResponse> {
  const month = sql<string>`to_char(${googleApiRequests.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const [usage, [searches], [sub], requests, searchesByMonth] = await Promise.all([
    db.select().from(usageTracking).where(eq(usageTracking.userId, userId)),
    db.select({ total: count() }).from(searchHistory).where(eq(searchHistory.userId, userId)),
    db
      .select({ limit: subscriptions.searchLimit })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId)),
    db
      .select({ month, sku: googleApiRequests.sku, requests: count() })
      .from(googleApiRequests)
      .where(and(eq(googleApiRequests.userId, userId), eq(googleApiRequests.billable, true)))
      .groupBy(month, googleApiRequests.sku),
    db
      .select({ month: usageTracking.month, searches: usageTracking.apiCallsUsed })
      .from(usageTracking)
      .where(and(eq(usageTracking.userId, userId), eq(usageTracking.actionType, 'search'))),
  ]);
  const used = (action: string, m?: string) =>
    usage
      .filter((u) => u.actionType === action && (!m || u.month === m))
      .reduce((sum, u) => sum + u.apiCallsUsed, 0);
  const costByMonth = new Map<string, number>();
  for (const r of requests)
    costByMonth.set(r.month, (costByMonth.get(r.month) ?? 0) + r.requests * priceOf(r.sku));
  const months = [...new Set([...costByMonth.keys(), ...searchesByMonth.map((s) => s.month)])].sort();
  return {
    searchesThisMonth: used('search', usageMonth()),
    totalSearches: searches.total,
    exports: used('export'),
    monthlySearchLimit: sub?.limit ?? null,
    estimatedApiCostUsd: round([...costByMonth.values()].reduce((a, b) => a + b, 0)),
    billableRequests: requests.reduce((sum, r) => sum + r.requests, 0),
    months: months.map((m) => ({
      month: m,
      searches: searchesByMonth.find((s) => s.month === m)?.searches ?? 0,
      costUsd: round(costByMonth.get(m) ?? 0),
    })),
  };
}

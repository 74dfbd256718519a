import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { TUsageResponse } from '@contracts/usage';
import type { Db } from '../../db/client';
import {
  googleApiRequests,
  researchSpend,
  searchHistory,
  subscriptions,
  teamUsage,
  usageTracking,
  user,
} from '../../db/schema';
import { payerCover, payerOf } from '../../lib/team-payer';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { GOOGLE_SKU_PRICES, type TGoogleSku } from '../../integrations/google/google-pricing';
import { usageMonth } from './usage-counter';

const PAGESPEED: TGoogleSku = 'PAGESPEED_INSIGHTS';
const priceOf = (sku: string) => (GOOGLE_SKU_PRICES[sku as TGoogleSku]?.usdPer1000 ?? 0) / 1000;
const round = (usd: number) => Math.round(usd * 100) / 100;

/**
 * The Usage page: the subscription's monthly counts from usage_tracking (its paying owner's, across the teams it
 * covers) beside this team's share from team_usage (decision 110); the team's searches and the cost of the Google
 * requests it made (usage is shared inside a team, decision 101), and how many PageSpeed requests Google
 * answered for it (free, but within a daily quota; decision 131), and what its research questions cost this month
 * beside their budget (decision 145).
 */
export async function getUsage(
  db: Db,
  scope: TeamScope,
  researchMonthlyDollars: number,
): Promise<TUsageResponse> {
  const userId = scope.userId;
  const payerId = (await payerOf(db, scope.teamId)) ?? userId;
  const month = sql<string>`to_char(${googleApiRequests.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const [
    usage,
    [searches],
    [sub],
    requests,
    searchesByMonth,
    shares,
    [payer],
    cover,
    [pageSpeed],
    [research],
  ] = await Promise.all([
    db.select().from(usageTracking).where(eq(usageTracking.userId, payerId)),
    db.select({ total: count() }).from(searchHistory).where(ofTeam(searchHistory, scope)),
    db
      .select({ limit: subscriptions.searchLimit, exportLimit: subscriptions.exportLimit })
      .from(subscriptions)
      .where(eq(subscriptions.userId, payerId)),
    db
      .select({ month, sku: googleApiRequests.sku, requests: count() })
      .from(googleApiRequests)
      .where(and(ofTeam(googleApiRequests, scope), eq(googleApiRequests.billable, true)))
      .groupBy(month, googleApiRequests.sku),
    db
      .select({ month: usageTracking.month, searches: usageTracking.apiCallsUsed })
      .from(usageTracking)
      .where(and(eq(usageTracking.userId, payerId), eq(usageTracking.actionType, 'search'))),
    db
      .select()
      .from(teamUsage)
      .where(and(eq(teamUsage.teamId, scope.teamId), eq(teamUsage.month, usageMonth()))),
    db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, payerId)),
    payerCover(db, payerId),
    db
      .select({
        thisMonth: sql<number>`count(*) filter (where ${month} = ${usageMonth()})`.mapWith(Number),
        last24Hours:
          sql<number>`count(*) filter (where ${googleApiRequests.createdAt} > now() - interval '1 day')`.mapWith(
            Number,
          ),
      })
      .from(googleApiRequests)
      .where(
        and(
          ofTeam(googleApiRequests, scope),
          eq(googleApiRequests.sku, PAGESPEED),
          gt(googleApiRequests.httpStatus, 0),
        ),
      ),
    db
      .select({ micros: researchSpend.micros })
      .from(researchSpend)
      .where(and(eq(researchSpend.teamId, scope.teamId), eq(researchSpend.month, usageMonth()))),
  ]);
  const share = (action: string) => shares.find((s) => s.actionType === action)?.used ?? 0;
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
    quota: {
      payerName: payer?.name || payer?.email || '',
      payerIsYou: payerId === userId,
      teamsCovered: cover.teams,
      seats: cover.seats,
      exportLimit: sub?.exportLimit ?? null,
      team: { searches: share('search'), exports: share('export') },
      subscription: { searches: used('search', usageMonth()), exports: used('export', usageMonth()) },
    },
    months: months.map((m) => ({
      month: m,
      searches: searchesByMonth.find((s) => s.month === m)?.searches ?? 0,
      costUsd: round(costByMonth.get(m) ?? 0),
    })),
    pageSpeed: { thisMonth: pageSpeed?.thisMonth ?? 0, last24Hours: pageSpeed?.last24Hours ?? 0 },
    research: { costDollars: (research?.micros ?? 0) / 1_000_000, monthlyDollars: researchMonthlyDollars },
  };
}

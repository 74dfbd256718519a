import { count, desc, eq, gte, sql, sum } from 'drizzle-orm';
import { averageOf, type TAnalyticsResponse, type TDailyCount } from '@contracts/admin';
import type { Db } from '../../db/client';
import { searchHistory, subscriptions, user } from '../../db/schema';

export const ANALYTICS_DAYS = 30;
const DAY_MS = 86_400_000;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** One entry per UTC day from `start` to today, zeros included. */
function dailySeries(start: Date, days: number, counts: { day: string; total: number }[]): TDailyCount[] {
  const byDay = new Map(counts.map((c) => [c.day, Number(c.total)]));
  return Array.from({ length: days }, (_, i) => {
    const date = utcDay(new Date(start.getTime() + i * DAY_MS));
    return { date, count: byDay.get(date) ?? 0 };
  });
}

/** Platform-wide numbers for /admin/analytics. */
export async function getAnalytics(db: Db, now = new Date()): Promise<TAnalyticsResponse> {
  const start = new Date(`${utcDay(new Date(now.getTime() - (ANALYTICS_DAYS - 1) * DAY_MS))}T00:00:00.000Z`);
  const userDay = sql<string>`to_char(${user.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const searchDay = sql<string>`to_char(${searchHistory.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [[users], [searches], [active], signups, searchesPerDay, top] = await Promise.all([
    db.select({ total: count() }).from(user),
    db.select({ total: count(), found: sum(searchHistory.resultsCount) }).from(searchHistory),
    db.select({ total: count() }).from(subscriptions).where(eq(subscriptions.status, 'active')),
    db.select({ day: userDay, total: count() }).from(user).where(gte(user.createdAt, start)).groupBy(userDay),
    db
      .select({ day: searchDay, total: count() })
      .from(searchHistory)
      .where(gte(searchHistory.createdAt, start))
      .groupBy(searchDay),
    db
      .select({ userId: user.id, email: user.email, searchCount: count(searchHistory.id) })
      .from(searchHistory)
      .innerJoin(user, eq(user.id, searchHistory.createdBy))
      .groupBy(user.id, user.email)
      .orderBy(desc(count(searchHistory.id)), user.email)
      .limit(10),
  ]);
  const businessesFound = Number(searches.found ?? 0);
  return {
    totalUsers: users.total,
    totalSearches: searches.total,
    businessesFound,
    activeSubscriptions: active.total,
    averageSearchesPerUser: averageOf(searches.total, users.total),
    averageBusinessesPerSearch: averageOf(businessesFound, searches.total),
    signupsByDay: dailySeries(start, ANALYTICS_DAYS, signups),
    searchesByDay: dailySeries(start, ANALYTICS_DAYS, searchesPerDay),
    topSearchers: top.map((t) => ({ userId: t.userId, email: t.email, searchCount: Number(t.searchCount) })),
  };
}

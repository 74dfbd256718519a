import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions, userRoles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { usageThisMonth } from '../usage';

export type SearchAccess = {
  /** Beta testers search on the admin's key within their results budget; everyone else on their own key. */
  keySource: 'own' | 'admin';
  isAdmin: boolean;
  monthlyLimit: number | null;
  searchesThisMonth: number;
  betaResultsRemaining: number | null;
};

export const searchLimitReached = () =>
  new AppError('SEARCH_LIMIT_REACHED', 'Search limit reached: you have used all your searches this month');

/**
 * Who may search, on which key, within which limits — decided on the server for every search. The counts here
 * give an early answer; the limits themselves are taken atomically when work starts (entitlements/quota.ts).
 */
export async function getSearchAccess(db: Db, userId: string): Promise<SearchAccess> {
  const [roles, [sub], searchesThisMonth] = await Promise.all([
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1),
    usageThisMonth(db, userId, 'search'),
  ]);
  const isAdmin = roles.some((r) => r.role === 'admin');
  const isBeta = roles.some((r) => r.role === 'beta');
  const isSubscribed = sub?.status === 'active';
  if (!isAdmin && !isBeta && !isSubscribed) {
    throw new AppError('SUBSCRIPTION_REQUIRED', 'An active subscription is required to search');
  }
  const monthlyLimit = isAdmin ? null : (sub?.searchLimit ?? null);
  if (monthlyLimit !== null && searchesThisMonth >= monthlyLimit) throw searchLimitReached();
  const betaResultsRemaining =
    isBeta && !isAdmin ? Math.max(0, (sub?.betaResultsLimit ?? 200) - (sub?.betaResultsUsed ?? 0)) : null;
  return {
    keySource: isBeta && !isAdmin ? 'admin' : 'own',
    isAdmin,
    monthlyLimit,
    searchesThisMonth,
    betaResultsRemaining,
  };
}

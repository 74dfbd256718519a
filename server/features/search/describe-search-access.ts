import { eq } from 'drizzle-orm';
import type { TSearchAccess } from '@contracts/search';
import type { Db } from '../../db/client';
import { subscriptions, userApiKeys } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hasRole } from '../../lib/require-user';
import { getSearchAccess } from '../entitlements';
import { usageThisMonth } from '../usage';

/** The same decision the server makes when a search starts, described for the search page. */
export async function describeSearchAccess(db: Db, userId: string): Promise<TSearchAccess> {
  const [keys, isAdmin, isBeta, [sub], searchesThisMonth] = await Promise.all([
    db.select({ id: userApiKeys.id }).from(userApiKeys).where(eq(userApiKeys.userId, userId)).limit(1),
    hasRole(db, userId, 'admin'),
    hasRole(db, userId, 'beta'),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1),
    usageThisMonth(db, userId, 'search'),
  ]);
  const base = {
    hasKey: keys.length > 0,
    isAdmin,
    isBeta,
    needsOwnKey: !(isBeta && !isAdmin),
    monthlyLimit: isAdmin ? null : (sub?.searchLimit ?? null),
    searchesThisMonth,
    betaResultsLimit: isBeta && !isAdmin ? (sub?.betaResultsLimit ?? 200) : null,
  };
  try {
    const access = await getSearchAccess(db, userId);
    return { ...base, canSearch: true, blockedBy: null, betaResultsRemaining: access.betaResultsRemaining };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const blockedBy =
      error.code === 'SEARCH_LIMIT_REACHED' ? 'SEARCH_LIMIT_REACHED' : 'SUBSCRIPTION_REQUIRED';
    return { ...base, canSearch: false, blockedBy, betaResultsRemaining: null };
  }
}

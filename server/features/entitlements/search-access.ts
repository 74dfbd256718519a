import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions, userRoles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TeamScope } from '../../lib/team-scope';
import { usageThisMonth } from '../usage';
import { betaBudgetOf, quotaOwnerOf } from './quota';

export type SearchAccess = {
  /** Beta testers search on the admin's key within their results budget; everyone else on the team's key. */
  keySource: 'own' | 'admin';
  isAdmin: boolean;
  isBeta: boolean;
  /** The paying owner of the team, whose subscription and monthly counters apply (decision 110). */
  quotaOwnerId: string;
  monthlyLimit: number | null;
  /** The subscription's searches this month, across every team it covers. */
  searchesThisMonth: number;
  betaResultsLimit: number | null;
  betaResultsRemaining: number | null;
  /** Why a search would be refused now; null when it may start. */
  blockedBy: 'SUBSCRIPTION_REQUIRED' | 'SEARCH_LIMIT_REACHED' | null;
};

export const searchLimitReached = () =>
  new AppError('SEARCH_LIMIT_REACHED', 'Search limit reached: you have used all your searches this month');

/**
 * What the request's person may do in its team: their own platform roles (admin, beta; never a team role), the
 * plan of the team's paying owner and that subscription's counters, and their own beta budget. Never throws for
 * lack of access: `blockedBy` says why.
 */
export async function readSearchAccess(db: Db, scope: TeamScope): Promise<SearchAccess> {
  const quotaOwnerId = await quotaOwnerOf(db, scope);
  const [roles, [sub], searchesThisMonth, beta] = await Promise.all([
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, scope.userId)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, quotaOwnerId)).limit(1),
    usageThisMonth(db, quotaOwnerId, 'search'),
    betaBudgetOf(db, scope.userId),
  ]);
  const isAdmin = roles.some((r) => r.role === 'admin');
  const isBeta = roles.some((r) => r.role === 'beta');
  const onBetaBudget = isBeta && !isAdmin;
  const monthlyLimit = isAdmin ? null : (sub?.searchLimit ?? null);
  const blockedBy =
    !isAdmin && !isBeta && sub?.status !== 'active'
      ? 'SUBSCRIPTION_REQUIRED'
      : monthlyLimit !== null && searchesThisMonth >= monthlyLimit
        ? 'SEARCH_LIMIT_REACHED'
        : null;
  return {
    keySource: onBetaBudget ? 'admin' : 'own',
    isAdmin,
    isBeta,
    quotaOwnerId,
    monthlyLimit,
    searchesThisMonth,
    betaResultsLimit: onBetaBudget ? beta.limit : null,
    betaResultsRemaining: onBetaBudget ? beta.remaining : null,
    blockedBy,
  };
}

/**
 * Who may search, on which key, within which limits — decided on the server for every search. The counts here
 * give an early answer; the limits themselves are taken atomically when work starts (entitlements/quota.ts).
 */
export async function getSearchAccess(db: Db, scope: TeamScope): Promise<SearchAccess> {
  const access = await readSearchAccess(db, scope);
  if (access.blockedBy === 'SUBSCRIPTION_REQUIRED')
    throw new AppError('SUBSCRIPTION_REQUIRED', 'An active subscription is required to search');
  if (access.blockedBy === 'SEARCH_LIMIT_REACHED') throw searchLimitReached();
  return access;
}

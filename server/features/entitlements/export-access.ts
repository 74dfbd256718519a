import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hasRole } from '../../lib/require-user';
import type { TeamScope } from '../../lib/team-scope';
import { usageThisMonth } from '../usage';
import { quotaOwnerOf, releaseMonthly, reserveMonthly, type MonthlyReservation } from './quota';

export type ExportAccess = { exportLimit: number | null; exportsThisMonth: number };

const exportLimitReached = () =>
  new AppError('EXPORT_LIMIT_REACHED', 'Export limit reached: you have used all your exports this month');

/**
 * Throws unless this person may export in this team now: platform admins always; beta testers and members of a
 * team whose paying owner's subscription is active, within that subscription's monthly export_limit (trial: 5),
 * counted across all its teams (decision 110). Outreach previews and cold emails check the same entitlement; work
 * that produces an export takes one with `reserveExport`.
 */
export async function assertCanExport(db: Db, scope: TeamScope): Promise<ExportAccess> {
  const ownerId = await quotaOwnerOf(db, scope);
  const [isAdmin, isBeta, [sub], exportsThisMonth] = await Promise.all([
    hasRole(db, scope.userId, 'admin'),
    hasRole(db, scope.userId, 'beta'),
    db.select().from(subscriptions).where(eq(subscriptions.userId, ownerId)).limit(1),
    usageThisMonth(db, ownerId, 'export'),
  ]);
  if (isAdmin) return { exportLimit: null, exportsThisMonth };
  if (!isBeta && sub?.status !== 'active') {
    throw new AppError('SUBSCRIPTION_REQUIRED', 'An active subscription is required to export');
  }
  const exportLimit = sub?.exportLimit ?? null;
  if (exportLimit !== null && exportsThisMonth >= exportLimit) throw exportLimitReached();
  return { exportLimit, exportsThisMonth };
}

/**
 * Checks the entitlement and takes one export of this month's limit in one statement (parallel requests never
 * overdraw it). Run the export with `withExport`, which gives the export back if building it fails.
 */
export async function reserveExport(db: Db, scope: TeamScope): Promise<MonthlyReservation> {
  const { exportLimit } = await assertCanExport(db, scope);
  const reservation = await reserveMonthly(db, scope, 'export', exportLimit);
  if (!reservation) throw exportLimitReached();
  return reservation;
}

/** Reserves an export, builds it, and releases the reservation when building fails. */
export async function withExport<T>(db: Db, scope: TeamScope, build: () => Promise<T>): Promise<T> {
  const reservation = await reserveExport(db, scope);
  try {
    return await build();
  } catch (error) {
    await releaseMonthly(db, reservation);
    throw error;
  }
}

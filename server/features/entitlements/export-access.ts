import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hasRole } from '../../lib/require-user';
import { usageThisMonth } from '../usage';
import { releaseMonthly, reserveMonthly, type MonthlyReservation } from './quota';

export type ExportAccess = { exportLimit: number | null; exportsThisMonth: number };

const exportLimitReached = () =>
  new AppError('EXPORT_LIMIT_REACHED', 'Export limit reached: you have used all your exports this month');

/**
 * Throws unless this user may export now: admins always; beta testers and active subscribers within their
 * monthly export_limit (trial: 5). Outreach previews and cold emails check the same entitlement; work that
 * produces an export takes one with `reserveExport`.
 */
export async function assertCanExport(db: Db, userId: string): Promise<ExportAccess> {
  const [isAdmin, isBeta, [sub], exportsThisMonth] = await Promise.all([
    hasRole(db, userId, 'admin'),
    hasRole(db, userId, 'beta'),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1),
    usageThisMonth(db, userId, 'export'),
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
export async function reserveExport(db: Db, userId: string): Promise<MonthlyReservation> {
  const { exportLimit } = await assertCanExport(db, userId);
  const reservation = await reserveMonthly(db, userId, 'export', exportLimit);
  if (!reservation) throw exportLimitReached();
  return reservation;
}

/** Reserves an export, builds it, and releases the reservation when building fails. */
export async function withExport<T>(db: Db, userId: string, build: () => Promise<T>): Promise<T> {
  const reservation = await reserveExport(db, userId);
  try {
    return await build();
  } catch (error) {
    await releaseMonthly(db, reservation);
    throw error;
  }
}

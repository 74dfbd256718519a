import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hasRole } from '../../lib/require-user';
import { usageThisMonth } from '../usage';

export type ExportAccess = { exportLimit: number | null; exportsThisMonth: number };

/**
 * Throws unless this user may export now: admins always; beta testers and active subscribers within their
 * monthly export_limit (trial: 5). Call it before building an export, and count the export afterwards with
 * `incrementUsage(db, userId, 'export')` from usage/usage-counter.ts.
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
  if (exportLimit !== null && exportsThisMonth >= exportLimit) {
    throw new AppError(
      'EXPORT_LIMIT_REACHED',
      'Export limit reached: you have used all your exports this month',
    );
  }
  return { exportLimit, exportsThisMonth };
}

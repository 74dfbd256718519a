import type { TSuppression, TSuppressionReason } from '@contracts/suppressions';
import type { suppressions } from '../../db/schema';

/** A row as the API shows it. */
export function toSuppression(row: typeof suppressions.$inferSelect): TSuppression {
  return {
    id: row.id,
    email: row.email,
    reason: row.reason as TSuppressionReason,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sampleSearches } from '../../db/schema';
import { notFound } from '../../lib/app-error';

/**
 * After the lifetime-deal checkout returns (`upgraded=true&session_id=…`): marks the sample as upgraded to paid.
 * Idempotent: a second call keeps the first time. The sample's id is only known to the browser that ran it.
 */
export async function markSampleUpgraded(db: Db, sampleSearchId: string): Promise<{ upgradedAt: string }> {
  await db
    .update(sampleSearches)
    .set({ upgradedToPaid: true, upgradedAt: sql`now()` })
    .where(and(eq(sampleSearches.id, sampleSearchId), eq(sampleSearches.upgradedToPaid, false)));
  const [row] = await db
    .select({ upgradedAt: sampleSearches.upgradedAt })
    .from(sampleSearches)
    .where(eq(sampleSearches.id, sampleSearchId));
  if (!row?.upgradedAt) throw notFound('Sample search');
  return { upgradedAt: row.upgradedAt.toISOString() };
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessResults, nextLeadRevision } from '../../db/schema';
import { notFound } from '../../lib/app-error';

/**
 * Bulk Tag: adds `tags` to every lead, keeping each lead's own tags first and never repeating one.
 * One statement, so all leads change or none; an id that is not the user's lead rolls everything back.
 */
export async function tagLeads(db: Db, userId: string, ids: string[], tags: string[]): Promise<number> {
  const added = sql`array[${sql.join(
    tags.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(businessResults)
      .set({
        tags: sql`array(
          select t from unnest(${businessResults.tags} || ${added}) with ordinality as u(t, o)
          group by t order by min(o))`,
        updatedAt: sql`clock_timestamp()`,
        revision: nextLeadRevision(),
      })
      .where(and(inArray(businessResults.id, ids), eq(businessResults.userId, userId)))
      .returning({ id: businessResults.id });
    if (updated.length !== ids.length) throw notFound('Business');
    return updated.length;
  });
}

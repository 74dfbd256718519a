import { eq, sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { businessResults, searchHistory, subscriptions, user } from '../server/db/schema';

type TLeadRow = typeof businessResults.$inferInsert;

export async function userIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function subscribe(db: Db, userId: string, exportLimit: number | null = null) {
  await db
    .update(subscriptions)
    .set({ status: 'active', planType: 'unlimited', exportLimit })
    .where(eq(subscriptions.userId, userId));
}

/** A finished search of `userId` holding `leads` (in order); returns the search id and the lead ids. */
export async function seedSearch(
  db: Db,
  userId: string,
  leads: Partial<Omit<TLeadRow, 'userId' | 'searchId'>>[],
  search: { niche?: string; location?: string; createdAt?: Date } = {},
) {
  const [row] = await db
    .insert(searchHistory)
    .values({
      userId,
      niche: search.niche ?? 'plumber',
      location: search.location ?? 'Austin, TX',
      status: 'completed',
      resultsCount: leads.length,
      createdAt: search.createdAt ?? sql`clock_timestamp()`,
    })
    .returning({ id: searchHistory.id });
  if (leads.length === 0) return { searchId: row.id, ids: [] as string[] };
  const inserted = await db
    .insert(businessResults)
    .values(
      leads.map((lead, position) => ({
        businessName: `Business ${position + 1}`,
        position,
        ...lead,
        userId,
        searchId: row.id,
      })),
    )
    .returning({ id: businessResults.id, position: businessResults.position });
  const ids = inserted.sort((a, b) => a.position - b.position).map((r) => r.id);
  return { searchId: row.id, ids };
}

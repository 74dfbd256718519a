import { eq, sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { businessResults, searchHistory, subscriptions, team, user } from '../server/db/schema';

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

/** The personal team every account is given (decision 101). */
export async function personalTeamOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ id: team.id }).from(team).where(eq(team.personalOf, userId));
  if (!row) throw new Error(`no personal team for ${userId}`);
  return row.id;
}

/**
 * A finished search made by `userId` holding `leads` (in order), in their personal team unless `search.teamId`
 * names another; returns the search id and the lead ids.
 */
export async function seedSearch(
  db: Db,
  userId: string,
  leads: Partial<Omit<TLeadRow, 'teamId' | 'searchId'>>[],
  search: { niche?: string; location?: string; createdAt?: Date; teamId?: string } = {},
) {
  const teamId = search.teamId ?? (await personalTeamOf(db, userId));
  const [row] = await db
    .insert(searchHistory)
    .values({
      teamId,
      createdBy: userId,
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
        teamId,
        searchId: row.id,
      })),
    )
    .returning({ id: businessResults.id, position: businessResults.position });
  const ids = inserted.sort((a, b) => a.position - b.position).map((r) => r.id);
  return { searchId: row.id, ids };
}

/** `userId`'s personal team as an SQL value, for rows a test inserts directly. */
export const personalTeamSql = (userId: string) =>
  sql<string>`(select ${team.id} from ${team} where ${team.personalOf} = ${userId})`;

/** The owner columns of a row `userId` made in their personal team (decision 101). */
export const ownedBy = (userId: string) => ({ teamId: personalTeamSql(userId), createdBy: userId });

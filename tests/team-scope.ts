import { eq } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { team } from '../server/db/schema';
import type { TeamScope } from '../server/lib/team-scope';

/** A person acting as owner of their personal team: the scope a fresh account's requests get. */
export async function personalScope(db: Db, userId: string): Promise<TeamScope> {
  const [row] = await db.select({ id: team.id }).from(team).where(eq(team.personalOf, userId));
  if (!row) throw new Error(`no personal team for ${userId}`);
  return { teamId: row.id, userId, role: 'owner' };
}

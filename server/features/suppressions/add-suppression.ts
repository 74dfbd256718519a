import { and, eq } from 'drizzle-orm';
import type { TSuppression, TSuppressionReason } from '@contracts/suppressions';
import type { Db } from '../../db/client';
import { suppressions } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { toSuppression } from './to-suppression';

/** Who adds an address: a member of the team, or nobody of it (`null`: the recipient's own unsubscribe). */
export type TSuppressionActor = Pick<TeamScope, 'teamId'> & { userId: string | null };

/**
 * Puts one address on the team's list. An address already listed keeps its first reason and source (an unsubscribe
 * stays an unsubscribe when someone later adds it by hand); `added` says whether this call listed it.
 * `email` must already be normalised (trimmed, lower-case: ZSuppressionEmail).
 */
export async function addSuppression(
  db: Db,
  actor: TSuppressionActor,
  entry: { email: string; reason: TSuppressionReason; source: string },
): Promise<{ suppression: TSuppression; added: boolean }> {
  const [inserted] = await db
    .insert(suppressions)
    .values({ teamId: actor.teamId, createdBy: actor.userId, ...entry })
    .onConflictDoNothing({ target: [suppressions.teamId, suppressions.email] })
    .returning();
  if (inserted) return { suppression: toSuppression(inserted), added: true };
  const [existing] = await db
    .select()
    .from(suppressions)
    .where(and(ofTeam(suppressions, actor), eq(suppressions.email, entry.email)));
  return { suppression: toSuppression(existing!), added: false };
}

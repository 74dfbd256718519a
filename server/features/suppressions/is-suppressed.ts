import { and, eq, inArray } from 'drizzle-orm';
import type { TSuppressionReason } from '@contracts/suppressions';
import type { Db } from '../../db/client';
import { suppressions } from '../../db/schema';
import { ofTeam } from '../../lib/team-scope';

const normalise = (email: string) => email.trim().toLowerCase();

/** The addresses of `emails` on the team's suppression list (lower-case): what a send must skip. */
export async function findSuppressed(
  db: Db,
  teamId: string,
  emails: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(emails.map(normalise))].filter(Boolean);
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ email: suppressions.email })
    .from(suppressions)
    .where(and(ofTeam(suppressions, { teamId }), inArray(suppressions.email, wanted)));
  return new Set(rows.map((row) => row.email));
}

/** Whether one address is on the team's suppression list (any case, surrounding spaces ignored). */
export async function isSuppressed(db: Db, teamId: string, email: string): Promise<boolean> {
  return (await findSuppressed(db, teamId, [email])).size > 0;
}

/** Why one address is on the team's list (its first reason), or null when it is not listed. */
export async function suppressionReason(
  db: Db,
  teamId: string,
  email: string,
): Promise<TSuppressionReason | null> {
  const [row] = await db
    .select({ reason: suppressions.reason })
    .from(suppressions)
    .where(and(ofTeam(suppressions, { teamId }), eq(suppressions.email, normalise(email))))
    .limit(1);
  return (row?.reason as TSuppressionReason | undefined) ?? null;
}

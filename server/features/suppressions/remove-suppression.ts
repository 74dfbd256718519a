import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { suppressions } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

/** DELETE /api/suppressions/:id — the address may be sent to again. Another team's entry is not found. */
export async function removeSuppression(db: Db, scope: Pick<TeamScope, 'teamId'>, id: string): Promise<void> {
  const deleted = await db
    .delete(suppressions)
    .where(and(eq(suppressions.id, id), ofTeam(suppressions, scope)))
    .returning({ id: suppressions.id });
  if (deleted.length === 0) throw notFound('Suppression');
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitors } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

/** Deletes a monitor and its run reports; the sweeps its runs made stay, with their leads. */
export async function deleteMonitor(db: Db, scope: Pick<TeamScope, 'teamId'>, monitorId: string) {
  const [deleted] = await db
    .delete(monitors)
    .where(and(eq(monitors.id, monitorId), ofTeam(monitors, scope)))
    .returning({ id: monitors.id });
  if (!deleted) throw notFound('Monitor');
}

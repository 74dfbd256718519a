import { isNull } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client';
import { sweeps } from '../../db/schema';
import { logger } from '../../core/logger';
import { queueSweep } from './sweep-queue';

/**
 * At a worker's start, every sweep not yet finished is queued again: one saved by a start that died before it
 * queued its job would otherwise wait forever (decision 144). A sweep whose job is still queued or running gets a
 * second one, which is harmless: a team's sweeps run one at a time, and a run that finds its sweep finished ends
 * at once.
 */
export async function recoverSweeps(db: Db, boss: Pick<PgBoss, 'send'>): Promise<void> {
  const open = await db
    .select({ sweepId: sweeps.id, teamId: sweeps.teamId })
    .from(sweeps)
    .where(isNull(sweeps.finishedAt));
  for (const job of open) await queueSweep(boss, job);
  if (open.length > 0) logger.info('queued unfinished sweeps again', { count: open.length });
}

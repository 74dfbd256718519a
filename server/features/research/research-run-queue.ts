import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client';
import { researchColumns } from '../../db/schema';
import { logger } from '../../core/logger';
import { defineQueue, keyedWorkQueue } from '../../lib/jobs';

export const RESEARCH_RUN_QUEUE = 'research.run';
/** A job asks every pending cell of one column, a few at a time, until none is left or the run stops. */
export type ResearchRunJob = { columnId: string; teamId: string };

/** Columns whose runs one instance works at once; each asks a few cells at a time (`CELLS_AT_ONCE`). */
const COLUMNS_PER_INSTANCE = 2;

/** One job per column at a time, whichever instance sends or works it (`keyedWorkQueue`, decision 145). */
export async function createResearchRunQueue(boss: PgBoss): Promise<void> {
  await defineQueue(boss, RESEARCH_RUN_QUEUE, keyedWorkQueue(5));
}

export async function queueResearchRun(boss: Pick<PgBoss, 'send'>, job: ResearchRunJob): Promise<void> {
  await boss.send(RESEARCH_RUN_QUEUE, job, { singletonKey: job.columnId });
}

/** After a restart: every column still running gets its job again (a no-op where one is queued). */
export async function recoverResearchRuns(db: Db, boss: PgBoss): Promise<void> {
  const running = await db
    .select({ columnId: researchColumns.id, teamId: researchColumns.teamId })
    .from(researchColumns)
    .where(eq(researchColumns.status, 'running'));
  for (const job of running)
    await queueResearchRun(boss, job).catch((error: unknown) =>
      logger.warn('could not queue a research run again', { ...job, error }),
    );
}

export async function workResearchRuns(
  boss: PgBoss,
  run: (job: ResearchRunJob) => Promise<void>,
): Promise<void> {
  await boss.work<ResearchRunJob>(
    RESEARCH_RUN_QUEUE,
    // A run waits at most one poll to start; its workers' idle polls are a query each on the embedded database.
    { pollingIntervalSeconds: 3, localConcurrency: COLUMNS_PER_INSTANCE },
    async ([job]) => run(job.data),
  );
}

import { and, eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client';
import { crmPushItems, crmPushes } from '../../db/schema';
import { logger } from '../../core/logger';
import { defineQueue, keyedWorkQueue } from '../../lib/jobs';

export const CRM_PUSH_QUEUE = 'crm.push';
/** A job works every pending item of one connection, oldest push first. */
export type CrmPushJob = { connectionId: string; teamId: string };

/**
 * One job per connection at a time, whichever instance sends or works it (decision 115): the stately policy
 * keeps at most one queued and one active job per `singletonKey` (the connection), and since a job works every
 * pending item of its connection, a send that policy drops loses nothing. The heartbeat hands a job whose
 * process died to another worker, which goes on from the first pending item.
 */
export async function createCrmPushQueue(boss: PgBoss): Promise<void> {
  await defineQueue(boss, CRM_PUSH_QUEUE, keyedWorkQueue(5));
}

export async function queueCrmPush(boss: Pick<PgBoss, 'send'>, job: CrmPushJob): Promise<void> {
  await boss.send(CRM_PUSH_QUEUE, job, { singletonKey: job.connectionId });
}

/** After a restart: every connection with pending items gets its job again (a no-op where one is queued). */
export async function recoverCrmPushes(db: Db, boss: PgBoss): Promise<void> {
  const waiting = await db
    .selectDistinct({ connectionId: crmPushes.connectionId, teamId: crmPushes.teamId })
    .from(crmPushItems)
    .innerJoin(crmPushes, eq(crmPushes.id, crmPushItems.pushId))
    .where(and(eq(crmPushItems.status, 'pending'), sql`${crmPushes.finishedAt} is null`));
  for (const job of waiting)
    await queueCrmPush(boss, job).catch((error: unknown) =>
      logger.warn('could not queue a CRM push again', { ...job, error }),
    );
}

export async function workCrmPushes(boss: PgBoss, run: (job: CrmPushJob) => Promise<void>): Promise<void> {
  await boss.work<CrmPushJob>(
    CRM_PUSH_QUEUE,
    { pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 2 },
    async ([job]) => run(job.data),
  );
}

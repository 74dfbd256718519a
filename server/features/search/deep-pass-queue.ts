import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client';
import { businessResults, nextLeadRevision, searchHistory } from '../../db/schema';
import { logger } from '../../core/logger';
import { recordAutoPushes, type CrmPushJob } from '../crm';
import { defineQueue } from '../../lib/jobs';

export const DEEP_QUEUE = 'lead.deep';
/** One lead's deep job; it names the lead's team (jobs queued before teams may not). */
export type DeepJob = { leadId: string; teamId?: string };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How long a deep job waits for running first passes to end before it goes anyway (no starvation). */
const YIELD_TO_SEARCHES_MAX_MS = 60_000;
const YIELD_POLL_MS = 250;

/**
 * The second pass runs as its own durable queue (decision 092): one job per lead with a website, singleton per
 * lead (a lead is never queued or run twice at once, whichever instance sends or works it), retried after a
 * crash by the heartbeat like a search. Its workers are few (DEEP_PASS_CONCURRENCY) and yield to first passes.
 */
export async function createDeepPassQueue(boss: PgBoss): Promise<void> {
  await defineQueue(boss, DEEP_QUEUE, {
    policy: 'stately',
    notify: true,
    heartbeatSeconds: 10,
    expireInSeconds: 300,
    retryLimit: 3,
    retryDelay: 5,
    deleteAfterSeconds: 24 * 3600,
  });
}

/**
 * At the end of a search's first pass, in the transaction that finishes it: every lead not yet given a deep
 * status becomes `pending` (it has a website) or `skipped`. Marked in the same transaction, so a stream that
 * sees the search completed also sees its deep checks pending. A skipped lead's check has ended here, so
 * auto-push (decision 115) meets it now. Returns the leads to queue and the CRM pushes to queue, after the commit.
 */
export async function markDeepPassPending(
  tx: Tx | Db,
  searchId: string,
): Promise<{ deepJobs: DeepJob[]; pushes: CrmPushJob[] }> {
  const marked = await tx
    .update(businessResults)
    .set({
      deepStatus: sql`case when coalesce(${businessResults.website}, '') = '' then 'skipped' else 'pending' end`,
      revision: nextLeadRevision(),
      updatedAt: sql`clock_timestamp()`,
    })
    .where(and(eq(businessResults.searchId, searchId), isNull(businessResults.deepStatus)))
    .returning({
      leadId: businessResults.id,
      teamId: businessResults.teamId,
      status: businessResults.deepStatus,
    });
  const pushes: CrmPushJob[] = [];
  for (const lead of marked.filter((one) => one.status === 'skipped'))
    pushes.push(...(await recordAutoPushes(tx as Db, { id: lead.leadId, teamId: lead.teamId })));
  const deepJobs = marked
    .filter((lead) => lead.status === 'pending')
    .map(({ leadId, teamId }) => ({ leadId, teamId }));
  return { deepJobs, pushes };
}

/**
 * How long after a search's first pass its deeper checks may start: the search's end and its leads' last rows
 * reach the live streams first, before the deeper checks' reads and writes take the server's thread.
 */
const DEEP_PASS_GRACE_MS = 1_000;

/**
 * Queues deep jobs (after the commit that marked them pending), to start DEEP_PASS_GRACE_MS later. A lead
 * already queued or running is skipped.
 */
export async function queueDeepPass(boss: Pick<PgBoss, 'insert'>, jobs: DeepJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const startAfter = new Date(Date.now() + DEEP_PASS_GRACE_MS);
  await boss.insert(
    DEEP_QUEUE,
    jobs.map((data) => ({ data, singletonKey: data.leadId, startAfter })),
  );
}

/**
 * After a restart: leads still `pending` or `running` whose job was lost between the commit and the send (a
 * crash) are queued again; a job pg-boss already holds for the lead makes the send a no-op (stately policy).
 */
export async function recoverDeepPass(db: Db, boss: PgBoss): Promise<void> {
  const waiting = await db
    .select({ leadId: businessResults.id, teamId: businessResults.teamId })
    .from(businessResults)
    .where(inArray(businessResults.deepStatus, ['pending', 'running']));
  for (const job of waiting) {
    await boss.send(DEEP_QUEUE, job, { singletonKey: job.leadId }).catch((error: unknown) => {
      logger.warn('could not queue a deep check again', { leadId: job.leadId, error });
    });
  }
}

/**
 * Lower priority than any first pass: a deep job starts only when no search is running its first pass on any
 * instance (a live lease), or after waiting YIELD_TO_SEARCHES_MAX_MS. Running deep jobs are not interrupted.
 */
export async function waitForFirstPasses(db: Db, maxMs = YIELD_TO_SEARCHES_MAX_MS): Promise<void> {
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    const [running] = await db
      .select({ id: searchHistory.id })
      .from(searchHistory)
      .where(
        and(
          inArray(searchHistory.status, ['searching', 'enriching']),
          sql`${searchHistory.leaseUntil} > now()`,
        ),
      )
      .limit(1);
    if (!running) return;
    await new Promise((resolve) => setTimeout(resolve, YIELD_POLL_MS));
  }
}

/** Works deep jobs on this instance; what `run` returns is kept as the job's output. */
export async function workDeepPass(
  boss: PgBoss,
  concurrency: number,
  run: (job: DeepJob) => Promise<object | void>,
): Promise<void> {
  if (concurrency <= 0) return;
  await boss.work<DeepJob>(
    DEEP_QUEUE,
    { localConcurrency: concurrency, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 2 },
    async ([job]) => run(job.data),
  );
}

import type { PgBoss } from 'pg-boss';
import { defineQueue } from '../../lib/jobs';

export const PAGESPEED_QUEUE = 'lead.pagespeed';
/** One lead's PageSpeed check, sent when its deep pass ended. */
export type PageSpeedJob = { leadId: string; teamId: string };

/** Checks one instance runs at once (each for another team: a team has at most one running). */
const PAGESPEED_WORKERS = 2;

/**
 * At most one PageSpeed request per team at a time, whichever instances work the queue (decision 131): every
 * job of a team shares its `singletonKey` under the singleton policy, whose unique index lets only one of them
 * be active (a second fetch that tries loses and comes back empty), and its group, whose concurrency of 1 makes
 * fetches pass over a team that has one running, so other teams' checks are not held up behind it. Failures
 * Google may get over (rate limits, 5xx) are retried later with backoff; the heartbeat hands a check whose
 * process died to another worker.
 */
export async function createPageSpeedQueue(boss: PgBoss): Promise<void> {
  await defineQueue(boss, PAGESPEED_QUEUE, {
    policy: 'singleton',
    notify: true,
    heartbeatSeconds: 10,
    expireInSeconds: 600,
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    deleteAfterSeconds: 24 * 3600,
  });
}

export async function queuePageSpeed(boss: Pick<PgBoss, 'send'>, job: PageSpeedJob): Promise<void> {
  await boss.send(PAGESPEED_QUEUE, job, { singletonKey: job.teamId, group: { id: job.teamId } });
}

/** Works PageSpeed checks on this instance; what `run` returns is kept as the job's output. */
export async function workPageSpeed(
  boss: PgBoss,
  run: (job: PageSpeedJob) => Promise<object | void>,
): Promise<void> {
  await boss.work<PageSpeedJob>(
    PAGESPEED_QUEUE,
    {
      localConcurrency: PAGESPEED_WORKERS,
      groupConcurrency: 1,
      pollingIntervalSeconds: 1,
      notifyPollingIntervalSeconds: 2,
    },
    async ([job]) => run(job.data),
  );
}

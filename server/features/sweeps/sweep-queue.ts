import type { PgBoss } from 'pg-boss';
import { defineQueue } from '../../lib/jobs';

export const SWEEP_QUEUE = 'sweep.run';
/** One sweep's run; it names the team, whose sweeps run one at a time. */
export type SweepJob = { sweepId: string; teamId: string };

/** Sweeps one instance runs at once (each for another team). */
const SWEEP_WORKERS = 2;

/**
 * Sweeps have their own queue (decision 144), so a large sweep never holds a `search.run` worker and ordinary
 * searches keep their own fair share. At most one sweep per team runs at a time, whichever instances work the
 * queue: every job of a team shares its `singletonKey` under the singleton policy (only one of them may be
 * active) and its group, whose concurrency of 1 makes fetches pass over a team that has one running, so other
 * teams' sweeps are not held up behind it (as `lead.pagespeed`, decision 131). The heartbeat hands a sweep whose
 * process died to another worker, which resumes it from what is stored (runSweep).
 */
export async function createSweepQueue(boss: PgBoss): Promise<void> {
  await defineQueue(boss, SWEEP_QUEUE, {
    policy: 'singleton',
    notify: true,
    heartbeatSeconds: 10,
    expireInSeconds: 3_600,
    retryLimit: 20,
    retryDelay: 2,
    deleteAfterSeconds: 7 * 24 * 3600,
  });
}

export async function queueSweep(boss: Pick<PgBoss, 'send'>, job: SweepJob): Promise<void> {
  await boss.send(SWEEP_QUEUE, job, { singletonKey: job.teamId, group: { id: job.teamId } });
}

/** Works sweeps on this instance; what `run` returns is kept as the job's output. */
export async function workSweeps(
  boss: PgBoss,
  run: (sweepId: string) => Promise<object | void>,
): Promise<void> {
  await boss.work<SweepJob>(
    SWEEP_QUEUE,
    {
      localConcurrency: SWEEP_WORKERS,
      groupConcurrency: 1,
      pollingIntervalSeconds: 1,
      notifyPollingIntervalSeconds: 2,
    },
    async ([job]) => run(job.data.sweepId),
  );
}

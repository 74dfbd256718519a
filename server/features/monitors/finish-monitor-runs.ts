import { and, eq, inArray, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import { summarizeReport } from '@contracts/monitors';
import type { Db } from '../../db/client';
import {
  businessResults,
  monitorRuns,
  monitors,
  notifications,
  searchHistory,
  sweeps,
  teamMember,
  user,
} from '../../db/schema';
import type { Config } from '../../config';
import { createMailer } from '../../integrations/smtp/mailer';
import { emitTeamEvent } from '../webhooks';
import { diffSweeps } from './diff-sweeps';
import { sendMonitorDigest } from './send-monitor-digest';

/** A run whose sweep never got saved (its process died in between) is given up after this long. */
const STUCK_AFTER = sql`interval '15 minutes'`;

/**
 * Ends every monitor run whose sweep has ended and whose leads' deeper checks have too (so a chatbot found on a
 * deeper page is not reported as new against a baseline read as deeply), any team's (the tick calls it): its report against the
 * monitor's baseline, stored with the run's end in one transaction that also makes the run's sweep the next
 * baseline, tells every member of the team in the bell and records the `monitor.run_completed` webhook; then
 * mails the digest to every member. The run is claimed by a conditional update, so on
 * several instances each run is reported once. Runs whose sweep was never saved are failed after a while.
 */
export async function finishMonitorRuns({ db, config }: { db: Db; config: Config }): Promise<void> {
  const mailer = createMailer(config);
  await db
    .update(monitorRuns)
    .set({ status: 'failed', errorMessage: 'The run was interrupted', finishedAt: sql`now()` })
    .where(
      and(
        eq(monitorRuns.status, 'running'),
        isNull(monitorRuns.sweepId),
        lt(monitorRuns.startedAt, sql`now() - ${STUCK_AFTER}`),
      ),
    );
  const ended = await db
    .select({ run: monitorRuns, monitor: monitors })
    .from(monitorRuns)
    .innerJoin(sweeps, eq(sweeps.id, monitorRuns.sweepId))
    .innerJoin(monitors, eq(monitors.id, monitorRuns.monitorId))
    .where(
      and(
        eq(monitorRuns.status, 'running'),
        isNotNull(sweeps.finishedAt),
        // Compared once its leads are read as deeply as the baseline's were: no deeper check still to come.
        notExists(
          db
            .select({ id: businessResults.id })
            .from(businessResults)
            .innerJoin(searchHistory, eq(searchHistory.id, businessResults.searchId))
            .where(
              and(
                eq(searchHistory.sweepId, monitorRuns.sweepId),
                inArray(businessResults.deepStatus, ['pending', 'running']),
              ),
            ),
        ),
      ),
    );
  for (const { run, monitor } of ended) {
    const report = await diffSweeps(db, monitor.baselineSweepId, run.sweepId!);
    const link = new URL(`/dashboard/monitors/${monitor.id}`, config.APP_URL).toString();
    const recipients = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(monitorRuns)
        .set({ status: 'completed', report, finishedAt: sql`now()` })
        .where(and(eq(monitorRuns.id, run.id), eq(monitorRuns.status, 'running')))
        .returning({ id: monitorRuns.id });
      if (!claimed) return [];
      await tx.update(monitors).set({ baselineSweepId: run.sweepId }).where(eq(monitors.id, monitor.id));
      await emitTeamEvent(tx, monitor.teamId, 'monitor.run_completed', {
        monitor: { id: monitor.id, name: monitor.name, cadence: monitor.cadence },
        run: { id: run.id, sweepId: run.sweepId, finishedAt: new Date().toISOString() },
        report,
      });
      const members = await tx
        .select({ userId: teamMember.userId, email: user.email })
        .from(teamMember)
        .innerJoin(user, eq(user.id, teamMember.userId))
        .where(eq(teamMember.teamId, monitor.teamId));
      if (members.length === 0) return [];
      await tx.insert(notifications).values(
        members.map(({ userId }) => ({
          teamId: monitor.teamId,
          userId,
          title: `${monitor.name}: ${summarizeReport(report)}`,
          body: `The ${monitor.cadence} run of your monitor has finished.`,
          link: `/dashboard/monitors/${monitor.id}`,
        })),
      );
      return members.map((member) => member.email);
    });
    await sendMonitorDigest(mailer, { name: monitor.name, link }, report, recipients);
  }
}

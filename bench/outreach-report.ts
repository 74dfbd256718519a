/**
 * bench:outreach's figures, read after the run from the outbox, the cap's ledger and the lead trail, and from what
 * the fake SMTP received: sends per day, mailbox and step; duplicates and lost messages across all days; the window;
 * the follow-ups' delay and threading; the kill's in-flight messages; reply-to-stop times; the workers' CPU and memory.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TFakeSmtpMessage } from '@fakes/smtp/start-fake-smtp';
import type { Db } from '@server/db/client';
import {
  campaignEnrolments,
  campaignMessages,
  leadActivity,
  mailboxSendDays,
  type TCampaignStep,
} from '@server/db/schema';
import {
  addSendingDays,
  isInWindow,
  sendingDayKey,
  type OutreachClock,
  type TWindow,
} from '@server/features/outbox/outreach-clock';
import type { TWorkerUsage } from './outreach-worker';

/** The rows left `sending` by the killed worker, and whether the fake SMTP had each before the kill. */
export type TInFlight = {
  killedAt: Date;
  pid: number;
  restartedAt: Date;
  rows: { id: string; messageId: string; deliveredBefore: boolean }[];
};

/** One prospect's reply: delivered to the mailbox's INBOX at `deliveredAt`, its enrolment seen `replied` at `stoppedAt`. */
export type TReply = { email: string; answered: string; deliveredAt: number; stoppedAt: number | null };

type TRun = {
  db: Db;
  clock: OutreachClock;
  window: TWindow;
  mailboxIds: string[];
  cap: number;
  steps: TCampaignStep[];
  /** An instant inside each sending day of the run. */
  days: Date[];
  delivered: TFakeSmtpMessage[];
  inFlight: TInFlight;
  replies: TReply[];
  replyGoal: number;
  usages: TWorkerUsage[];
  /** The bench process's own stalls, in milliseconds. */
  stalls: number[];
  seconds: number;
};

const line = (label: string, value: string) => console.log(`  ${label.padEnd(46)} ${value}`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const MB = 1024 * 1024;
/** Replies this soon after the kill wait for the dead worker's inbox watch to be handed over (its heartbeat, a retry). */
const AFTER_KILL_MS = 120_000;

export async function printReport(run: TRun): Promise<void> {
  const { db, clock, window, mailboxIds } = run;
  const rows = await db
    .select({
      id: campaignMessages.id,
      enrolmentId: campaignMessages.enrolmentId,
      stepIndex: campaignMessages.stepIndex,
      mailboxId: campaignMessages.mailboxId,
      messageId: campaignMessages.messageId,
      state: campaignMessages.state,
      dueAt: campaignMessages.dueAt,
      claimedAt: campaignMessages.claimedAt,
      sentAt: campaignMessages.sentAt,
    })
    .from(campaignMessages)
    .where(inArray(campaignMessages.mailboxId, mailboxIds));
  const ledger = await db
    .select()
    .from(mailboxSendDays)
    .where(inArray(mailboxSendDays.mailboxId, mailboxIds));
  const trail = await db
    .select({
      messageId: sql<string>`${leadActivity.details}->>'messageId'`,
      count: sql<number>`count(*)::int`,
    })
    .from(leadActivity)
    .where(eq(leadActivity.kind, 'sent'))
    .groupBy(sql`1`);
  const enrolments = await db
    .select({ id: campaignEnrolments.id, repliedAt: campaignEnrolments.repliedAt })
    .from(campaignEnrolments)
    .where(and(inArray(campaignEnrolments.mailboxId, mailboxIds), eq(campaignEnrolments.state, 'replied')));

  const sent = rows.filter((row) => row.state === 'sent' && row.claimedAt && row.sentAt);
  const byMessageId = new Map(rows.map((row) => [row.messageId, row]));
  const byStep = new Map(rows.map((row) => [`${row.enrolmentId}:${row.stepIndex}`, row]));
  const deliveries = new Map<string, TFakeSmtpMessage[]>();
  for (const message of run.delivered)
    deliveries.set(message.messageId ?? '', [...(deliveries.get(message.messageId ?? '') ?? []), message]);
  const claimDay = (row: (typeof rows)[number]) =>
    sendingDayKey(clock.toVirtual(row.claimedAt!), window.timeZone);

  // Per day (the run's days, and any later one a claim fell on): each mailbox's sends (by claim time, and the
  // cap's own ledger) and each step's.
  const days = [
    ...new Set([
      ...run.days.map((instant) => sendingDayKey(clock.toVirtual(instant), window.timeZone)),
      ...sent.map(claimDay),
    ]),
  ].sort();
  for (const [index, day] of days.entries()) {
    const ofDay = sent.filter((row) => claimDay(row) === day);
    const boxes = mailboxIds.map((mailboxId, m) => {
      const count = ofDay.filter((row) => row.mailboxId === mailboxId).length;
      const taken = ledger.find((row) => row.mailboxId === mailboxId && row.day === day)?.sent ?? 0;
      return `mailbox ${m + 1} ${String(count).padStart(3)} (ledger ${String(taken).padStart(3)}/${run.cap})`;
    });
    const steps = run.steps.map(
      (_, s) => `step ${s + 1} ${String(ofDay.filter((row) => row.stepIndex === s).length).padStart(3)}`,
    );
    console.log(`  day ${index + 1} ${day}   ${boxes.join('   ')}   ${steps.join('  ')}`);
  }
  const overCap = ledger.filter((row) => row.sent > run.cap).length;
  line('days above the cap (ledger)', `${overCap} (goal 0)`);
  const states = new Map<string, number>();
  for (const row of rows) states.set(row.state, (states.get(row.state) ?? 0) + 1);
  line('outbox rows by state', [...states].map(([state, n]) => `${state} ${n}`).join(', '));

  // Exactly once, across all days and the kill.
  const twice = [...deliveries.values()].filter((list) => list.length > 1);
  const recordedTwice = trail.filter(
    (row) =>
      row.count > 1 &&
      byMessageId.has(row.messageId) &&
      mailboxIds.includes(byMessageId.get(row.messageId)!.mailboxId!),
  ).length;
  const notRecorded = [...deliveries.keys()].filter((id) => byMessageId.get(id)?.state !== 'sent').length;
  const neverDelivered = sent.filter((row) => !deliveries.has(row.messageId)).length;
  const leftSending = rows.filter((row) => row.state === 'sending').length;
  line('deliveries to the fake SMTP', `${run.delivered.length} (${deliveries.size} Message-IDs)`);
  line('Message-IDs delivered more than once', `${twice.length} (goal 0)`);
  line('outbox rows recorded sent more than once', `${recordedTwice} (goal 0)`);
  line('lost: delivered but not recorded sent', `${notRecorded} (goal 0)`);
  line('lost: recorded sent but never delivered', `${neverDelivered} (goal 0)`);
  line('rows left sending at the end', `${leftSending} (goal 0)`);
  line(
    'sends outside the window (claim time)',
    `${sent.filter((row) => !isInWindow(clock.toVirtual(row.claimedAt!), window)).length} (goal 0)`,
  );

  // Follow-ups: due their step delay (sending days) after the step before went out, and threaded to it.
  const followUps = sent.filter((row) => row.stepIndex > 0);
  let early = 0;
  let threaded = 0;
  const lateHours: number[] = [];
  for (const row of followUps) {
    const before = byStep.get(`${row.enrolmentId}:${row.stepIndex - 1}`)!;
    const days = run.steps[row.stepIndex]!.dayOffset - run.steps[row.stepIndex - 1]!.dayOffset;
    const due = clock.toReal(addSendingDays(clock.toVirtual(before.sentAt!), days, window));
    if (row.claimedAt!.getTime() < due.getTime() - 1) early += 1;
    lateHours.push(clock.toVirtual(row.claimedAt!).getTime() - clock.toVirtual(due).getTime());
    const message = deliveries.get(row.messageId)?.[0];
    if (message?.inReplyTo === before.messageId && message.references.includes(before.messageId))
      threaded += 1;
  }
  line('follow-ups sent before their step delay', `${early} of ${followUps.length} (goal 0)`);
  line('follow-ups threaded to the step before', `${threaded} of ${followUps.length}`);
  if (followUps.length)
    line(
      'follow-ups sent after due (virtual hours)',
      `median ${(median(lateHours) / 3_600_000).toFixed(1)}, max ${(Math.max(...lateHours) / 3_600_000).toFixed(1)}`,
    );

  // The kill.
  const { killedAt, restartedAt } = run.inFlight;
  const firstAfter = run.delivered.find((message) => message.receivedAt > restartedAt);
  line(
    `kill -9 of worker ${run.inFlight.pid}`,
    `at ${sendingDayKey(clock.toVirtual(killedAt), window.timeZone)} ${localTime(clock.toVirtual(killedAt), window.timeZone)} local; ` +
      `a new worker up after ${secondsBetween(killedAt, restartedAt)} s, sending after ${firstAfter ? secondsBetween(killedAt, firstAfter.receivedAt) : '—'} s`,
  );
  for (const flight of run.inFlight.rows) {
    const row = byMessageId.get(flight.messageId)!;
    const times = deliveries.get(flight.messageId)?.length ?? 0;
    const again = row.claimedAt && row.claimedAt > killedAt;
    const how = flight.deliveredBefore
      ? 'delivered before the kill'
      : again
        ? `not delivered before the kill; claimed again ${secondsBetween(killedAt, row.claimedAt!)} s after it (settled: not in Sent)`
        : 'not delivered before the kill';
    line(
      `  in flight: step ${row.stepIndex + 1} ${flight.messageId.slice(1, 9)}…`,
      `${how}; now ${row.state}, delivered ${times}× (goal 1)`,
    );
  }

  // Replies: those within two minutes after the kill wait for the dead worker's inbox watch to be handed over.
  const stopped = run.replies.filter((reply) => reply.stoppedAt !== null);
  const secondsOf = (reply: TReply) => (reply.stoppedAt! - reply.deliveredAt) / 1000;
  const nearKill = (reply: TReply) =>
    reply.deliveredAt >= killedAt.getTime() && reply.deliveredAt < killedAt.getTime() + AFTER_KILL_MS;
  const answeredSteps = run.replies.map((reply) => (byMessageId.get(reply.answered)?.stepIndex ?? -1) + 1);
  line(
    `replies: ${run.replies.length} of ${run.replyGoal}, ${stopped.length} stopped`,
    `answering steps ${[1, 2, 3].map((s) => `${s}: ${answeredSteps.filter((a) => a === s).length}`).join(', ')}`,
  );
  for (const [label, group] of [
    ['  reply → stopped, away from the kill', stopped.filter((reply) => !nearKill(reply))],
    ['  reply → stopped, ≤ 2 min after the kill', stopped.filter(nearKill)],
  ] as const) {
    const times = group.map(secondsOf);
    line(
      `${label} (${group.length})`,
      group.length
        ? `median ${median(times).toFixed(1)} s, max ${Math.max(...times).toFixed(1)} s (goals ≤ 10 s, ≤ 60 s): ` +
            times.map((time) => time.toFixed(1)).join(' ')
        : '—',
    );
  }
  const afterReply = rows.filter((row) => {
    const enrolment = enrolments.find((e) => e.id === row.enrolmentId);
    return enrolment?.repliedAt && row.claimedAt && row.claimedAt > enrolment.repliedAt;
  }).length;
  line('messages claimed after a reply was recorded', `${afterReply} (goal 0)`);

  const cpu = run.usages.reduce((sum, usage) => sum + usage.cpuMs, 0);
  line(
    'worker CPU (scheduler, watchers, queues)',
    `${(cpu / 1000).toFixed(1)} s over ${run.seconds.toFixed(0)} s (${run.usages.map((u) => `${(u.cpuMs / 1000).toFixed(1)} s`).join(' + ')})`,
  );
  line('worker peak RSS', run.usages.map((u) => `${(u.peakRssBytes / MB).toFixed(0)} MB`).join(', '));
  const workerStopped = run.usages.reduce((sum, usage) => sum + usage.stoppedSeconds, 0);
  line(
    'pauses from outside (timings suspect if any)',
    `bench stalls > 2.5 s: ${run.stalls.length}${run.stalls.length ? ` (longest ${(Math.max(...run.stalls) / 1000).toFixed(1)} s)` : ''}; ` +
      `worker seen stopped: ${workerStopped} s`,
  );
}

const secondsBetween = (a: Date, b: Date) => ((b.getTime() - a.getTime()) / 1000).toFixed(1);
const localTime = (virtual: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    virtual,
  );

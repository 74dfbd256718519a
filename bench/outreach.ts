/**
 * `npm run bench:outreach` — issue 35's scheduler over several sending days: 1,000 enrolments × 3 threaded steps
 * (day offsets 0, 1, 2), launched at once, from two mailboxes with a daily cap of 200 each; the fake SMTP (behind a
 * TCP tap that tells when a message is in the SMTP conversation) and two private dovecots (Sent copies, replies).
 *
 * On PostgreSQL, with the scheduler in its own process (decision 140, addendum "bench:outreach"): the app's worker
 * (`server/main.ts`, LEADSCOUT_ROLE=worker) sends, as in production; this process seeds, launches (as a `web`
 * process: it only enqueues), replies and measures. PostgreSQL on 127.0.0.1:5432 with trust auth, or
 * TEST_POSTGRES_URL; the bench makes a database of its own and drops it. In the middle of the first day, the moment
 * a message's RCPT TO passes the tap, the worker gets SIGKILL and a new one starts: each message it had claimed must
 * end delivered exactly once (the Sent-folder settle of decision 140).
 *
 * A sending day lasts BENCH_DAY_SECONDS real seconds (default 80; `OUTREACH_DAY_SECONDS`), BENCH_DAYS of them
 * (default 7); the window is 04–24 in a time zone chosen so it opens within the first virtual hour (a wide window
 * keeps the nights short; its four closed hours still test it). The scheduler sends the earliest due message first,
 * so the 1,000 first steps due at launch take two and a half days of the two caps before any follow-up goes; with
 * the kill costing most of day 1 (the new worker sends again about a minute later), the first step 3 goes on day 6
 * or 7 (fewer sends a day on a loaded machine: raise BENCH_DAYS). The run lasts as long as its days, about 10 minutes.
 *
 * While mail goes out, 20 prospects reply (spread across the days' windows, each to the newest message sent).
 * Prints, per day: each mailbox's sends and the cap's ledger (goal: never above the cap) and each step's; across all
 * days: duplicates (a Message-ID delivered twice, an outbox row recorded sent twice: 0), lost messages (0), sends
 * outside the window (0), follow-ups sent before their step delay (0), their threading and how long after due they
 * went; the kill's in-flight messages and how each ended (delivered once); reply-to-stop times (median ≤ 10 s,
 * max ≤ 60 s), apart for replies within two minutes after the kill; the worker processes' CPU and peak memory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { startFakeSmtp } from '@fakes/smtp/start-fake-smtp';
import { createApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createDeps } from '@server/create-deps';
import { campaignEnrolments, campaignMessages, mailboxes } from '@server/db/schema';
import { queueInboxWatch } from '@server/features/inbox';
import { queueMailboxSender } from '@server/features/outbox';
import { outreachClock, type TWindow } from '@server/features/outbox/outreach-clock';
import { SETTLE_AFTER_MS } from '@server/features/outbox/settle-claimed-messages';
import { deliverToInbox } from '@fakes/imap/deliver-to-inbox';
import { prospectReply } from '@fakes/imap/prospect-reply';
import { startDovecot, type TDovecot } from '@fakes/imap/start-dovecot';
import { insertLaunchedCampaign, insertMailbox, step } from '../tests/outbox-fixtures';
import {
  createDatabaseFromTemplate,
  createPostgresTemplate,
  dropRunDatabases,
  postgresAdminUrl,
} from '../tests/postgres-admin';
import { personalTeamOf, seedSearch, userIdOf } from '../tests/seed-leads';
import { startTcpTap } from '../tests/tcp-tap';
import { printReport, type TInFlight, type TReply } from './outreach-report';
import { startWorker, type TWorker, type TWorkerUsage } from './outreach-worker';

process.env.LOG_LEVEL = 'silent';
const DAY_SECONDS = Number(process.env.BENCH_DAY_SECONDS ?? 80);
const DAYS = Number(process.env.BENCH_DAYS ?? 7);
const ENROLMENTS = 1000;
const CAP = 200;
const REPLIES = 20;
const STEPS = [step('Quick idea', 0), step('Following up', 1), step('Last note', 2)];
const ORIGIN = 'http://localhost:3000';
const SECRET = 'bench-secret-bench-secret-bench-secret-01';
/** The kill: this far into the first day's window (local hours after its opening). */
const KILL_AFTER_HOURS = 8;
/** A gap this long between two half-second ticks of the bench's own timer is a stall. */
const STALL_MS = 2500;

const clock = outreachClock(DAY_SECONDS);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const hoursOf = (virtual: Date) => virtual.getUTCHours() + virtual.getUTCMinutes() / 60;
/** The Etc/GMT zone whose local time is `hour`:xx now on the virtual clock (Etc/GMT-N is UTC+N). */
function zoneAt(hour: number): string {
  const offset = ((hour - Math.floor(hoursOf(clock.toVirtual(new Date()))) + 36) % 24) - 12;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
/** The mailboxes' window: its zone is chosen when the worker is up (until then no day is a sending day). */
const WINDOW: TWindow = { timeZone: 'UTC', days: [1, 2, 3, 4, 5, 6, 7], startHour: 4, endHour: 24 };
/** The local time of a real instant on the virtual clock, in hours (13.5 is 13:30). */
function localHour(real: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: WINDOW.timeZone,
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(clock.toVirtual(real));
  const value = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return value('hour') + value('minute') / 60 + value('second') / 3600;
}

const admin = postgresAdminUrl();
/** What the run started, ended in reverse at the end, on a failure or on Ctrl-C: no process or database is left. */
const cleanups: (() => unknown)[] = [];
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    for (const cleanup of cleanups.reverse())
      await Promise.resolve()
        .then(cleanup)
        .catch(() => undefined);
  })());
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
cleanups.push(() => dropRunDatabases(admin));
try {
  const databaseUrl = await createDatabaseFromTemplate(admin, await createPostgresTemplate(admin));
  const dataDir = mkdtempSync(join(tmpdir(), 'leadscout-bench-outreach-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const smtp = await startFakeSmtp();
  cleanups.push(() => smtp.close());
  const tap = await startTcpTap(smtp.port);
  cleanups.push(() => tap.close());
  const dovecots: TDovecot[] = [];
  for (let i = 0; i < 2; i++) {
    const imap = await startDovecot();
    cleanups.push(() => imap.stop());
    dovecots.push(imap);
  }
  const env = {
    DATABASE_URL: databaseUrl,
    APP_SECRET: SECRET,
    CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true',
    OUTREACH_DAY_SECONDS: String(DAY_SECONDS),
  };
  // This process seeds, launches and watches (a `web` process: it only enqueues); the worker sends.
  const config = loadConfig({ ...env, LEADSCOUT_ROLE: 'web', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const deps = await createDeps(config, { enrichLead: async () => ({ enrichmentStatus: 'skipped' }) });
  cleanups.push(async () => {
    await deps.boss.stop({ graceful: false, close: true });
    await deps.database.close();
  });
  const app = createApp(deps);
  await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-1', name: 'Bench' }),
  });
  const userId = await userIdOf(deps.db, 'bench@example.com');
  const owner = { teamId: await personalTeamOf(deps.db, userId), createdBy: userId };
  const emailOf = (i: number) => `owner${i}@biz${i}.test`;
  const { ids } = await seedSearch(
    deps.db,
    userId,
    Array.from({ length: ENROLMENTS }, (_, i) => ({ businessName: `Business ${i}`, email: emailOf(i) })),
  );
  const mailboxIds: string[] = [];
  for (const [m, imap] of dovecots.entries()) {
    const servers = { smtpPort: tap.port, imapPort: imap.port, imapUser: imap.user, password: imap.password };
    const settings = {
      timeZone: WINDOW.timeZone,
      sendDays: [],
      windowStartHour: WINDOW.startHour,
      windowEndHour: WINDOW.endHour,
      dailyCap: CAP,
      fromAddress: `sender${m}@agency.test`,
    };
    const mailboxId = await insertMailbox(deps.db, deps.appSecret, owner, servers, settings, {
      inboxWatched: false,
    });
    mailboxIds.push(mailboxId);
    const half = ENROLMENTS / 2;
    await insertLaunchedCampaign(deps.db, owner, {
      mailboxId,
      name: `Bench ${m + 1}`,
      steps: STEPS,
      recipients: ids
        .slice(m * half, (m + 1) * half)
        .map((leadId, i) => ({ leadId, email: emailOf(m * half + i) })),
    });
  }

  // The worker starts while the mailboxes send on no day; then their zone becomes one where it is 03:xx, so the
  // window opens within the virtual hour, and the senders are woken as a launch wakes them.
  const workerEnv = { ...env, DATA_DIR: join(dataDir, 'worker') };
  let worker: TWorker = await startWorker(workerEnv);
  cleanups.push(() => worker.kill());
  const firstWorkerPid = worker.pid;
  WINDOW.timeZone = zoneAt(WINDOW.startHour - 1);
  await deps.db
    .update(mailboxes)
    .set({ timeZone: WINDOW.timeZone, sendDays: [...WINDOW.days] })
    .where(inArray(mailboxes.id, mailboxIds));
  const startedAt = Date.now();
  // Pauses of this process (stopped from outside, or its event loop starved) make the timings suspect: counted.
  const stalls: number[] = [];
  let tick = Date.now();
  const watchdog = setInterval(() => {
    if (Date.now() - tick > STALL_MS) stalls.push(Date.now() - tick);
    tick = Date.now();
  }, 500);
  cleanups.push(() => clearInterval(watchdog));
  for (const mailboxId of mailboxIds) {
    await queueInboxWatch(deps.boss, mailboxId);
    await queueMailboxSender(deps.boss, mailboxId);
  }
  const startHour = localHour(new Date(startedAt));
  /** The real instant of local `hour` on sending day `day` (0-based) of the run. */
  const realAt = (day: number, hour: number) =>
    startedAt + ((day * 24 + hour - startHour) / 24) * DAY_SECONDS * 1000;
  console.log(
    `bench:outreach — ${ENROLMENTS} enrolments × ${STEPS.length} steps (day offsets ${STEPS.map((s) => s.dayOffset).join(', ')}), ` +
      `2 mailboxes capped at ${CAP}/day, ${DAYS} sending days of ${DAY_SECONDS} s (window ${WINDOW.startHour}–${WINDOW.endHour} ${WINDOW.timeZone}), ` +
      `PostgreSQL, the scheduler in a worker process killed with SIGKILL on day 1`,
  );

  /** The kill: a message in the SMTP conversation (its RCPT TO just passed the tap), the other mailbox wherever it is. */
  const usages: TWorkerUsage[] = [];
  const killAt = realAt(0, WINDOW.startHour + KILL_AFTER_HOURS);
  async function killMidSend(): Promise<TInFlight> {
    await sleep(killAt - Date.now());
    await Promise.race([tap.clientSent(/RCPT TO/i), sleep(30_000)]);
    const killedAt = new Date();
    await worker.kill();
    usages.push(worker.usage());
    const deliveredBefore = new Set(smtp.messages.map((message) => message.messageId));
    const inFlight = await deps.db
      .select({ id: campaignMessages.id, messageId: campaignMessages.messageId })
      .from(campaignMessages)
      .where(and(inArray(campaignMessages.mailboxId, mailboxIds), eq(campaignMessages.state, 'sending')));
    worker = await startWorker(workerEnv);
    return {
      killedAt,
      pid: firstWorkerPid,
      restartedAt: new Date(),
      rows: inFlight.map((row) => ({ ...row, deliveredBefore: deliveredBefore.has(row.messageId) })),
    };
  }

  /** One prospect's reply, at local `hour` of `day`, to the newest message sent (not to someone who replied already). */
  const replied = new Set<string>();
  async function replyAt(day: number, hour: number): Promise<TReply | null> {
    await sleep(realAt(day, hour) - Date.now());
    for (;;) {
      const candidate = smtp.messages.findLast(
        (m) => m.messageId && !replied.has(m.envelopeTo[0]!) && Date.now() - m.receivedAt.getTime() > 500,
      );
      if (candidate) {
        const to = candidate.envelopeTo[0]!;
        replied.add(to);
        const box = dovecots[candidate.envelopeFrom === 'sender1@agency.test' ? 1 : 0]!;
        const deliveredAt = Date.now();
        await deliverToInbox(
          box,
          prospectReply(
            {
              sender: candidate.envelopeFrom,
              prospect: to,
              subject: candidate.subject,
              messageId: candidate.messageId!,
            },
            "Yes, let's talk.",
          ),
        );
        return { email: to, answered: candidate.messageId!, deliveredAt, stoppedAt: await stoppedAt(to) };
      }
      if (Date.now() > realAt(day, WINDOW.endHour)) return null;
      await sleep(200);
    }
  }

  /** When the prospect's enrolment is seen `replied` (polled every 100 ms), or null after two minutes. */
  async function stoppedAt(email: string): Promise<number | null> {
    for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(100)) {
      const [row] = await deps.db
        .select({ state: campaignEnrolments.state })
        .from(campaignEnrolments)
        .where(eq(campaignEnrolments.email, email));
      if (row?.state === 'replied') return Date.now();
    }
    return null;
  }

  // Replies spread evenly across the days' windows.
  const windowHours = WINDOW.endHour - WINDOW.startHour;
  const replies = Array.from({ length: REPLIES }, (_, i) => {
    const at = ((i + 0.5) / REPLIES) * DAYS * windowHours;
    return replyAt(Math.floor(at / windowHours), WINDOW.startHour + (at % windowHours));
  });
  const kill = killMidSend();
  // The run ends half an hour after the last window closes, and not before the kill's claims could be settled.
  const endAt = Math.max(realAt(DAYS - 1, WINDOW.endHour + 0.5), killAt + SETTLE_AFTER_MS + 20_000);
  const [inFlight, replyResults] = await Promise.all([kill, Promise.all(replies), sleep(endAt - Date.now())]);
  await worker.stop();
  usages.push(worker.usage());

  await printReport({
    db: deps.db,
    clock,
    window: WINDOW,
    mailboxIds,
    cap: CAP,
    steps: STEPS,
    days: Array.from({ length: DAYS }, (_, day) => new Date(realAt(day, 12))),
    delivered: smtp.messages,
    inFlight,
    replies: replyResults.filter((reply): reply is TReply => reply !== null),
    replyGoal: REPLIES,
    usages,
    stalls,
    seconds: (Date.now() - startedAt) / 1000,
  });
} finally {
  await cleanUp();
}
process.exit(0);

/**
 * `npm run bench:outreach` — issue 35's scheduler through one sending day: 1,000 enrolments × 3 steps from two
 * mailboxes with a daily cap of 200 each, on the embedded database with the app's own workers (the inbox watchers
 * and the senders), the fake SMTP and two private dovecots (Sent copies and replies). A sending day lasts
 * BENCH_DAY_SECONDS real seconds (default 240; `OUTREACH_DAY_SECONDS`); the mailboxes' time zone is chosen so the
 * 09:00–17:00 window opens a virtual hour after the start, and the run ends half an hour after it closes. While it
 * sends, 20 prospects reply. Prints sends per mailbox and day (goal: never above the cap), duplicates (0), sends
 * outside the window (0), the process's CPU and peak memory, and reply-to-stop times (median ≤ 10 s, max ≤ 60 s).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { startFakeSmtp } from '@fakes/smtp/start-fake-smtp';
import { createApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createDeps } from '@server/create-deps';
import { campaignEnrolments, campaignMessages, mailboxes } from '@server/db/schema';
import { queueInboxWatch } from '@server/features/inbox';
import { queueMailboxSender } from '@server/features/outbox';
import {
  isInWindow,
  outreachClock,
  sendingDayKey,
  type TWindow,
} from '@server/features/outbox/outreach-clock';
import { startWorkers } from '@server/workers';
import { deliverToInbox } from '@fakes/imap/deliver-to-inbox';
import { prospectReply } from '@fakes/imap/prospect-reply';
import { startDovecot, type TDovecot } from '@fakes/imap/start-dovecot';
import { insertLaunchedCampaign, insertMailbox, step } from '../tests/outbox-fixtures';
import { personalTeamOf, seedSearch, userIdOf } from '../tests/seed-leads';

process.env.LOG_LEVEL = 'silent';
const DAY_SECONDS = Number(process.env.BENCH_DAY_SECONDS ?? 240);
const ENROLMENTS = 1000;
const CAP = 200;
const REPLIES = 20;
const ORIGIN = 'http://localhost:3000';

const clock = outreachClock(DAY_SECONDS);
const hoursOf = (virtual: Date) => virtual.getUTCHours() + virtual.getUTCMinutes() / 60;
/** The Etc/GMT zone whose local time is 08:xx now on the virtual clock (Etc/GMT-N is UTC+N). */
function zoneAtEightNow(): string {
  const offset = ((8 - Math.floor(hoursOf(clock.toVirtual(new Date()))) + 36) % 24) - 12;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
const WINDOW: TWindow & { timeZone: string } = {
  timeZone: zoneAtEightNow(),
  days: [1, 2, 3, 4, 5, 6, 7],
  startHour: 9,
  endHour: 17,
};
const localHour = (real: Date) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: WINDOW.timeZone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(clock.toVirtual(real));
  const value = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return value('hour') + value('minute') / 60;
};

const dataDir = mkdtempSync(join(tmpdir(), 'leadscout-bench-outreach-'));
const smtp = await startFakeSmtp();
const dovecots: TDovecot[] = await Promise.all([startDovecot(), startDovecot()]);
const config = loadConfig({
  DATA_DIR: dataDir,
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-01',
  CRAWLER_ALLOW_PRIVATE_NETWORKS: 'true',
  OUTREACH_DAY_SECONDS: String(DAY_SECONDS),
  LOG_LEVEL: 'silent',
});
const deps = await createDeps(config, { enrichLead: async () => ({ enrichmentStatus: 'skipped' }) });
const app = createApp(deps);
await app.request('/api/auth/sign-up/email', {
  method: 'POST',
  headers: { origin: ORIGIN, 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-1', name: 'Bench' }),
});
const userId = await userIdOf(deps.db, 'bench@example.com');
const owner = { teamId: await personalTeamOf(deps.db, userId), createdBy: userId };
const { ids } = await seedSearch(
  deps.db,
  userId,
  Array.from({ length: ENROLMENTS }, (_, i) => ({
    businessName: `Business ${i}`,
    email: `owner${i}@biz${i}.test`,
  })),
);
const mailboxIds: string[] = [];
for (const [m, imap] of dovecots.entries()) {
  const servers = { smtpPort: smtp.port, imapPort: imap.port, imapUser: imap.user, password: imap.password };
  const window = {
    timeZone: WINDOW.timeZone,
    sendDays: WINDOW.days as number[],
    windowStartHour: WINDOW.startHour,
    windowEndHour: WINDOW.endHour,
    dailyCap: CAP,
    fromAddress: `sender${m}@agency.test`,
  };
  const mailboxId = await insertMailbox(deps.db, deps.appSecret, owner, servers, window, {
    inboxWatched: false,
  });
  mailboxIds.push(mailboxId);
  const half = ENROLMENTS / 2;
  await insertLaunchedCampaign(deps.db, owner, {
    mailboxId,
    name: `Bench ${m}`,
    steps: [step('Quick idea', 0), step('Quick idea', 2), step('Last note', 5, true)],
    recipients: ids.slice(m * half, (m + 1) * half).map((leadId, i) => ({
      leadId,
      email: `owner${m * half + i}@biz${m * half + i}.test`,
    })),
  });
}

console.log(
  `bench:outreach — ${ENROLMENTS} enrolments × 3 steps, 2 mailboxes, cap ${CAP}, a sending day of ${DAY_SECONDS} s (window 09–17 ${WINDOW.timeZone})`,
);
// The zone is chosen now, after seeding (a real second is minutes on this clock): 08:xx local at the start.
WINDOW.timeZone = zoneAtEightNow();
await deps.db.update(mailboxes).set({ timeZone: WINDOW.timeZone }).where(inArray(mailboxes.id, mailboxIds));
let peakRss = process.memoryUsage.rss();
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 200);
const cpuBefore = process.cpuUsage();
const startedAt = Date.now();
await startWorkers(deps);
for (const mailboxId of mailboxIds) {
  await queueInboxWatch(deps.boss, mailboxId);
  await queueMailboxSender(deps.boss, mailboxId);
}

/** Replies: every few seconds while mail goes out, one prospect answers a message sent a moment ago. */
const replied = new Set<string>();
const replyTimes: number[] = [];
const pending: Promise<void>[] = [];
const endAt = startedAt + ((17.5 - localHour(new Date(startedAt))) / 24) * DAY_SECONDS * 1000;
const replyEvery = ((8 / 24) * DAY_SECONDS * 1000) / (REPLIES + 2);
while (Date.now() < endAt) {
  await new Promise((resolve) => setTimeout(resolve, Math.min(replyEvery, Math.max(0, endAt - Date.now()))));
  if (replyTimes.length + pending.length >= REPLIES) continue;
  const candidate = smtp.messages.find(
    (m) => m.messageId && !replied.has(m.messageId) && Date.now() - m.receivedAt.getTime() > 500,
  );
  if (!candidate) continue;
  replied.add(candidate.messageId!);
  // Each mailbox's replies arrive in its own inbox.
  const box = dovecots[candidate.envelopeFrom === 'sender1@agency.test' ? 1 : 0]!;
  const to = candidate.envelopeTo[0]!;
  pending.push(
    (async () => {
      const sentAt = Date.now();
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
      for (;;) {
        const [row] = await deps.db
          .select({ state: campaignEnrolments.state })
          .from(campaignEnrolments)
          .where(inArray(campaignEnrolments.email, [to]));
        if (row?.state === 'replied') break;
        if (Date.now() - sentAt > 120_000) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      replyTimes.push((Date.now() - sentAt) / 1000);
    })(),
  );
}
await Promise.all(pending);
const cpu = process.cpuUsage(cpuBefore);
clearInterval(sampler);

const sent = smtp.messages;
// Where the scheduler decided to send (its claim): on a clock this fast the SMTP round trip alone is virtual minutes.
const rows = await deps.db
  .select({
    state: campaignMessages.state,
    mailboxId: campaignMessages.mailboxId,
    claimedAt: campaignMessages.claimedAt,
  })
  .from(campaignMessages)
  .where(inArray(campaignMessages.mailboxId, mailboxIds));
const sentRows = rows.filter((row) => row.state === 'sent' && row.claimedAt);
const perMailboxDay = new Map<string, number>();
for (const row of sentRows) {
  const key = `mailbox ${mailboxIds.indexOf(row.mailboxId!) + 1}, ${sendingDayKey(clock.toVirtual(row.claimedAt!), WINDOW.timeZone)}`;
  perMailboxDay.set(key, (perMailboxDay.get(key) ?? 0) + 1);
}
const messageIds = sent.map((message) => message.messageId);
const duplicates = messageIds.length - new Set(messageIds).size;
const outside = sentRows.filter((row) => !isInWindow(clock.toVirtual(row.claimedAt!), WINDOW)).length;
const sorted = [...replyTimes].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;

for (const [key, count] of [...perMailboxDay].sort())
  console.log(`  sends ${key.padEnd(40)} ${String(count).padStart(5)} (cap ${CAP})`);
console.log(
  `  outbox rows sent / all                   ${rows.filter((r) => r.state === 'sent').length} / ${rows.length}`,
);
console.log(`  duplicate Message-IDs                    ${duplicates} (goal 0)`);
console.log(`  sends outside the window                 ${outside} (goal 0)`);
console.log(
  `  reply → stopped, ${replyTimes.length} replies            median ${median.toFixed(1)} s, max ${(sorted.at(-1) ?? NaN).toFixed(1)} s (goals ≤ 10 s, ≤ 60 s)`,
);
console.log(
  `  process CPU (app, workers, fake SMTP)    ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms over ${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
);
console.log(`  peak RSS                                 ${(peakRss / 1024 / 1024).toFixed(0)} MB`);

await deps.boss.stop({ graceful: false, close: true });
await deps.database.close();
await smtp.close();
await Promise.all(dovecots.map((imap) => imap.stop()));
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);

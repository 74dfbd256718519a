import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { logger } from '../../core/logger';
import { mailboxes, mailboxInboxPositions } from '../../db/schema';
import { readInboxSince } from '../../integrations/mail/read-inbox';
import { waitForInbox } from '../../integrations/mail/wait-for-inbox';
import { mailAddressRule, openedLogins } from '../mailboxes';
import { unsubscribeByToken, verifyUnsubscribeToken } from '../suppressions';
import { recordInbound } from './record-inbound';

/** How long one job watches before handing over to the next (a deploy or a crash loses at most this much IDLE). */
export const WATCH_MS = 4 * 60_000;
/** The longest one IDLE (or, without IDLE, one sleep between polls) lasts before the inbox is read again. */
const WAIT_MS = 25_000;
/** One read's most messages, and the most bytes fetched of each (a reply's words and a bounce's report fit). */
const READ_LIMITS = { maxMessages: 50, maxBytes: 256 * 1024 };

type TWatchDeps = Pick<AppDeps, 'db' | 'appSecret' | 'config'>;

async function positionOf(db: TWatchDeps['db'], mailboxId: string) {
  const [row] = await db
    .select()
    .from(mailboxInboxPositions)
    .where(eq(mailboxInboxPositions.mailboxId, mailboxId));
  return { uidValidity: row ? Number(row.uidValidity) : null, lastUid: row?.lastUid ?? 0 };
}

async function savePosition(db: TWatchDeps['db'], mailboxId: string, uidValidity: number, lastUid: number) {
  const values = { mailboxId, uidValidity: String(uidValidity), lastUid, readAt: new Date() };
  await db
    .insert(mailboxInboxPositions)
    .values(values)
    .onConflictDoUpdate({
      target: mailboxInboxPositions.mailboxId,
      set: { uidValidity: values.uidValidity, lastUid, readAt: sql`now()` },
    });
}

/**
 * Watches one mailbox's INBOX for `WATCH_MS` (decision 137): reads what arrived after the saved position, records
 * and acts on each message (record-inbound.ts), saves the position, then waits in IDLE (or sleeps, without it) and
 * reads again. Each message is recorded before the position moves past it, and recorded once, so a crash anywhere
 * re-reads at most a batch and changes nothing twice. A mailbox whose password no longer opens is left alone
 * (its card says so); a connection that fails throws, and the job is retried later.
 */
export async function watchInbox(
  { db, appSecret, config }: TWatchDeps,
  mailboxId: string,
  signal: AbortSignal,
): Promise<void> {
  const [row] = await db.select().from(mailboxes).where(eq(mailboxes.id, mailboxId));
  const logins = row && openedLogins(appSecret, row);
  if (!row || !logins) return;
  const mailbox = { id: row.id, teamId: row.teamId, fromAddress: row.fromAddress };
  const rule = mailAddressRule(config);
  const softRetryMs = config.OUTREACH_DAY_SECONDS * 1000;
  const classify = {
    isUnsubscribeToken: (token: string) => verifyUnsubscribeToken(appSecret, token)?.teamId === row.teamId,
  };
  const deadline = Date.now() + WATCH_MS;
  let position = await positionOf(db, row.id);
  while (!signal.aborted) {
    const read = await readInboxSince(logins.imap, rule, { ...position, ...READ_LIMITS, classify });
    for (const message of read.messages) {
      const token = message.classification.unsubscribeToken;
      const unsubscribed = token ? ((await unsubscribeByToken(db, appSecret, token))?.email ?? null) : null;
      const outcome = await recordInbound(db, mailbox, read.uidValidity, message, {
        softRetryMs,
        unsubscribed,
      });
      logger.info('inbound mail', { mailboxId: row.id, uid: message.uid, outcome });
    }
    await savePosition(db, row.id, read.uidValidity, read.lastUid);
    position = { uidValidity: read.uidValidity, lastUid: read.lastUid };
    const left = deadline - Date.now();
    if (left <= 0) return;
    await waitForInbox(logins.imap, rule, { seen: position, signal, timeoutMs: Math.min(WAIT_MS, left) });
  }
}

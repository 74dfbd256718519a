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

/** The IMAP account a position belongs to: a position read from one account means nothing on another. */
type TAccount = { imapHost: string; imapPort: number; imapUser: string };

/**
 * Saves where the read ended, only while the mailbox still names the account it was read from: false when its
 * servers were changed meanwhile (the change cleared the position; the next watcher starts on the new account).
 */
async function savePosition(
  db: TWatchDeps['db'],
  mailboxId: string,
  account: TAccount,
  { uidValidity, lastUid }: { uidValidity: number; lastUid: number },
): Promise<boolean> {
  const saved = await db.execute(sql`
    insert into ${mailboxInboxPositions} (mailbox_id, uid_validity, last_uid, read_at)
    select id, ${String(uidValidity)}, ${lastUid}, now() from ${mailboxes}
    where id = ${mailboxId} and imap_host = ${account.imapHost} and imap_port = ${account.imapPort}
      and imap_user = ${account.imapUser}
    on conflict (mailbox_id) do update
      set uid_validity = excluded.uid_validity, last_uid = excluded.last_uid, read_at = excluded.read_at
    returning mailbox_id`);
  return (saved as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Watches one mailbox's INBOX for `WATCH_MS` (decision 137): reads what arrived after the saved position, records
 * and acts on each message (record-inbound.ts), saves the position, then waits in IDLE (or sleeps, without it) and
 * reads again. Each message is recorded before the position moves past it, and recorded once, so a crash anywhere
 * re-reads at most a batch and changes nothing twice. A mailbox whose password no longer opens is left alone
 * (its card says so); a connection that fails throws, and the job is retried later. A watcher whose mailbox was
 * moved to another IMAP account ends at its next save, and its successor starts on the new account.
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
    if (!(await savePosition(db, row.id, row, read))) return;
    position = { uidValidity: read.uidValidity, lastUid: read.lastUid };
    const left = deadline - Date.now();
    if (left <= 0) return;
    await waitForInbox(logins.imap, rule, { seen: position, signal, timeoutMs: Math.min(WAIT_MS, left) });
  }
}

import { and, eq } from 'drizzle-orm';
import type { TMailbox, TMailboxTlsMode } from '@contracts/mailboxes';
import type { Db } from '../../db/client';
import { mailboxes } from '../../db/schema';
import type { TMailServerLogin } from '../../integrations/mail/connect-target';
import { AppError } from '../../lib/app-error';
import { decryptSecret, encryptSecret, type SecretBinding } from '../../lib/secret-box';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

export type MailboxRow = typeof mailboxes.$inferSelect;
type Side = 'smtp' | 'imap';

/** Each password is sealed to its own row and side (decision 088): a ciphertext moved elsewhere does not open. */
const binding = (rowId: string, side: Side): SecretBinding => ({
  purpose: 'mailbox-password',
  rowId: `${rowId}:${side}`,
});

export const sealMailboxPassword = (appSecret: string, rowId: string, side: Side, password: string) =>
  encryptSecret(appSecret, password, binding(rowId, side));

/** The row's two servers with their opened passwords; throws when a password no longer opens. */
export function mailboxLogins(appSecret: string, row: MailboxRow): Record<Side, TMailServerLogin> {
  const open = (side: Side, sealed: string) =>
    decryptSecret(appSecret, sealed, binding(row.id, side)).plaintext;
  return {
    smtp: {
      host: row.smtpHost,
      port: row.smtpPort,
      tls: row.smtpTls as TMailboxTlsMode,
      user: row.smtpUser,
      password: open('smtp', row.smtpPasswordEncrypted),
    },
    imap: {
      host: row.imapHost,
      port: row.imapPort,
      tls: row.imapTls as TMailboxTlsMode,
      user: row.imapUser,
      password: open('imap', row.imapPasswordEncrypted),
    },
  };
}

export const UNOPENED = 'The saved password could not be opened; enter it again';

/** The saved logins, or null when a sealed password no longer opens (APP_SECRET changed, row altered). */
export function openedLogins(appSecret: string, row: MailboxRow) {
  try {
    return mailboxLogins(appSecret, row);
  } catch {
    return null;
  }
}

/** What the team sees of a mailbox: everything but the passwords, of which only "set" is said. */
export const toMailbox = (row: MailboxRow): TMailbox => ({
  id: row.id,
  fromName: row.fromName,
  fromAddress: row.fromAddress,
  smtp: {
    host: row.smtpHost,
    port: row.smtpPort,
    tls: row.smtpTls as TMailboxTlsMode,
    user: row.smtpUser,
    passwordSet: row.smtpPasswordEncrypted.length > 0,
  },
  imap: {
    host: row.imapHost,
    port: row.imapPort,
    tls: row.imapTls as TMailboxTlsMode,
    user: row.imapUser,
    passwordSet: row.imapPasswordEncrypted.length > 0,
  },
  window: {
    timeZone: row.timeZone,
    days: row.sendDays,
    startHour: row.windowStartHour,
    endHour: row.windowEndHour,
  },
  dailyCap: row.dailyCap,
  physicalAddress: row.physicalAddress,
  readyToSend: row.physicalAddress.trim().length > 0,
  lastTest:
    row.lastTestedAt && row.lastTestOk !== null
      ? { ok: row.lastTestOk, message: row.lastTestMessage ?? '', testedAt: row.lastTestedAt.toISOString() }
      : null,
  createdAt: row.createdAt.toISOString(),
});

export const teamMailbox = (scope: Pick<TeamScope, 'teamId'>, id: string) =>
  and(eq(mailboxes.id, id), ofTeam(mailboxes, scope));

export const MAILBOX_NOT_FOUND = 'Mailbox not found';

/** The team's mailbox `id`, or 404 (another team's mailbox is not found either). */
export async function getMailboxRow(db: Db, scope: Pick<TeamScope, 'teamId'>, id: string) {
  const [row] = await db.select().from(mailboxes).where(teamMailbox(scope, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', MAILBOX_NOT_FOUND);
  return row;
}

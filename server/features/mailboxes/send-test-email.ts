import { and, eq } from 'drizzle-orm';
import type { TSendTestEmailResult } from '@contracts/mailboxes';
import type { AppDeps } from '../../app-deps';
import { logger } from '../../core/logger';
import { user } from '../../db/schema';
import { sendMessage } from '../../integrations/mail/send-message';
import { newMessageId } from '../../integrations/mail/message-id';
import { appendToSent } from '../../integrations/mail/sent-folder';
import { mailFailureOf, MAIL_FAILURES } from '../../integrations/mail/mail-failure';
import { AppError } from '../../lib/app-error';
import type { TeamScope } from '../../lib/team-scope';
import { mailAddressRule } from './mailbox-address-rule';
import { postalAddressOf } from './mailbox-footer';
import { mailboxMessage } from './mailbox-message';
import { getMailboxRow, openedLogins, UNOPENED } from './mailbox-store';

const VERIFY_FIRST = 'Verify your email address before sending a test email';

/** The generic line of each outcome that is not a send (decision 133: never the server's own words). */
const REJECTED: Record<'rejected_permanent' | 'rejected_temporary', string> = {
  rejected_permanent: 'The receiving server refused the message',
  rejected_temporary: 'The receiving server asked to try again later',
};

/** The signed-in person's own address, only once verified: a test goes nowhere else (no open relay). */
async function ownVerifiedAddress(db: AppDeps['db'], userId: string): Promise<string> {
  const [row] = await db
    .select({ email: user.email })
    .from(user)
    .where(and(eq(user.id, userId), eq(user.emailVerified, true)));
  if (!row) throw new AppError('BAD_REQUEST', VERIFY_FIRST);
  return row.email;
}

/**
 * "Send a test email" (decision 136): a short message from the mailbox to the signed-in person's own verified
 * address, with the footer (postal address required) and the unsubscribe line and headers a real message carries,
 * then kept in the mailbox's Sent folder. Every outcome is an answer; only a missing address is refused (400).
 */
export async function sendTestEmail(
  { db, appSecret, config }: Pick<AppDeps, 'db' | 'appSecret' | 'config'>,
  scope: TeamScope,
  id: string,
): Promise<TSendTestEmailResult> {
  const row = await getMailboxRow(db, scope, id);
  postalAddressOf(row);
  const to = await ownVerifiedAddress(db, scope.userId);
  const logins = openedLogins(appSecret, row);
  if (!logins) return { ok: false, status: 'failed_connection', message: UNOPENED, to, sentFolder: null };
  const rule = mailAddressRule(config);
  const result = await sendMessage(
    logins.smtp,
    rule,
    mailboxMessage({ config, appSecret }, row, {
      teamId: scope.teamId,
      to,
      subject: `Test email from ${row.fromAddress}`,
      body: `This is a test email from LeadScout, sent through ${row.fromAddress}.\nIf you can read it, this mailbox can send.`,
      messageId: newMessageId(row.fromAddress),
    }),
  );
  if (result.status !== 'sent') {
    logger.info('test email not sent', {
      status: result.status,
      ...(result.status === 'failed_connection'
        ? { failure: result.failure }
        : { responseCode: result.responseCode, response: result.response }),
    });
    const message =
      result.status === 'failed_connection' ? `SMTP: ${result.message}` : REJECTED[result.status];
    return { ok: false, status: result.status, message, to, sentFolder: null };
  }
  try {
    const { folder } = await appendToSent(logins.imap, rule, result.raw);
    return {
      ok: true,
      status: 'sent',
      message: `Sent to ${to} and kept in ${folder}`,
      to,
      sentFolder: folder,
    };
  } catch (error) {
    const failure = mailFailureOf(error);
    logger.info('test email not kept in Sent', { failure });
    return {
      ok: true,
      status: 'sent',
      message: `Sent to ${to}, but not kept in Sent (IMAP: ${MAIL_FAILURES[failure]})`,
      to,
      sentFolder: null,
    };
  }
}

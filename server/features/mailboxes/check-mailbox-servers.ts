import type { TMailboxTestResult } from '@contracts/mailboxes';
import { logger } from '../../core/logger';
import { checkImap, checkSmtp } from '../../integrations/mail/check-mail-servers';
import type { TMailServerLogin } from '../../integrations/mail/connect-target';
import { mailFailureOf, MAIL_FAILURES } from '../../integrations/mail/mail-failure';
import { AppError } from '../../lib/app-error';
import { mailAddressRule } from './mailbox-address-rule';

type AddressConfig = Parameters<typeof mailAddressRule>[0];

async function outcome(check: () => Promise<void>, side: 'SMTP' | 'IMAP') {
  try {
    await check();
    return { ok: true, message: `${side}: signed in` };
  } catch (error) {
    const failure = mailFailureOf(error);
    // The server's own words stay in the operator's log (code and message only: never a command sent, which
    // could hold the login); the user reads the generic reason.
    const { code, message } = (error ?? {}) as { code?: string; message?: string };
    logger.info('mailbox check failed', { side, failure, code, message });
    return { ok: false, message: `${side}: ${MAIL_FAILURES[failure]}` };
  }
}

/** Signs in to both servers at once; each side's answer is one of the generic reasons (decision 133). */
export async function checkMailboxServers(
  config: AddressConfig,
  logins: { smtp: TMailServerLogin; imap: TMailServerLogin },
): Promise<TMailboxTestResult> {
  const rule = mailAddressRule(config);
  const [smtp, imap] = await Promise.all([
    outcome(() => checkSmtp(logins.smtp, rule), 'SMTP'),
    outcome(() => checkImap(logins.imap, rule), 'IMAP'),
  ]);
  return { ok: smtp.ok && imap.ok, smtp, imap, testedAt: new Date().toISOString() };
}

/** What a mailbox that passed its test shows. */
export const SIGNED_IN = 'Signed in to SMTP and IMAP';

/** What a test says as one line, e.g. "SMTP: Authentication failed". */
export const testSummary = (result: TMailboxTestResult) =>
  result.ok
    ? SIGNED_IN
    : [
        ...new Set([result.smtp, result.imap].filter((check) => !check.ok).map((check) => check.message)),
      ].join('; ');

/** Refuses (400) servers that do not both sign in: only a mailbox that works is kept. */
export function assertServersWork(result: TMailboxTestResult): void {
  if (!result.ok) throw new AppError('MAILBOX_CONNECTION_FAILED', testSummary(result));
}

import { setTimeout as sleep } from 'node:timers/promises';
import { ImapFlow } from 'imapflow';
import { connectTarget, imapOptions, type TMailAddressRule, type TMailServerLogin } from './connect-target';
import { MailConnectionError, mailFailureOf } from './mail-failure';

const LOGOUT_WAIT_MS = 1000;

/**
 * Signs in to the mailbox's IMAP server at a checked address (afresh, decision 133), runs `work`, logs out. Every
 * failure, the address check's included, is a MailConnectionError with the generic reason.
 */
export async function withImap<T>(
  login: TMailServerLogin,
  rule: TMailAddressRule,
  work: (client: ImapFlow) => Promise<T>,
): Promise<T> {
  const target = await connectTarget(login, rule);
  const client = new ImapFlow(imapOptions(target, login));
  // A socket error after the promise settled must not become an unhandled 'error' event.
  client.on('error', () => {});
  try {
    await client.connect();
    const result = await work(client);
    // A polite LOGOUT, but never waited on for long: one sent while an IDLE winds down can hang until the
    // server's next untagged answer; the socket is closed either way.
    await Promise.race([client.logout(), sleep(LOGOUT_WAIT_MS)]);
    return result;
  } catch (error) {
    throw error instanceof MailConnectionError
      ? error
      : new MailConnectionError(mailFailureOf(error), { cause: error });
  } finally {
    client.close();
  }
}

/** INBOX opened read-only (EXAMINE): reading replies never marks them seen in the person's own mail program. */
export async function withInbox<T>(
  client: ImapFlow,
  work: (inbox: { uidValidity: number; uidNext: number }) => Promise<T>,
) {
  const lock = await client.getMailboxLock('INBOX', { readOnly: true });
  try {
    if (!client.mailbox) throw new MailConnectionError('connect');
    return await work({ uidValidity: Number(client.mailbox.uidValidity), uidNext: client.mailbox.uidNext });
  } finally {
    lock.release();
  }
}

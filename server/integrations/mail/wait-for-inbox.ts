import { setTimeout as sleep } from 'node:timers/promises';
import type { ImapFlow } from 'imapflow';
import type { TMailAddressRule, TMailServerLogin } from './connect-target';
import { MailConnectionError } from './mail-failure';
import type { TInboxPosition } from './read-inbox';
import { withImap, withInbox } from './with-imap';

export type TInboxWait = 'new_mail' | 'timeout' | 'aborted';

export type TWaitOptions = {
  /** Where the last read ended: mail that arrived since then ends the wait at once. */
  seen: TInboxPosition;
  signal: AbortSignal;
  timeoutMs: number;
};

/** IDLE (RFC 2177) until the server announces a new message (EXISTS), the time is up or the caller aborts. */
function idleUntilNewMail(client: ImapFlow, { signal, timeoutMs }: TWaitOptions): Promise<TInboxWait> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: TInboxWait | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      client.off('exists', onExists);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onExists = () => finish('new_mail');
    const onAbort = () => finish('aborted');
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    client.on('exists', onExists);
    signal.addEventListener('abort', onAbort, { once: true });
    // An abort while the connection was being opened fired no event for this listener.
    if (signal.aborted) return finish('aborted');
    // imapflow ends an IDLE to probe a quiet connection (socketTimeout) or to run the next command: idle again
    // until this wait is over; a connection that drops fails the wait.
    void (async () => {
      while (!settled) {
        if (!client.usable) return finish(new MailConnectionError('connect'));
        if ((await client.idle()) === false) return finish(new MailConnectionError('connect'));
      }
    })().catch((error: unknown) => finish(new MailConnectionError('connect', { cause: error })));
  });
}

/**
 * Waits for mail in the mailbox's INBOX after `seen`, so an inbox watcher can loop read → wait → read
 * (decision 137). Resolves `new_mail` at once when mail arrived since `seen` (or UIDVALIDITY changed); else, where
 * the server offers IDLE, holds the connection in IDLE and resolves `new_mail` when the server announces a message;
 * where it does not, logs out and resolves `timeout` after `timeoutMs` (the watcher polls). `aborted` when the
 * signal fires. Throws MailConnectionError.
 */
export async function waitForInbox(
  login: TMailServerLogin,
  rule: TMailAddressRule,
  options: TWaitOptions,
): Promise<TInboxWait> {
  if (options.signal.aborted) return 'aborted';
  const outcome = await withImap(login, rule, (client) =>
    withInbox(client, async ({ uidValidity, uidNext }) => {
      const { seen } = options;
      if (uidValidity !== seen.uidValidity || uidNext - 1 > seen.lastUid) return 'new_mail';
      return client.capabilities.has('IDLE') ? idleUntilNewMail(client, options) : null;
    }),
  );
  if (outcome) return outcome;
  try {
    await sleep(options.timeoutMs, undefined, { signal: options.signal });
    return 'timeout';
  } catch {
    return 'aborted';
  }
}

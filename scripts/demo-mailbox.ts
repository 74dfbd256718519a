import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TConnectMailboxRequest, TMailbox } from '@contracts/mailboxes';
import { hasDovecot, startDovecot, type TDovecot } from '@fakes/imap/start-dovecot';
import { startFakeSmtp, type TFakeSmtp, type TFakeSmtpMessage } from '@fakes/smtp/start-fake-smtp';
import type { TDemoApi } from './demo-api';

/** The demo team's mailbox: its sender, its login on both fakes, its footer's postal address. */
export const DEMO_MAILBOX = {
  fromName: 'Dana from Demo Agency',
  fromAddress: 'dana@demo-agency.test',
  password: 'demo-mailbox-password',
  physicalAddress: '100 Demo Street, Austin, TX 78701',
};

export type TDemoMail = {
  smtp: TFakeSmtp;
  /** Null where Debian's dovecot is not installed: the demo then sends nothing. */
  imap: TDovecot | null;
  /** Calls `listener` with every message the fake SMTP accepts. */
  onSent: (listener: (message: TFakeSmtpMessage) => void) => void;
  close: () => Promise<void>;
};

/**
 * The demo mailbox's servers: the SMTP fake (it keeps what is sent, and requires the mailbox's login as a provider
 * would) and, where Debian's dovecot is installed, a private dovecot for its inbox. The inbox's maildir outlives the
 * demo (in the temp directory, one per DATA_DIR), so a restarted demo reads on from where it stopped (decision 141).
 */
export async function startDemoMail(dataDir: string): Promise<TDemoMail> {
  const listeners: ((message: TFakeSmtpMessage) => void)[] = [];
  const smtp = await startFakeSmtp({
    users: { [DEMO_MAILBOX.fromAddress]: DEMO_MAILBOX.password },
    onMessage: (message) => listeners.forEach((listener) => listener(message)),
  });
  const home = join(
    tmpdir(),
    `leadscout-demo-mailbox-${createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 12)}`,
  );
  const imap = hasDovecot()
    ? await startDovecot({ user: DEMO_MAILBOX.fromAddress, password: DEMO_MAILBOX.password, home })
    : null;
  return {
    smtp,
    imap,
    onSent: (listener) => listeners.push(listener),
    close: async () => {
      await Promise.all([smtp.close(), imap?.stop()]);
    },
  };
}

/** Every weekday, round the clock: the demo sends whenever it runs. */
const ALWAYS_OPEN = { timeZone: 'UTC', days: [1, 2, 3, 4, 5, 6, 7], startHour: 0, endHour: 24 };

/**
 * Connects the demo mailbox for the demo team through the app's own operation (both servers must sign in; the
 * passwords are sealed as for any mailbox), or, when a former run connected it, gives it this run's ports (the fakes
 * listen on free ones). Its id.
 */
export async function connectDemoMailbox(api: TDemoApi, smtp: TFakeSmtp, imap: TDovecot): Promise<string> {
  const servers: Pick<TConnectMailboxRequest, 'smtp' | 'imap'> = {
    smtp: {
      host: '127.0.0.1',
      port: smtp.port,
      tls: 'none',
      user: DEMO_MAILBOX.fromAddress,
      password: DEMO_MAILBOX.password,
    },
    imap: { host: imap.host, port: imap.port, tls: 'none', user: imap.user, password: imap.password },
  };
  const { mailboxes } = await api<{ mailboxes: TMailbox[] }>('GET', '/api/mailboxes');
  const known = mailboxes.find((mailbox) => mailbox.fromAddress === DEMO_MAILBOX.fromAddress);
  if (!known) {
    const request: TConnectMailboxRequest = {
      fromName: DEMO_MAILBOX.fromName,
      fromAddress: DEMO_MAILBOX.fromAddress,
      ...servers,
      window: ALWAYS_OPEN,
      physicalAddress: DEMO_MAILBOX.physicalAddress,
    };
    return (await api<TMailbox>('POST', '/api/mailboxes', request)).id;
  }
  if (known.smtp.port !== smtp.port || known.imap.port !== imap.port)
    await api('PUT', `/api/mailboxes/${known.id}/servers`, servers);
  return known.id;
}

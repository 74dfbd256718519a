import { ImapFlow } from 'imapflow';
import type { TDovecot } from './start-dovecot';

type TLogin = Pick<TDovecot, 'host' | 'port' | 'user' | 'password'>;

/** Another mail program's connection to the dovecot's one mailbox (plain IMAP on loopback), logged in. */
export async function mailProgram(imap: TLogin): Promise<ImapFlow> {
  const client = new ImapFlow({
    host: imap.host,
    port: imap.port,
    secure: false,
    logger: false,
    auth: { user: imap.user, pass: imap.password },
  });
  await client.connect();
  return client;
}

/**
 * Mail "arriving": another mail program's connection to the dovecot's one mailbox appends each message (raw bytes,
 * CRLF) to INBOX, in order; their UIDs.
 */
export async function deliverToInbox(imap: TLogin, ...messages: Buffer[]): Promise<number[]> {
  const client = await mailProgram(imap);
  try {
    const uids: number[] = [];
    for (const message of messages) {
      const appended = await client.append('INBOX', message);
      if (!appended || !appended.uid) throw new Error('append failed');
      uids.push(appended.uid);
    }
    return uids;
  } finally {
    await client.logout();
  }
}

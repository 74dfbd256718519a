import type { TMailAddressRule, TMailServerLogin } from './connect-target';
import { MailConnectionError } from './mail-failure';
import { withImap } from './with-imap';

/** The folders a mailbox's sent mail is looked for in, by name, when none carries the `\Sent` flag. */
const SENT_NAMES = ['Sent', 'Sent Items', 'INBOX.Sent'];

type TFolder = { path: string; specialUse?: string };

/** The mailbox's Sent folder: the one flagged `\Sent` (RFC 6154), else the first of the usual names; else null. */
export function sentFolderOf(folders: readonly TFolder[]): string | null {
  const flagged = folders.find((folder) => folder.specialUse === '\\Sent');
  if (flagged) return flagged.path;
  for (const name of SENT_NAMES) {
    const named = folders.find((folder) => folder.path.toLowerCase() === name.toLowerCase());
    if (named) return named.path;
  }
  return null;
}

/**
 * Keeps the exact bytes of a sent message in the mailbox's Sent folder (created as "Sent" when there is none), as
 * seen: the durable record of the send, what the person sees in their own mail program, and what
 * `findSentByMessageId` finds after a crash (decision 136). Throws MailConnectionError.
 */
export async function appendToSent(
  login: TMailServerLogin,
  rule: TMailAddressRule,
  raw: Buffer,
): Promise<{ folder: string }> {
  return withImap(login, rule, async (client) => {
    let folder = sentFolderOf(await client.list());
    if (!folder) {
      folder = 'Sent';
      await client.mailboxCreate(folder);
    }
    const appended = await client.append(folder, raw, ['\\Seen']);
    if (!appended) throw new MailConnectionError('connect');
    return { folder };
  });
}

/**
 * Whether the Sent folder holds a message with this Message-ID (IMAP SEARCH HEADER Message-ID; only UIDs come back,
 * no message is downloaded): how a send that was claimed but never confirmed is settled after a crash. Null when
 * it is not there (or there is no Sent folder); throws MailConnectionError when the folder could not be searched,
 * which must never be read as "not sent".
 */
export async function findSentByMessageId(
  login: TMailServerLogin,
  rule: TMailAddressRule,
  messageId: string,
): Promise<{ folder: string; uid: number } | null> {
  return withImap(login, rule, async (client) => {
    const folder = sentFolderOf(await client.list());
    if (!folder) return null;
    const lock = await client.getMailboxLock(folder, { readOnly: true });
    try {
      const uids = await client.search({ header: { 'message-id': messageId } }, { uid: true });
      if (uids === undefined || uids === false) throw new MailConnectionError('connect');
      return uids.length > 0 ? { folder, uid: Math.min(...uids) } : null;
    } finally {
      lock.release();
    }
  });
}

import type { FetchMessageObject } from 'imapflow';
import {
  classifyInbound,
  parseInbound,
  type TClassifyOptions,
  type TInboundMessage,
} from './classify-inbound';
import type { TMailAddressRule, TMailServerLogin } from './connect-target';
import { MailConnectionError } from './mail-failure';
import { withImap, withInbox } from './with-imap';

/** How far a mailbox's INBOX has been read: its UIDVALIDITY then (null before the first read) and the last UID. */
export type TInboxPosition = { uidValidity: number | null; lastUid: number };

export type TReadInboxOptions = TInboxPosition & {
  /** The most messages one read takes; the rest wait for the next read. */
  maxMessages: number;
  /** The most bytes fetched of one message: a larger one is classified by its first `maxBytes`. */
  maxBytes: number;
  classify: TClassifyOptions;
};

export type TInboxMessage = {
  uid: number;
  /** The message's whole size (RFC822.SIZE). */
  size: number;
  /** Whether only its first `maxBytes` were fetched and classified. */
  truncated: boolean;
  classification: TInboundMessage;
};

export type TInboxRead = { uidValidity: number; lastUid: number; messages: TInboxMessage[] };

async function classified(message: FetchMessageObject, options: TReadInboxOptions): Promise<TInboxMessage> {
  const mail = await parseInbound(message.source ?? Buffer.alloc(0));
  return {
    uid: message.uid,
    size: message.size ?? 0,
    truncated: (message.size ?? 0) > options.maxBytes,
    classification: classifyInbound(mail, options.classify),
  };
}

/**
 * The messages that arrived in the mailbox's INBOX after `lastUid`, in UID order, at most `maxMessages`, each
 * fetched up to `maxBytes` (a partial FETCH: a larger message is never downloaded whole), parsed and classified
 * (decision 137). The answer's position is what the next read starts from.
 *
 * When UIDVALIDITY is not the one given (the first read, or the server renumbered the folder) UIDs mean nothing
 * any more: nothing is read, and the position moves to the newest message, so only mail arriving from now on is
 * read — never the inbox's history, which would file old conversations as replies. Throws MailConnectionError.
 */
export async function readInboxSince(
  login: TMailServerLogin,
  rule: TMailAddressRule,
  options: TReadInboxOptions,
): Promise<TInboxRead> {
  return withImap(login, rule, (client) =>
    withInbox(client, async ({ uidValidity, uidNext }) => {
      const newest = uidNext - 1;
      if (uidValidity !== options.uidValidity) return { uidValidity, lastUid: newest, messages: [] };
      if (newest <= options.lastUid) return { uidValidity, lastUid: options.lastUid, messages: [] };
      const found = await client.search({ uid: `${options.lastUid + 1}:*` }, { uid: true });
      if (!found) throw new MailConnectionError('connect');
      // `n:*` also names the newest message when it is below n; one that arrived after EXAMINE waits for next time.
      const uids = found.filter((uid) => uid > options.lastUid && uid <= newest).sort((a, b) => a - b);
      const batch = uids.slice(0, options.maxMessages);
      const fetched: FetchMessageObject[] = [];
      if (batch.length > 0) {
        const query = { uid: true, size: true, source: { start: 0, maxLength: options.maxBytes } };
        for await (const message of client.fetch(batch.join(','), query, { uid: true }))
          fetched.push(message);
      }
      fetched.sort((a, b) => a.uid - b.uid);
      const messages = await Promise.all(fetched.map((message) => classified(message, options)));
      const lastUid = batch.length < uids.length ? batch[batch.length - 1] : newest;
      return { uidValidity, lastUid, messages };
    }),
  );
}

import MailComposer from 'nodemailer/lib/mail-composer';
import { threadSubject } from './message-id';

/** One outgoing message, as the caller decided it before sending (decision 136). */
export type TOutgoingMessage = {
  from: { name: string; address: string };
  to: string;
  subject: string;
  /** The plain-text body; always sent, also beside an html body. */
  text: string;
  html?: string;
  /** `<random@domain>` from `newMessageId()`, chosen and kept by the caller before sending. */
  messageId: string;
  /** The Message-ID this one answers: In-Reply-To, and the subject gets one "Re: ". */
  inReplyTo?: string;
  /** The thread's earlier Message-IDs, oldest first; `inReplyTo` is added last when missing. */
  references?: string[];
  /** List-Unsubscribe and List-Unsubscribe-Post, from the suppression list's `unsubscribeHeaders()`. */
  unsubscribe?: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': string };
};

/** List-Unsubscribe folded between its two URIs (never inside one), so no line runs long and no link breaks. */
const foldedList = (value: string) => value.split(/,\s*/).join(',\r\n ');

/**
 * The exact bytes of the message (RFC 5322, MIME): what goes over SMTP and, unchanged, into the Sent folder. An
 * html body travels as multipart/alternative with the text part first.
 */
export async function composeMessage(message: TOutgoingMessage): Promise<Buffer> {
  const threaded = Boolean(message.inReplyTo);
  const references = [...(message.references ?? [])];
  if (message.inReplyTo && !references.includes(message.inReplyTo)) references.push(message.inReplyTo);
  const headers = message.unsubscribe
    ? {
        'List-Unsubscribe': { prepared: true, value: foldedList(message.unsubscribe['List-Unsubscribe']) },
        'List-Unsubscribe-Post': message.unsubscribe['List-Unsubscribe-Post'],
      }
    : {};
  const composer = new MailComposer({
    from: message.from,
    to: message.to,
    subject: threadSubject(message.subject, threaded),
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    messageId: message.messageId,
    date: new Date(),
    ...(threaded ? { inReplyTo: message.inReplyTo, references } : {}),
    headers,
  });
  const built = await composer.compile().build();
  // CRLF throughout, as SMTP carries it: the bytes kept in Sent are then the bytes the recipient got.
  return Buffer.from(built.toString('latin1').replace(/\r?\n/g, '\r\n'), 'latin1');
}

import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import {
  headerText,
  returnedMessageIdOf,
  statusReportOf,
  textBounceOf,
  type TBounce,
} from './delivery-report';
import { replySnippet } from './reply-snippet';

export type TInboundKind = 'reply' | 'auto_reply' | 'bounce_hard' | 'bounce_soft' | 'unsubscribe' | 'other';

/** What the inbox watcher needs of one arrived message to match it and act on it (decision 137). */
export type TInboundMessage = {
  kind: TInboundKind;
  /** Its own Message-ID. */
  messageId: string | null;
  /** The sender's address, lower-case. */
  from: string | null;
  subject: string;
  /**
   * The Message-IDs it answers or returns, the most specific first: In-Reply-To, then References from the newest;
   * for a bounce, the returned message's id first.
   */
  refersTo: string[];
  /** A reply's or automatic reply's own words, without the quoted message; '' for the other kinds. */
  snippet: string;
  /** For `bounce_hard` / `bounce_soft`: the failed recipients, the status code and the server's words. */
  bounce: Omit<TBounce, 'severity'> | null;
  /** For `unsubscribe`: the token of the List-Unsubscribe mailto (the caller verified it through its predicate). */
  unsubscribeToken: string | null;
};

export type TClassifyOptions = {
  /**
   * Whether a token found in an "unsubscribe" message is one of ours (the suppressions feature's HMAC check).
   * The mailto of List-Unsubscribe (decision 134) goes to the sending mailbox itself with the subject
   * "unsubscribe" and the body "unsubscribe <token>".
   */
  isUnsubscribeToken: (token: string) => boolean;
};

const PARSE_OPTIONS = { keepDeliveryStatus: true, skipImageLinks: true, skipTextToHtml: true };

/**
 * Parses raw bytes the way the classifier reads them: the delivery-status part kept as an attachment. HTML that
 * mailparser cannot turn into text (deeply nested markup makes it give up) is left out rather than failing the
 * message, so one odd message never stops a watcher from reading past it.
 */
export async function parseInbound(raw: Buffer): Promise<ParsedMail> {
  try {
    return await simpleParser(raw, PARSE_OPTIONS);
  } catch {
    return simpleParser(raw, { ...PARSE_OPTIONS, skipHtmlToText: true });
  }
}

const DAEMON_SENDER = /^(mailer-daemon|postmaster)@/i;
const DAEMON_NAME = /^mail delivery (system|subsystem)$/i;
const BOUNCE_SUBJECT =
  /delivery status notification \((failure|delay)\)|undeliver(ed|able)|returned mail|delivery (has )?failed|mail delivery failed|failure notice|non-?delivery/i;
const AUTO_SUBJECT =
  /^\W*(automatic reply|auto(matic)?[- ]?(reply|response)|autoreply|out of (the )?office|abwesenheitsnotiz|automatische antwort|réponse automatique|respuesta automática|risposta automatica)\b/iu;
const AUTO_PRECEDENCE = new Set(['auto_reply', 'bulk', 'junk']);
const UNSUBSCRIBE_TOKEN = /\bunsubscribe\s+([A-Za-z0-9_-]{24,1100})(?![A-Za-z0-9_-])/i;

const MESSAGE_ID = /<[^<>\s]+>/g;
const idsIn = (value: string | string[] | undefined) =>
  [value ?? []].flat().join(' ').match(MESSAGE_ID) ?? [];

function firstAddress(field: AddressObject | AddressObject[] | undefined) {
  const [first] = [field ?? []].flat().flatMap((object) => object.value);
  return first;
}

/** Mail a program sent on its own: RFC 3834 Auto-Submitted (other than `no`) and the usual out-of-office signs. */
function isAutomatic(mail: ParsedMail): boolean {
  const submitted = headerText(mail, 'auto-submitted').toLowerCase();
  if (submitted && !submitted.startsWith('no')) return true;
  if (mail.headers.has('x-autoreply') || mail.headers.has('x-autorespond')) return true;
  if (AUTO_PRECEDENCE.has(headerText(mail, 'precedence').toLowerCase())) return true;
  return AUTO_SUBJECT.test(mail.subject ?? '');
}

/**
 * What an arrived message is (decision 137), tried in this order: a bounce (an RFC 3464 report with a failed or
 * delayed recipient, or a MAILER-DAEMON / postmaster message with a bounce's subject); an unsubscribe (an
 * "unsubscribe" message carrying a token the caller accepts); other (no sender, any other report — read receipt,
 * complaint, success notice —, other daemon mail); an automatic reply; other (list mail that answers nothing);
 * else a reply, which the watcher matches by `refersTo`, else by `from`. Pure: reads only the parsed message.
 */
export function classifyInbound(mail: ParsedMail, options: TClassifyOptions): TInboundMessage {
  const sender = firstAddress(mail.from);
  const answers = [...idsIn(mail.inReplyTo), ...idsIn(mail.references).reverse()];
  const base = {
    messageId: mail.messageId ?? null,
    from: sender?.address?.toLowerCase() ?? null,
    subject: mail.subject ?? '',
    refersTo: [...new Set(answers)],
    snippet: '',
    bounce: null,
    unsubscribeToken: null,
  };
  const own = [sender?.address, firstAddress(mail.to)?.address].flatMap((a) => (a ? [a.toLowerCase()] : []));
  const fromDaemon = DAEMON_SENDER.test(base.from ?? '') || DAEMON_NAME.test(sender?.name ?? '');
  const isReport =
    (mail.headers.get('content-type') as { value?: string } | undefined)?.value === 'multipart/report';
  const bounce =
    statusReportOf(mail) ??
    (!isReport && fromDaemon && BOUNCE_SUBJECT.test(base.subject) ? textBounceOf(mail, own) : null);
  if (bounce) {
    const { severity, ...details } = bounce;
    const returned = returnedMessageIdOf(mail);
    const refersTo = [...new Set([...(returned ? [returned] : []), ...base.refersTo])];
    return { ...base, kind: severity === 'hard' ? 'bounce_hard' : 'bounce_soft', refersTo, bounce: details };
  }
  const snippet = replySnippet(mail.text ?? '');
  const token = UNSUBSCRIBE_TOKEN.exec(snippet)?.[1];
  if (/\bunsubscribe\b/i.test(base.subject) && token && options.isUnsubscribeToken(token))
    return { ...base, kind: 'unsubscribe', unsubscribeToken: token };
  if (!base.from || fromDaemon || isReport) return { ...base, kind: 'other' };
  if (isAutomatic(mail)) return { ...base, kind: 'auto_reply', snippet };
  const listMail = mail.headers.has('list') || headerText(mail, 'precedence').toLowerCase() === 'list';
  if (listMail && answers.length === 0) return { ...base, kind: 'other' };
  return { ...base, kind: 'reply', snippet };
}

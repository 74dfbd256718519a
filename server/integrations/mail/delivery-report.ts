import type { ParsedMail } from 'mailparser';

/** What a delivery status notification says about the message it returns (decision 137). */
export type TBounce = {
  /** `hard`: the address failed for good (5.x.x); `soft`: delayed, or failed for now (4.x.x). */
  severity: 'hard' | 'soft';
  /** The failed recipients, lower-case (Original-Recipient and Final-Recipient both, when they differ). */
  recipients: string[];
  /** The enhanced status code (RFC 3463), e.g. `5.1.1`; null when the report gives none. */
  status: string | null;
  /** The remote server's words (Diagnostic-Code without its type), at most 500 characters. */
  diagnostic: string | null;
};

const STATUS_TYPES = new Set(['message/delivery-status', 'message/global-delivery-status']);
const RETURNED_TYPES = new Set([
  'message/rfc822',
  'message/global',
  'text/rfc822-headers',
  'message/global-headers',
]);
const STATUS_CODE = /\b([245])\.\d{1,3}\.\d{1,3}\b/;
const MESSAGE_ID_FIELD = /^[ \t>]*message-id:[ \t]*(<[^<>\s]+>)/im;
/** Quoted header lines that hold ids shaped like addresses, not recipients. */
const ID_FIELDS = /^[ \t>]*(message-id|in-reply-to|references):.*$/gim;
const MAX_DIAGNOSTIC = 500;

/** Header-style fields of one block (folded lines joined), names lower-case, the first of each name kept. */
function fieldsOf(block: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const match = /^([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    if (match && !fields.has(match[1].toLowerCase())) fields.set(match[1].toLowerCase(), match[2].trim());
  }
  return fields;
}

/** `rfc822; Anna@Example.com` → `anna@example.com`. */
const addressOf = (field: string | undefined) =>
  field
    ?.replace(/^[^;]*;\s*/, '')
    .replace(/^<|>$/g, '')
    .trim()
    .toLowerCase() || null;

/**
 * The failure an RFC 3464 report (its `message/delivery-status` part, kept as an attachment by `parseInbound`)
 * states for its recipients: the worst one wins (a 5.x.x `failed` is hard; any other `failed` — 4.x.x, or no
 * status at all — and any `delayed` is soft). Null when there is no such part or no recipient failed or was delayed (a success report).
 */
export function statusReportOf(mail: ParsedMail): TBounce | null {
  const part = mail.attachments.find((attachment) => STATUS_TYPES.has(attachment.contentType));
  if (!part) return null;
  const [, ...recipientBlocks] = part.content.toString('utf8').split(/\r?\n\s*\r?\n/);
  const failures = recipientBlocks.map(fieldsOf).flatMap((fields) => {
    const action = fields.get('action')?.toLowerCase();
    const status = STATUS_CODE.exec(fields.get('status') ?? '')?.[0] ?? null;
    if (action !== 'failed' && action !== 'delayed') return [];
    const severity: TBounce['severity'] = action === 'failed' && status?.startsWith('5') ? 'hard' : 'soft';
    const recipients = [
      addressOf(fields.get('original-recipient')),
      addressOf(fields.get('final-recipient')),
    ];
    const diagnostic = fields.get('diagnostic-code')?.replace(/^[^;]*;\s*/, '') ?? null;
    return [{ severity, recipients, status, diagnostic }];
  });
  const worst = failures.filter((failure) => failure.severity === 'hard');
  const chosen = worst.length > 0 ? worst : failures;
  if (chosen.length === 0) return null;
  return {
    severity: chosen[0].severity,
    recipients: unique(chosen.flatMap((failure) => failure.recipients)),
    status: chosen[0].status,
    diagnostic: chosen[0].diagnostic?.slice(0, MAX_DIAGNOSTIC) ?? null,
  };
}

/**
 * The failure a bounce without a delivery-status part states in its text: the first enhanced status code
 * (5.x.x hard, 4.x.x soft; none: soft, so an unreadable bounce never suppresses an address), the line it is on as
 * the diagnostic, and the recipients from `X-Failed-Recipients` (Exim, Gmail) or else the addresses the text
 * names other than the report's own sender and receiver.
 */
export function textBounceOf(mail: ParsedMail, ownAddresses: readonly string[]): TBounce {
  const text = mail.text ?? '';
  const code = STATUS_CODE.exec(text);
  const status = code && code[1] !== '2' ? code[0] : null;
  const line = code ? text.slice(text.lastIndexOf('\n', code.index) + 1).split('\n')[0] : null;
  const failed = headerText(mail, 'x-failed-recipients');
  const named =
    (failed || text.replace(ID_FIELDS, '')).match(/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [];
  return {
    severity: status?.startsWith('5') ? 'hard' : 'soft',
    recipients: unique(named.map((address) => address.toLowerCase())).filter(
      (address) => !ownAddresses.includes(address),
    ),
    status,
    diagnostic: line?.trim().slice(0, MAX_DIAGNOSTIC) || null,
  };
}

/**
 * The Message-ID of the message a bounce returns: from its returned headers (`text/rfc822-headers`) or returned
 * message (`message/rfc822`), else from original headers quoted in its text (qmail, some Exchange reports).
 */
export function returnedMessageIdOf(mail: ParsedMail): string | null {
  for (const part of mail.attachments) {
    if (!RETURNED_TYPES.has(part.contentType)) continue;
    const headers = part.content.toString('utf8').split(/\r?\n\r?\n/)[0];
    const found = MESSAGE_ID_FIELD.exec(headers.replace(/\r?\n[ \t]+/g, ' '));
    if (found) return found[1];
  }
  return MESSAGE_ID_FIELD.exec(mail.text ?? '')?.[1] ?? null;
}

/** A header's text as mailparser keeps it (unstructured fields are strings), trimmed; '' when absent. */
export function headerText(mail: ParsedMail, name: string): string {
  const value = mail.headers.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

function unique(values: readonly (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

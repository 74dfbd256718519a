import { simpleParser, type AddressObject } from 'mailparser';

export type TMailAttachment = { filename: string; contentType: string; content: Buffer };

/** What the tests and the CLI read of a message: decoded headers, bodies and attachments. */
export type TParsedMail = {
  subject: string;
  from: string;
  to: string;
  replyTo: string | null;
  text: string | null;
  html: string | null;
  attachments: TMailAttachment[];
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  /** Every header as sent, by lower-case name, folded lines joined: `headers['list-unsubscribe']`. */
  headers: Record<string, string[]>;
};

/** The raw header lines by lower-case name, each value unfolded and trimmed (repeated headers keep their order). */
function headersOf(lines: readonly { key: string; line: string }[]): Record<string, string[]> {
  const headers: Record<string, string[]> = {};
  for (const { key, line } of lines) {
    const value = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    (headers[key.toLowerCase()] ??= []).push(value);
  }
  return headers;
}

const addressText = (value: AddressObject | AddressObject[] | undefined) =>
  value === undefined
    ? ''
    : [value]
        .flat()
        .map((address) => address.text)
        .join(', ');

/** Reads a raw RFC 5322 message with mailparser (MIME parts, transfer encodings, encoded words, RFC 2231 names). */
export async function readMail(raw: Buffer): Promise<TParsedMail> {
  const mail = await simpleParser(raw);
  return {
    subject: mail.subject ?? '',
    from: addressText(mail.from),
    to: addressText(mail.to),
    replyTo: mail.replyTo ? addressText(mail.replyTo) : null,
    text: mail.text ?? null,
    html: typeof mail.html === 'string' ? mail.html : null,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? 'attachment',
      contentType: attachment.contentType,
      content: attachment.content,
    })),
    messageId: mail.messageId ?? null,
    inReplyTo: mail.inReplyTo ?? null,
    references: mail.references === undefined ? [] : [mail.references].flat(),
    headers: headersOf(mail.headerLines),
  };
}

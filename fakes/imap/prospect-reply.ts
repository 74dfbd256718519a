import { randomUUID } from 'node:crypto';

/** The outreach message a prospect answers: who sent it (the mailbox), to whom, its subject and Message-ID. */
export type TAnsweredMessage = {
  sender: string;
  prospect: string;
  subject: string;
  messageId: string;
  /** Its text, quoted under the answer as mail programs do; left out when not given. */
  text?: string | null;
};

/**
 * A prospect's answer as their mail program sends it (raw bytes, CRLF), to put in the mailbox's INBOX with
 * `deliverToInbox`: from the prospect to the sender, "Re:" once, threaded under the message by In-Reply-To and
 * References, their `words` above an "On …, … wrote:" line and the quoted message.
 */
export function prospectReply(message: TAnsweredMessage, words: string, date = new Date()): Buffer {
  const quoted = message.text
    ? [
        '',
        `On ${date.toUTCString()}, ${message.sender} wrote:`,
        ...message.text
          .trim()
          .split(/\r?\n/)
          .map((line) => `> ${line}`),
      ]
    : [];
  const lines = [
    `From: ${message.prospect}`,
    `To: ${message.sender}`,
    `Subject: Re: ${message.subject.replace(/^re:\s*/i, '')}`,
    `Message-ID: <reply-${randomUUID()}@${message.prospect.split('@')[1]}>`,
    `In-Reply-To: ${message.messageId}`,
    `References: ${message.messageId}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    words,
    ...quoted,
    '',
  ];
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

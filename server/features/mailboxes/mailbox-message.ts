import type { Config } from '../../config';
import type { TOutgoingMessage } from '../../integrations/mail/compose-message';
import { unsubscribeHeaders } from '../suppressions';
import { mailboxFooter } from './mailbox-footer';
import type { MailboxRow } from './mailbox-store';

/** What a message from a mailbox says, before the footer and the unsubscribe headers are added. */
export type TMailboxMessageInput = {
  teamId: string;
  to: string;
  subject: string;
  /** The plain-text body; the footer follows it. */
  body: string;
  messageId: string;
  inReplyTo?: string;
  references?: string[];
  /** The unsubscribe token's reference (an enrolment), never a lead id (decision 134). */
  ref?: string;
};

/**
 * Any message a mailbox sends (decisions 134, 136): the body, then the footer with the sender, the postal address
 * (400 without one) and a visible unsubscribe line; one List-Unsubscribe field (HTTPS, then mailto to the mailbox)
 * and List-Unsubscribe-Post with the same token, made for this team and recipient.
 */
export function mailboxMessage(
  { config, appSecret }: { config: Pick<Config, 'APP_URL'>; appSecret: string },
  mailbox: Pick<MailboxRow, 'fromName' | 'fromAddress' | 'physicalAddress'>,
  input: TMailboxMessageInput,
): TOutgoingMessage {
  const unsubscribe = unsubscribeHeaders({
    appUrl: config.APP_URL,
    appSecret,
    subject: { teamId: input.teamId, email: input.to, ...(input.ref ? { ref: input.ref } : {}) },
    mailtoAddress: mailbox.fromAddress,
  });
  const footer = mailboxFooter(mailbox, unsubscribe.url);
  return {
    from: { name: mailbox.fromName, address: mailbox.fromAddress },
    to: input.to,
    subject: input.subject,
    text: `${input.body.trimEnd()}\n\n${footer}\n`,
    messageId: input.messageId,
    ...(input.inReplyTo ? { inReplyTo: input.inReplyTo, references: input.references ?? [] } : {}),
    unsubscribe: unsubscribe.headers,
  };
}

import { AppError } from '../../lib/app-error';
import type { MailboxRow } from './mailbox-store';

export const NEEDS_POSTAL_ADDRESS = 'Add a postal address before sending';

/** The mailbox's postal address, or 400 "Add a postal address before sending": nothing is sent without one. */
export function postalAddressOf(mailbox: Pick<MailboxRow, 'physicalAddress'>): string {
  const postal = mailbox.physicalAddress.trim();
  if (!postal) throw new AppError('BAD_REQUEST', NEEDS_POSTAL_ADDRESS);
  return postal;
}

/**
 * The plain-text footer every message from a mailbox ends with: the sender, the postal address (CAN-SPAM; a
 * mailbox without one sends nothing, 400) and a visible unsubscribe line with the same link as List-Unsubscribe.
 */
export function mailboxFooter(
  mailbox: Pick<MailboxRow, 'fromName' | 'physicalAddress'>,
  unsubscribeUrl: string,
): string {
  return [
    '--',
    mailbox.fromName,
    postalAddressOf(mailbox),
    '',
    `Don’t want these emails? Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
}

/**
 * What other features may use of the mailboxes: a mailbox's logins, the address rule, its messages' shape, and the
 * rule that nothing is sent without a postal address.
 */
export { mailAddressRule } from './mailbox-address-rule';
export { NEEDS_POSTAL_ADDRESS, postalAddressOf } from './mailbox-footer';
export { mailboxMessage } from './mailbox-message';
export { openedLogins, type MailboxRow } from './mailbox-store';

/** What other features may use of the mailboxes: a mailbox's logins, the address rule, and its messages' shape. */
export { mailAddressRule } from './mailbox-address-rule';
export { mailboxMessage } from './mailbox-message';
export { openedLogins, type MailboxRow } from './mailbox-store';

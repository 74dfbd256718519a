export { mailAddressRule } from './mailbox-address-rule';
export { openedLogins, type MailboxRow } from './mailbox-store';

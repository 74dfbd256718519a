/** What other features may use of mailboxes: the rule that nothing is sent without a postal address. */
export { NEEDS_POSTAL_ADDRESS, postalAddressOf } from './mailbox-footer';

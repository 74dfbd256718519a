/** What other features may use from mailboxes; everything else in this folder is its own. */
export { MailboxesTab } from './components/mailboxes-tab';
export { useMailboxes } from './api/mailboxes';

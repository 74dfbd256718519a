export { queueMailboxSender } from './mailbox-sender-queue';

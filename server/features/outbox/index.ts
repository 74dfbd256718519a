/** What other features use of the outbox: waking a sender, and ending an enrolment as a send would. */
export { queueMailboxSender } from './mailbox-sender-queue';
export {
  endEnrolment,
  outboxColumns,
  outboxJoins,
  webhookMessageOf,
  type TOutboxMessage,
} from './outbox-message';

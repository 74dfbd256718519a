/**
 * What other features use of the outbox: waking a sender, when a campaign's next email may go out, and ending an
 * enrolment as a send would.
 */
export { queueMailboxSender } from './mailbox-sender-queue';
export { nextSendAt } from './next-send-at';
export { outreachClock } from './outreach-clock';
export {
  endEnrolment,
  outboxColumns,
  outboxJoins,
  webhookMessageOf,
  type TOutboxMessage,
} from './outbox-message';

/** What other features and the composition roots use of the inbox watcher (decision 137). */
export { queueInboxWatch } from './inbox-watch-queue';

import type { AppDeps } from '../../app-deps';
import { findWatchedMailboxes } from './find-watched-mailboxes';
import { queueInboxWatch } from './inbox-watch-queue';

/** The minute's sweep: every mailbox that may receive answers gets its watcher (decision 137). */
export async function sweepInboxes({ db, boss }: Pick<AppDeps, 'db' | 'boss'>): Promise<void> {
  for (const mailboxId of await findWatchedMailboxes(db)) await queueInboxWatch(boss, mailboxId);
}

/** After a watch ends: the next one starts at once while the mailbox is still watched, so IDLE has no gap. */
export async function watchAgain(
  { db, boss }: Pick<AppDeps, 'db' | 'boss'>,
  mailboxId: string,
): Promise<void> {
  if ((await findWatchedMailboxes(db, mailboxId)).length > 0) await queueInboxWatch(boss, mailboxId);
}

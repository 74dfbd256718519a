import { eq, sql } from 'drizzle-orm';
import type { TReplaceMailboxServersRequest } from '@contracts/mailboxes';
import type { AppDeps } from '../../app-deps';
import { mailboxes, mailboxInboxPositions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TeamScope } from '../../lib/team-scope';
import { assertServersWork, checkMailboxServers, SIGNED_IN } from './check-mailbox-servers';
import { getMailboxRow, MAILBOX_NOT_FOUND, teamMailbox, toMailbox } from './mailbox-store';
import { serverColumns, serverLogins } from './server-columns';

/**
 * New hosts, users or passwords for a mailbox: kept only once both servers sign in with them. Another IMAP account
 * (host, port or user) clears the inbox position: its first read starts at the newest message, so the new inbox's
 * history is never filed as answers (decision 137), and sending waits for that read as after a connect.
 */
export async function replaceMailboxServers(
  { db, appSecret, config }: Pick<AppDeps, 'db' | 'appSecret' | 'config'>,
  scope: TeamScope,
  id: string,
  request: TReplaceMailboxServersRequest,
) {
  const before = await getMailboxRow(db, scope, id);
  const logins = serverLogins(request);
  assertServersWork(await checkMailboxServers(config, logins));
  const [row] = await db
    .update(mailboxes)
    .set({
      ...serverColumns(appSecret, id, logins),
      lastTestOk: true,
      lastTestMessage: SIGNED_IN,
      lastTestedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(teamMailbox(scope, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', MAILBOX_NOT_FOUND);
  const { host, port, user } = logins.imap;
  if (before.imapHost !== host || before.imapPort !== port || before.imapUser !== user)
    await db.delete(mailboxInboxPositions).where(eq(mailboxInboxPositions.mailboxId, id));
  return toMailbox(row);
}

import { sql } from 'drizzle-orm';
import type { TReplaceMailboxServersRequest } from '@contracts/mailboxes';
import type { AppDeps } from '../../app-deps';
import { mailboxes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TeamScope } from '../../lib/team-scope';
import { assertServersWork, checkMailboxServers, SIGNED_IN } from './check-mailbox-servers';
import { getMailboxRow, MAILBOX_NOT_FOUND, teamMailbox, toMailbox } from './mailbox-store';
import { serverColumns, serverLogins } from './server-columns';

/** New hosts, users or passwords for a mailbox: kept only once both servers sign in with them. */
export async function replaceMailboxServers(
  { db, appSecret, config }: Pick<AppDeps, 'db' | 'appSecret' | 'config'>,
  scope: TeamScope,
  id: string,
  request: TReplaceMailboxServersRequest,
) {
  await getMailboxRow(db, scope, id);
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
  return toMailbox(row);
}

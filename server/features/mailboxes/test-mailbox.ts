import type { TMailboxTestResult } from '@contracts/mailboxes';
import type { AppDeps } from '../../app-deps';
import { mailboxes } from '../../db/schema';
import type { TeamScope } from '../../lib/team-scope';
import { checkMailboxServers, testSummary } from './check-mailbox-servers';
import { getMailboxRow, openedLogins, teamMailbox, UNOPENED } from './mailbox-store';

/** Signs in to the mailbox's servers with the saved passwords and records the answer; a failure is a result. */
export async function testMailbox(
  { db, appSecret, config }: Pick<AppDeps, 'db' | 'appSecret' | 'config'>,
  scope: Pick<TeamScope, 'teamId'>,
  id: string,
): Promise<TMailboxTestResult> {
  const row = await getMailboxRow(db, scope, id);
  const logins = openedLogins(appSecret, row);
  const result: TMailboxTestResult = logins
    ? await checkMailboxServers(config, logins)
    : {
        ok: false,
        smtp: { ok: false, message: UNOPENED },
        imap: { ok: false, message: UNOPENED },
        testedAt: new Date().toISOString(),
      };
  await db
    .update(mailboxes)
    .set({
      lastTestOk: result.ok,
      lastTestMessage: testSummary(result),
      lastTestedAt: new Date(result.testedAt),
    })
    .where(teamMailbox(scope, row.id));
  return result;
}

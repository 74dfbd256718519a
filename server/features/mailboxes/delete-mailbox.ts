import type { Db } from '../../db/client';
import { mailboxes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TeamScope } from '../../lib/team-scope';
import { MAILBOX_NOT_FOUND, teamMailbox } from './mailbox-store';

/** Removes the team's mailbox and its sealed passwords. */
export async function deleteMailbox(db: Db, scope: Pick<TeamScope, 'teamId'>, id: string) {
  const deleted = await db.delete(mailboxes).where(teamMailbox(scope, id)).returning({ id: mailboxes.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', MAILBOX_NOT_FOUND);
}

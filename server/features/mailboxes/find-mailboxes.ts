import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailboxes } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { toMailbox } from './mailbox-store';

/** The team's mailboxes, oldest first; every member sees them (without passwords). */
export async function findMailboxes(db: Db, scope: Pick<TeamScope, 'teamId'>) {
  const rows = await db
    .select()
    .from(mailboxes)
    .where(ofTeam(mailboxes, scope))
    .orderBy(asc(mailboxes.createdAt), asc(mailboxes.id));
  return { mailboxes: rows.map(toMailbox) };
}

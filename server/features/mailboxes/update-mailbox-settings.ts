import { sql } from 'drizzle-orm';
import type { TUpdateMailboxSettingsRequest } from '@contracts/mailboxes';
import type { Db } from '../../db/client';
import { mailboxes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TeamScope } from '../../lib/team-scope';
import { MAILBOX_NOT_FOUND, teamMailbox, toMailbox } from './mailbox-store';

/** The sender name, sending window, daily cap and footer address; what is left out stays. */
export async function updateMailboxSettings(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  id: string,
  request: TUpdateMailboxSettingsRequest,
) {
  const { fromName, window, dailyCap, physicalAddress } = request;
  const [row] = await db
    .update(mailboxes)
    .set({
      fromName,
      dailyCap,
      physicalAddress,
      ...(window && {
        timeZone: window.timeZone,
        sendDays: window.days,
        windowStartHour: window.startHour,
        windowEndHour: window.endHour,
      }),
      updatedAt: sql`now()`,
    })
    .where(teamMailbox(scope, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', MAILBOX_NOT_FOUND);
  return toMailbox(row);
}

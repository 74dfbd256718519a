import { sql } from 'drizzle-orm';
import type { TUpdateMailboxSettingsRequest } from '@contracts/mailboxes';
import type { AppDeps } from '../../app-deps';
import { mailboxes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TeamScope } from '../../lib/team-scope';
import { MAILBOX_NOT_FOUND, teamMailbox, toMailbox } from './mailbox-store';

/**
 * The sender name, sending window, daily cap and footer address; what is left out stays. The mailbox's sender is
 * woken, so a new window or cap governs its next send rather than a sleep chosen under the old ones.
 */
export async function updateMailboxSettings(
  { db, wakeMailboxSender }: Pick<AppDeps, 'db' | 'wakeMailboxSender'>,
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
  await wakeMailboxSender(row.id);
  return toMailbox(row);
}

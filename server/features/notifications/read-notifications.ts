import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TNotificationList } from '@contracts/monitors';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';
import { findNotifications } from './find-notifications';

/** Marks the person's unread notifications in the active team as read (all of them: the bell was opened). */
export async function readNotifications(
  db: Db,
  scope: Pick<TeamScope, 'teamId' | 'userId'>,
): Promise<TNotificationList> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(ofTeam(notifications, scope), eq(notifications.userId, scope.userId), isNull(notifications.readAt)),
    );
  return findNotifications(db, scope);
}

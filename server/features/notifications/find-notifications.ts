import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { TNotificationList } from '@contracts/monitors';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { ofTeam, type TeamScope } from '../../lib/team-scope';

/** The bell shows this many, newest first. */
const SHOWN = 20;

/** The person's notifications in the active team, newest first, and how many of all of them are unread. */
export async function findNotifications(
  db: Db,
  scope: Pick<TeamScope, 'teamId' | 'userId'>,
): Promise<TNotificationList> {
  const mine = and(ofTeam(notifications, scope), eq(notifications.userId, scope.userId));
  const [rows, [unread]] = await Promise.all([
    db.select().from(notifications).where(mine).orderBy(desc(notifications.createdAt)).limit(SHOWN),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
  ]);
  return {
    unread: unread?.n ?? 0,
    notifications: rows.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      link: row.link,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
